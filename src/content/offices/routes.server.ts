import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import { getOfficeSlugs } from '@/content/consultants/people.server'
import { getOfficeRouteParams } from './offices-list.server'
import type { OFFICE_ROUTES } from './routes'

export const OFFICE_ROUTE_PARAMS: RouteParamsTable<typeof OFFICE_ROUTES> = {
  '/office/[slug]': async () => (await getOfficeSlugs()).map((slug) => ({ slug })),
  '/office/[slug]/[service]': async () => (await getOfficeRouteParams()).services,
  '/office/[slug]/board-readiness-survey/contact-us': async () => (await getOfficeRouteParams()).surveys,
  '/office/[slug]/board-readiness-survey/contact-us/thank-you': async () => (await getOfficeRouteParams()).surveys,
}
