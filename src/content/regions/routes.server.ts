import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { regionPaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import { getRegionSlugs } from './regions.server'
import type { REGIONS_MODULE } from './module'

export const REGION_ROUTE_PARAMS: RouteParamsTable<(typeof REGIONS_MODULE)['routes']> = {
  '/region/[region]': async () => (await getRegionSlugs()).map((region) => ({ region })),
}

export const REGION_ADDRESSES: ModuleAddresses<(typeof REGIONS_MODULE)['routes']> = {
  params: REGION_ROUTE_PARAMS,
  dates: async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'regions',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { slug: true, updatedAt: true },
    })
    return { dates: found.docs.map((r) => [regionPaths.region(r.slug), r.updatedAt] as const) }
  },
  tags: ['regions'],
}
