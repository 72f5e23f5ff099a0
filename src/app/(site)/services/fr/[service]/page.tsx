import { serviceRoute } from '@/components/services/service-pages'

const route = serviceRoute('fr')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ServicePage
