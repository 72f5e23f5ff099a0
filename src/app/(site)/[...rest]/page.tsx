import * as route from '@/features/content/cms-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.CmsPage
