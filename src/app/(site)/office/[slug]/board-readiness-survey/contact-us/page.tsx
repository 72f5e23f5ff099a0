import { boardReadinessSurveyRoute } from '@/content/offices/office-routes'

const route = boardReadinessSurveyRoute('request')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.BoardReadinessSurveyPage
