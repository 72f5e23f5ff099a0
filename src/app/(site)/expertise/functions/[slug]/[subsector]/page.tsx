import { expertiseSubsectorRoute } from '@/components/expertise/expertise-pages'

const route = expertiseSubsectorRoute('functions')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ExpertiseSubsectorPage
