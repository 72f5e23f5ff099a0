import * as route from '@/content/offices/office-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.OfficePage
