/**
 * The visitor's address. Next's server appends the socket address to X-Forwarded-For, so the
 * last entry is the only one nobody outside can forge; each trusted proxy in front adds one more.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const index = chain.length - 1 - trustedProxyHops
  return chain[Math.max(0, index)] ?? 'unknown'
}
