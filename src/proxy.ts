import { NextResponse, type NextRequest } from 'next/server'
import { parsePageParam } from '@/components/pagination/pagination-model'
import { addressTable, isMissing, type KnownAddresses } from '@/content/registry/known-addresses'
import { MISSING_PATH_HEADER } from '@/features/errors/missing-path'
import { acceptLanguages, localeOnLoad } from '@/features/locale/locale-cookie'
import { isPagedListingRoute, PAGED_INSIGHTS_PREFIX, pagedListingPath } from '@/features/listings/paged-listing'
import { buildRedirectMap, matchRedirect, type RedirectRule } from '@/features/redirects/redirect-map'
import { LOCALE_COOKIE } from '@/lib/constants'
import { DRAFT_MODE_COOKIE } from '@/lib/draft-mode-cookie'
import { fetchJsonWithin, liveTable, TABLE_DEADLINE_MS } from '@/lib/live-table'

/** Editors' redirects and pages change rarely; a few seconds of staleness spares a lookup per request. */
const TABLE_TTL_MS = 5_000

/**
 * A 404 is confirmed on a table at most this old, so a page published a moment ago is found at
 * once; a stream of unknown addresses costs at most one reload of the table per interval.
 */
const CONFIRM_MISSING_MS = 1_000

const redirects = liveTable(
  '/api/v1/redirects',
  (body) => buildRedirectMap((body as { redirects: RedirectRule[] }).redirects),
  { ttlMs: TABLE_TTL_MS },
)
const addresses = liveTable('/api/v1/known-addresses', (body) => addressTable(body as KnownAddresses), {
  ttlMs: TABLE_TTL_MS,
})

/**
 * Whether the consultant finder has this page for these filters; undefined when the app does not say
 * (the finder then decides while rendering). Asked per request: the finder's lists are not a table.
 */
async function finderHasPage(origin: string, search: string, page: number): Promise<boolean | undefined> {
  const body = await fetchJsonWithin(`${origin}/api/v1/consultant-pages${search}`, TABLE_DEADLINE_MS)
  const totalPages = (body as { totalPages?: unknown } | undefined)?.totalPages
  return typeof totalPages === 'number' ? page <= totalPages : undefined
}

/** The server's own address: the public origin may not be reachable from inside (CDN, proxy). */
function internalOrigin(request: NextRequest): string {
  const port = process.env.PORT
  return port ? `http://127.0.0.1:${port}` : request.nextUrl.origin
}

/** Next's not-found route, rendered on the server (docs/decisions/0007), naming the address asked for. */
function notFound(request: NextRequest, pathname: string): NextResponse {
  const headers = new Headers(request.headers)
  headers.set(MISSING_PATH_HEADER, pathname)
  return NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers } })
}

/**
 * Runs before routing: applies the redirects editors keep in the CMS (docs/architecture.md#decisions), sends an address
 * that no route and no CMS page answers (an unknown path, a consultant or article that does not
 * exist, a listing page past its last) to the not-found page, and serves the listings' later pages
 * from their cacheable routes.
 */
async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  const origin = internalOrigin(request)
  const map = await redirects(origin)
  const hit = map ? matchRedirect(map, pathname, search) : null
  if (hit) return NextResponse.redirect(new URL(hit.location, request.url), hit.status)
  if (pathname === '/404') return notFound(request, pathname)
  // in draft mode (an editor's preview) the routes show unpublished documents too
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) {
    const page = parsePageParam(request.nextUrl.searchParams.get('page') ?? undefined)
    // unknown table (the app not answering): the routes decide, as they would anyway
    const table = await addresses(origin)
    if (table && isMissing(table, pathname, page)) {
      const confirmed = await addresses(origin, CONFIRM_MISSING_MS)
      if (confirmed && isMissing(confirmed, pathname, page)) return notFound(request, pathname)
    }
    if (pathname === '/consultant' && page >= 2 && (await finderHasPage(origin, search, page)) === false) {
      return notFound(request, pathname)
    }
  }
  // the listings' later pages come from routes that can be cached; those routes have no address of their own
  if (isPagedListingRoute(pathname)) return NextResponse.rewrite(new URL(`${PAGED_INSIGHTS_PREFIX}/0`, request.url))
  const paged = pagedListingPath(pathname, request.nextUrl.searchParams.get('page'))
  if (paged) return NextResponse.rewrite(new URL(`${paged}${search}`, request.url))
  return NextResponse.next()
}

/**
 * The routing above, and the locale cookie (docs/architecture.md#decisions): the first request of `/` without one gets
 * it from here, so it is there without JavaScript too (the browser runtime sets the same cookie).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  // a page load, not the client router fetching `/`'s data from another page (Next strips its RSC
  // headers before the proxy; the browser's fetch metadata tells them apart). No metadata: a page load.
  const dest = request.headers.get('sec-fetch-dest')
  const pageLoad = dest === null || dest === 'document'
  const decision = localeOnLoad(
    pageLoad ? pathname : '',
    request.cookies.get(LOCALE_COOKIE.name)?.value,
    acceptLanguages(request.headers.get('accept-language')),
  )
  if (decision?.redirectTo) {
    const redirect = NextResponse.redirect(new URL(decision.redirectTo, request.url), 307)
    redirect.headers.append('set-cookie', decision.cookie)
    return redirect
  }
  const response = await route(request)
  if (decision) response.headers.append('set-cookie', decision.cookie)
  return response
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|favicon.ico|robots.txt|sitemap.xml).*)'],
}
