import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import { getExpertiseParams, type ExpertiseKind } from './expertise.server'
import type { EXPERTISE_ROUTES } from './routes'

const areas = (kind: ExpertiseKind) => async () => (await getExpertiseParams(kind)).map(({ slug }) => ({ slug }))
const subsectors = (kind: ExpertiseKind) => async () =>
  (await getExpertiseParams(kind)).flatMap(({ slug, subsectors }) =>
    subsectors.map((subsector) => ({ slug, subsector })),
  )

export const EXPERTISE_ROUTE_PARAMS: RouteParamsTable<typeof EXPERTISE_ROUTES> = {
  '/expertise/functions/[slug]': areas('functions'),
  '/expertise/functions/[slug]/[subsector]': subsectors('functions'),
  '/expertise/industry/[slug]': areas('industry'),
  '/expertise/industry/[slug]/[subsector]': subsectors('industry'),
}
