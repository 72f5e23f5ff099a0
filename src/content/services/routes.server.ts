import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { servicePaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import type { SERVICES_MODULE } from './module'
import { getServices, type ServiceLanguage } from './services.server'

const services = (language: ServiceLanguage) => async () =>
  (await getServices(language)).map((s) => ({ service: s.slug }))

export const SERVICE_ROUTE_PARAMS: RouteParamsTable<(typeof SERVICES_MODULE)['routes']> = {
  '/services/[service]': services('en'),
  '/services/fr/[service]': services('fr'),
}

export const SERVICE_ADDRESSES: ModuleAddresses<(typeof SERVICES_MODULE)['routes']> = {
  params: SERVICE_ROUTE_PARAMS,
  dates: async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'services',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { slug: true, language: true, updatedAt: true },
    })
    return { dates: found.docs.map((s) => [servicePaths.service(s.slug, s.language), s.updatedAt] as const) }
  },
  tags: ['services'],
}
