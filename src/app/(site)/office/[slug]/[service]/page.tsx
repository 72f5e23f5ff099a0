import { officeServiceRoute } from '@/content/offices/office-service-page'

const route = officeServiceRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.OfficeServicePage
