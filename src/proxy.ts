import { NextResponse, type NextRequest } from 'next/server'
import { isPagedListingRoute, PAGED_INSIGHTS_PREFIX, pagedListingPath } from '@/features/listings/paged-listing'
import { buildRedirectMap, matchRedirect, type RedirectMap } from '@/features/redirects/redirect-map'

/** Editors' redirects change rarely; a few seconds of staleness spares a lookup per request. */
const REDIRECTS_TTL_MS = 5_000
let redirects: { map: RedirectMap; at: number } | undefined
let loading: Promise<void> | undefined

async function loadRedirects(origin: string): Promise<void> {
  try {
    const res = await fetch(`${origin}/api/v1/redirects`, { cache: 'no-store', signal: AbortSignal.timeout(2000) })
    if (res.ok) {
      const body = (await res.json()) as { redirects: Parameters<typeof buildRedirectMap>[0] }
      redirects = { map: buildRedirectMap(body.redirects), at: Date.now() }
    }
  } catch {
    // keep serving with the last known table; the next request tries again
  } finally {
    loading = undefined
  }
}

async function currentRedirects(origin: string): Promise<RedirectMap | undefined> {
  const stale = !redirects || Date.now() - redirects.at > REDIRECTS_TTL_MS
  if (stale) {
    loading ??= loadRedirects(origin)
    // wait only on the first load; afterwards refresh in the background
    if (!redirects) await loading
  }
  return redirects?.map
}

/** The server's own address: the public origin may not be reachable from inside (CDN, proxy). */
function internalOrigin(request: NextRequest): string {
  const port = process.env.PORT
  return port ? `http://127.0.0.1:${port}` : request.nextUrl.origin
}

/**
 * Runs before routing: applies the redirects editors keep in the CMS (DESIGN §2), and serves the
 * listings' later pages from their cacheable routes.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  const map = await currentRedirects(internalOrigin(request))
  const hit = map ? matchRedirect(map, pathname, search) : null
  if (hit) return NextResponse.redirect(new URL(hit.location, request.url), hit.status)
  // the listings' later pages come from routes that can be cached; those routes have no address of their own
  if (isPagedListingRoute(pathname)) return NextResponse.rewrite(new URL(`${PAGED_INSIGHTS_PREFIX}/0`, request.url))
  const paged = pagedListingPath(pathname, request.nextUrl.searchParams.get('page'))
  if (paged) return NextResponse.rewrite(new URL(`${paged}${search}`, request.url))
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|favicon.ico|robots.txt|sitemap.xml).*)'],
}
