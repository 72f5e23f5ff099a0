import { cmsPageRoute } from '@/content/pages/cms-page'

const route = cmsPageRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.CmsPage
