import { servicesIndexRoute } from '@/content/services/service-routes'

const route = servicesIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.IndexPage
