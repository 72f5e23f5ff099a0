import { insightsIndexRoute } from '@/content/pages/insights-index'

const route = insightsIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.InsightsPage
