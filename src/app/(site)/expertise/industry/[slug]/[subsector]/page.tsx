import { expertiseSubsectorRoute } from '@/components/expertise/expertise-pages'

const route = expertiseSubsectorRoute('industry')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ExpertiseSubsectorPage
