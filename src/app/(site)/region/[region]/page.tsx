import * as route from '@/features/offices/region-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.RegionPage
