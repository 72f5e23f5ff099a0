import { servicesIndexRoute } from '@/features/services/service-routes'

const route = servicesIndexRoute()

export const generateMetadata = route.generateMetadata
export default route.IndexPage
