import * as route from '@/content/regions/region-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.RegionPage
