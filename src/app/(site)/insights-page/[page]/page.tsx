import { pagedInsightsRoute } from '@/content/pages/insights-index'

const route = pagedInsightsRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightsLaterPage
