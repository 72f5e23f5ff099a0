import * as route from '@/content/consultants/consultant-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ConsultantPage
