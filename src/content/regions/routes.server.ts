import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import { getRegionSlugs } from './regions.server'
import type { REGION_ROUTES } from './routes'

export const REGION_ROUTE_PARAMS: RouteParamsTable<typeof REGION_ROUTES> = {
  '/region/[region]': async () => (await getRegionSlugs()).map((region) => ({ region })),
}
