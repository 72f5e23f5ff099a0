import { officesIndexRoute } from '@/features/offices/office-routes'

const route = officesIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.IndexPage
