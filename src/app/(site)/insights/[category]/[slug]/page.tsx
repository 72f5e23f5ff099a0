import { insightArticleRoute } from '@/content/insights/insight-routes'

const route = insightArticleRoute()

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.InsightArticlePage
