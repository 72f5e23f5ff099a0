import { officeRoute } from '@/content/offices/office-page'

const route = officeRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.OfficePage
