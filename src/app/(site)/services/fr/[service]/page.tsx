import { ServicePeople } from '@/content/consultants/people-sections'
import { serviceRoute } from '@/content/services/service-routes'

const route = serviceRoute('fr', {
  people: (s) => <ServicePeople order={s.order} language={s.language} leads={s.leads} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ServicePage
