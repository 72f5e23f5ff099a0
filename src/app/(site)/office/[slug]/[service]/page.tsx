import * as route from '@/content/offices/office-service-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.OfficeServicePage
