import { regionRoute } from '@/content/regions/region-page'

const route = regionRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.RegionPage
