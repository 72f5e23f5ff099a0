import { pagedInsightsRoute } from '@/content/insights/insight-routes'

const route = pagedInsightsRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightsLaterPage
