import type { ServerResponse } from 'node:http'

/**
 * How long a CDN or reverse proxy in front may serve a page before asking the app again. Next marks
 * a prerendered page `s-maxage=31536000` because the app itself only renders it again when an editor
 * publishes; an edge that kept it a year would keep showing the old page after that publish. Capped
 * here, a publish reaches visitors within `EDGE_FRESH_S + EDGE_STALE_S` seconds at the most, with no
 * purge API to call. Asking again costs little: the app answers a conditional request (ETag) with 304.
 */
export const EDGE_FRESH_S = 10
/** After that, one visitor may still get the stored copy while the edge fetches the new one. */
export const EDGE_STALE_S = 20

/**
 * The Cache-Control sent in place of Next's: shared caches may keep a page `EDGE_FRESH_S` seconds,
 * browsers ask every time (`max-age=0`). Private, uncacheable and already shorter values pass unchanged.
 */
export function edgeCacheControl(value: string): string {
  const directives = value.split(',').map((d) => d.trim().toLowerCase())
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return value
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  if (!sMaxAge) return value
  const seconds = Number(sMaxAge.slice('s-maxage='.length))
  const fresh = Number.isFinite(seconds) ? Math.min(seconds, EDGE_FRESH_S) : EDGE_FRESH_S
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${EDGE_STALE_S}`
}

/**
 * The Cache-Control of an answer that sets a cookie: never one a shared cache may keep, or the next
 * visitor would get the cookie (RFC 9111 §3 lets a cache store Set-Cookie). Private or uncacheable
 * values pass unchanged.
 */
export function cookieAnswerCacheControl(value: string | undefined): string {
  const directives = (value ?? '').split(',').map((d) => d.trim().toLowerCase())
  return directives.includes('private') || directives.includes('no-store') ? value! : 'private, no-store'
}

/** Rewrites the response's Cache-Control for the edge (above), and for an answer that sets a cookie. */
export function setCacheControl(res: ServerResponse): void {
  const cacheControl = res.getHeader('Cache-Control')
  if (typeof cacheControl === 'string') res.setHeader('Cache-Control', edgeCacheControl(cacheControl))
  if (res.hasHeader('Set-Cookie')) {
    res.setHeader('Cache-Control', cookieAnswerCacheControl(res.getHeader('Cache-Control')?.toString()))
  }
}
