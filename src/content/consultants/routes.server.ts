import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import { getConsultantSlugs } from './people.server'
import type { CONSULTANT_ROUTES } from './routes'

export const CONSULTANT_ROUTE_PARAMS: RouteParamsTable<typeof CONSULTANT_ROUTES> = {
  '/consultant/[slug]': async () => (await getConsultantSlugs()).map((slug) => ({ slug })),
}
