import { insightSegmentRoute } from '@/content/insights/insight-routes'

const route = insightSegmentRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightCategoryPage
