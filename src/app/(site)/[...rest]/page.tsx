import { cmsPagePeople } from '@/content/consultants/people-sections'
import { cmsPageRoute } from '@/content/pages/cms-page'

const route = cmsPageRoute({ people: cmsPagePeople })

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.CmsPage
