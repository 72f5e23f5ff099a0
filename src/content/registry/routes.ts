import { CONSULTANT_ROUTES } from '@/content/consultants/routes'
import { EXPERTISE_ROUTES } from '@/content/expertise/routes'
import { INSIGHT_ROUTES } from '@/content/insights/routes'
import { OFFICE_ROUTES } from '@/content/offices/routes'
import { PAGE_ROUTES } from '@/content/pages/routes'
import { REGION_ROUTES } from '@/content/regions/routes'
import { SEARCH_ROUTES } from '@/content/search/routes'
import { SERVICE_ROUTES } from '@/content/services/routes'

/**
 * Every route of the site (the `page.tsx` files under `src/app/(site)`, the CMS pages' catch-all
 * aside), gathered from the content modules. Pure data, so the proxy can match addresses against
 * it; the addresses each one answers are in `routes.server.ts`. A new route is one line in its
 * module's `routes.ts` (and its parameters in that module's `routes.server.ts`).
 */
export const ROUTES = [
  ...PAGE_ROUTES,
  ...SEARCH_ROUTES,
  ...CONSULTANT_ROUTES,
  ...EXPERTISE_ROUTES,
  ...INSIGHT_ROUTES,
  ...OFFICE_ROUTES,
  ...REGION_ROUTES,
  ...SERVICE_ROUTES,
] as const

export type RoutePattern = (typeof ROUTES)[number]['pattern']
