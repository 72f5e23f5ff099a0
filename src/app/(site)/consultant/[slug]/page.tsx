import { consultantRoute } from '@/content/consultants/consultant-page'

const route = consultantRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ConsultantPage
