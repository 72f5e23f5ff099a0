import { expertiseAreaRoute } from '@/components/expertise/expertise-pages'

const route = expertiseAreaRoute('functions')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ExpertiseAreaPage
