import { expertiseIndexRoute } from '@/content/expertise/expertise-routes'

const route = expertiseIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.IndexPage
