import { insightsIndexRoute } from '@/content/insights/insight-routes'

const route = insightsIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.InsightsPage
