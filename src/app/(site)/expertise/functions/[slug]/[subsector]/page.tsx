import { expertiseSubsectorRoute } from '@/content/expertise/expertise-routes'

const route = expertiseSubsectorRoute('functions')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ExpertiseSubsectorPage
