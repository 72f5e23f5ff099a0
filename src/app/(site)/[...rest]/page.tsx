import * as route from '@/content/pages/cms-page'

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.CmsPage
