import { isPagedListingRoute, PAGED_INSIGHTS_PREFIX } from '@/features/listings/paged-listing'
import { ROUTES } from './routes'

/**
 * The site's own routes (the `page.tsx` files under `src/app/(site)`, catch-all aside), as URL
 * patterns where `[name]` stands for any one segment, from the route registry (`./routes.ts`).
 * `fixed-routes.test.ts` checks this list against the app directory, so a new route cannot be
 * forgotten there.
 */
export const FIXED_ROUTES: readonly string[] = ROUTES.map((r) => r.pattern)

/** First segments that belong to the CMS admin and the APIs, outside the site's layout. */
const SYSTEM_SEGMENTS = new Set(['admin', 'api'])

const isParam = (segment: string) => segment.startsWith('[') && segment.endsWith(']')
const isStatic = (route: string) => !route.includes('[')

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean)
  return parts.length === segments.length && parts.every((p, i) => isParam(p) || p === segments[i])
}

/**
 * The route that answers `url` before the CMS pages' catch-all would, or null when a CMS page at
 * that address would be shown. A static route (`/services`) shows the CMS page of its own path as
 * its intro, so only a route with a parameter shadows a page, as do the internal listing pages and
 * the admin and API prefixes.
 */
export function shadowingRoute(url: string): string | null {
  const segments = url.split('/').filter(Boolean)
  if (SYSTEM_SEGMENTS.has(segments[0] ?? '')) return `/${segments[0]}`
  if (isPagedListingRoute(url)) return PAGED_INSIGHTS_PREFIX
  if (FIXED_ROUTES.some((r) => isStatic(r) && matches(r, segments))) return null
  return FIXED_ROUTES.find((r) => !isStatic(r) && matches(r, segments)) ?? null
}

/** Routes of the site outside its default layout (src/app/(single)). */
const OTHER_LAYOUT_ROUTES: ReadonlySet<string> = new Set(['/login'])

/**
 * Whether only the CMS pages' catch-all would answer `url`: no route of the site claims it, and it
 * names no file (public files and file routes such as /icon.png are never CMS pages).
 */
export function answeredByCatchAll(url: string): boolean {
  const segments = url.split('/').filter(Boolean)
  const last = segments.at(-1)
  if (last === undefined || last.includes('.') || SYSTEM_SEGMENTS.has(segments[0]!)) return false
  if (isPagedListingRoute(url) || OTHER_LAYOUT_ROUTES.has(url)) return false
  return !FIXED_ROUTES.some((r) => matches(r, segments))
}
