import { expect, test } from './support/test'
import { ROUTES } from '../../src/content/registry/routes'
import type { KnownAddresses } from '../../src/content/registry/known-addresses'

/**
 * The route registry (src/content/routes.ts) against the seeded site: every address each route
 * definition yields answers 200 (the static patterns as they are, the others as the proxy's table of
 * known addresses, derived from the same definitions, lists them), and an unknown one 404.
 */

const segments = (p: string) => p.split('/').filter(Boolean)
const isParam = (s: string) => s.startsWith('[')
const matches = (pattern: string, address: string) => {
  const parts = segments(pattern)
  const got = segments(address)
  return parts.length === got.length && parts.every((p, i) => isParam(p) || p === got[i])
}

const params = (pattern: string) => pattern.split('[').length

/** The route that answers an address: a fixed segment beats a parameter (/services/fr/x is not /services/[service]'s). */
const claimedBy = (address: string) =>
  paramRoutes.filter((r) => matches(r.pattern, address)).sort((a, b) => params(a.pattern) - params(b.pattern))[0]
    ?.pattern

const pageRoutes = ROUTES.filter((r) => !('kind' in r))
const staticRoutes = pageRoutes.filter((r) => !r.pattern.includes('['))
const paramRoutes = pageRoutes.filter((r) => r.pattern.includes('['))

test('every address of every route definition answers 200, an unknown one 404', async ({ request }) => {
  test.setTimeout(600_000)
  const known = (await (await request.get('/api/v1/known-addresses')).json()) as KnownAddresses
  const addresses: string[] = staticRoutes.map((r) => r.pattern)
  for (const route of paramRoutes) {
    const own = known.documents.filter((a) => claimedBy(a) === route.pattern)
    expect(own.length, `${route.pattern} yields an address from the seeded content`).toBeGreaterThan(0)
    addresses.push(...own)
  }
  const failed: string[] = []
  for (const address of addresses) {
    const res = await request.get(address, { maxRedirects: 0 })
    if (res.status() !== 200) failed.push(`${address}: ${res.status()}`)
  }
  expect(failed).toEqual([])
  for (const route of paramRoutes) {
    const unknown = route.pattern.replace(/\[[^\]]+\]/g, 'no-such-address-e2e')
    expect((await request.get(unknown, { maxRedirects: 0 })).status(), unknown).toBe(404)
  }
  expect((await request.get('/no-such-address-e2e', { maxRedirects: 0 })).status()).toBe(404)
})
