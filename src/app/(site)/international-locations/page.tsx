import { officesIndexRoute } from '@/content/offices/office-routes'

const route = officesIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.IndexPage
