import { serviceRoute } from '@/content/services/service-routes'

const route = serviceRoute('en')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ServicePage
