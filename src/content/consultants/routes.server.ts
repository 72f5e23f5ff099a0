import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { consultantPaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import { getConsultantSlugs } from './people.server'
import type { CONSULTANTS_MODULE } from './module'

export const CONSULTANT_ROUTE_PARAMS: RouteParamsTable<(typeof CONSULTANTS_MODULE)['routes']> = {
  '/consultant/[slug]': async () => (await getConsultantSlugs()).map((slug) => ({ slug })),
}

export const CONSULTANT_ADDRESSES: ModuleAddresses<(typeof CONSULTANTS_MODULE)['routes']> = {
  params: CONSULTANT_ROUTE_PARAMS,
  dates: async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { slug: true, updatedAt: true },
    })
    return { dates: found.docs.map((c) => [consultantPaths.consultant(c.slug), c.updatedAt] as const) }
  },
  tags: ['consultants'],
}
