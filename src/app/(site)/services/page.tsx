import { ServicesLeaders } from '@/content/consultants/people-sections'
import { servicesIndexRoute } from '@/content/services/service-routes'

const route = servicesIndexRoute({ people: <ServicesLeaders /> })

export const generateMetadata = route.generateMetadata
export default route.IndexPage
