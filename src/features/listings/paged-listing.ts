import { parsePageParam } from '@/components/pagination/pagination-model'

/**
 * Later pages of the insights listings keep their public addresses (`/insights?page=2`,
 * `/insights/{category}?page=2`) but are served by routes that take the page as a path segment, so
 * that every page is prerendered and cached (a route that reads the query string is rendered for
 * each request and cannot be cached). The proxy rewrites to them; their own addresses are 404.
 */
export const PAGED_INSIGHTS_PREFIX = '/insights-page'

/** The route that serves `pathname` with this `page` parameter, or null when the public route does. */
export function pagedListingPath(pathname: string, page: string | null): string | null {
  const n = parsePageParam(page ?? undefined)
  if (n < 2) return null
  if (pathname === '/insights') return `${PAGED_INSIGHTS_PREFIX}/${n}`
  const segment = /^\/insights\/([^/]+)$/.exec(pathname)?.[1]
  return segment ? `${PAGED_INSIGHTS_PREFIX}/${n}/${segment}` : null
}

/** An address of the internal routes themselves, which no visitor should reach. */
export function isPagedListingRoute(pathname: string): boolean {
  return pathname === PAGED_INSIGHTS_PREFIX || pathname.startsWith(`${PAGED_INSIGHTS_PREFIX}/`)
}

/** The page number of an internal route's `[page]` segment: null unless it is one the proxy writes (2 or more). */
export function pagedRoutePage(segment: string): number | null {
  return /^[1-9]\d{0,8}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null
}
