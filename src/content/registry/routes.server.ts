import 'server-only'
import { CONSULTANT_ROUTE_PARAMS } from '@/content/consultants/routes.server'
import { EXPERTISE_ROUTE_PARAMS } from '@/content/expertise/routes.server'
import { INSIGHT_ROUTE_PARAMS } from '@/content/insights/routes.server'
import { OFFICE_ROUTE_PARAMS } from '@/content/offices/routes.server'
import { REGION_ROUTE_PARAMS } from '@/content/regions/routes.server'
import { ROUTES } from './routes'
import { SERVICE_ROUTE_PARAMS } from '@/content/services/routes.server'
import { fillPattern, hasParams, type RouteParamsTable } from '@/content/shared/route'

/** The parameters of every address each route with a parameter answers (its `generateStaticParams`). */
export const ROUTE_PARAMS: RouteParamsTable<typeof ROUTES> = {
  ...CONSULTANT_ROUTE_PARAMS,
  ...EXPERTISE_ROUTE_PARAMS,
  ...INSIGHT_ROUTE_PARAMS,
  ...OFFICE_ROUTE_PARAMS,
  ...REGION_ROUTE_PARAMS,
  ...SERVICE_ROUTE_PARAMS,
}

/**
 * Every address the routes with a parameter answer (a consultant, an office, an article…), as the
 * proxy's table knows them. The internal listing routes are left out: only the proxy's rewrite
 * reaches them.
 */
export async function routeAddresses(): Promise<string[]> {
  const lists = await Promise.all(
    ROUTES.filter((r) => hasParams(r.pattern) && !('kind' in r && r.kind === 'internal')).map(async (r) => {
      const params = await ROUTE_PARAMS[r.pattern as keyof typeof ROUTE_PARAMS]()
      return params.map((p) => fillPattern(r.pattern, p))
    }),
  )
  return lists.flat()
}
