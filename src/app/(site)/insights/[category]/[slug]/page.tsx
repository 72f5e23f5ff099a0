import { insightArticleRoute } from '@/features/insights/insight-routes'

const route = insightArticleRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightArticlePage
