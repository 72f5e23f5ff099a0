import { pagedInsightSegmentRoute } from '@/content/insights/insight-routes'

const route = pagedInsightSegmentRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightCategoryLaterPage
