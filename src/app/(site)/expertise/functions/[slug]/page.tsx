import { expertiseAreaRoute } from '@/content/expertise/expertise-routes'

const route = expertiseAreaRoute('functions')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ExpertiseAreaPage
