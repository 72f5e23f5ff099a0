import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import type { SERVICE_ROUTES } from './routes'
import { getServices, type ServiceLanguage } from './services.server'

const services = (language: ServiceLanguage) => async () =>
  (await getServices(language)).map((s) => ({ service: s.slug }))

export const SERVICE_ROUTE_PARAMS: RouteParamsTable<typeof SERVICE_ROUTES> = {
  '/services/[service]': services('en'),
  '/services/fr/[service]': services('fr'),
}
