// a host name or IPv4 address, or a bracketed IPv6 address, and an optional port: nothing else
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * The origin a browser used to reach this request: its `Host` (the address bar's host and port),
 * or, behind `trustedProxyHops` proxies, the `X-Forwarded-Host` / `X-Forwarded-Proto` the outermost
 * trusted proxy wrote. Without proxies the server itself speaks plain HTTP.
 *
 * A browser's `Origin` header equal to this is the site talking to itself, whatever address it was
 * opened at (any port, 127.0.0.1 or localhost, a proxy's public name).
 */
export function requestOrigin(headers: Headers, trustedProxyHops: number): string | undefined {
  const forwarded = (name: string) =>
    trustedProxyHops > 0 ? trustedEntry(headers.get(name), trustedProxyHops) : undefined
  const host = forwarded('x-forwarded-host') ?? headers.get('host')?.trim()
  const proto = (forwarded('x-forwarded-proto') ?? 'http').toLowerCase()
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return undefined
  try {
    // URL drops a default port, as browsers do in Origin
    return new URL(`${proto}://${host}`).origin
  } catch {
    return undefined
  }
}

/**
 * Appending proxies add to the end of a list; the entry the outermost trusted proxy wrote is the
 * hops-th from the end (a single value, as nginx's `proxy_set_header` writes, is that entry).
 */
function trustedEntry(value: string | null, hops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return entries[Math.max(0, entries.length - hops)]
}

/**
 * Whether a browser's `Origin` is this site: the configured public origin (`SITE_URL`) or the origin
 * the request itself was addressed to. A missing or `null` Origin is not a match.
 */
export function isOwnOrigin(
  origin: string | null,
  headers: Headers,
  siteUrl: string,
  trustedProxyHops: number,
): boolean {
  if (!origin || origin === 'null') return false
  if (origin === new URL(siteUrl).origin) return true
  return origin === requestOrigin(headers, trustedProxyHops)
}
