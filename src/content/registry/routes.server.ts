import 'server-only'
import { MODULE_ADDRESSES } from './modules.server'
import { ROUTES } from './routes'
import { fillPattern, hasParams, type AddressDates, type RouteParamsTable } from '@/content/shared/route'
import type { CacheTag } from '@/lib/cache-tags'

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** One table of every module's parameters, typed as all of them together. */
const mergedParams = <M extends readonly { params: object }[]>(modules: M) =>
  Object.assign({}, ...modules.map((m) => m.params)) as Intersection<M[number]['params']>

/** The parameters of every address each route with a parameter answers (its `generateStaticParams`). */
export const ROUTE_PARAMS: RouteParamsTable<typeof ROUTES> = mergedParams(MODULE_ADDRESSES)

/**
 * The tags of every kind of content with addresses of its own (the CMS pages and each module's):
 * what a list of the site's addresses depends on.
 */
export const ADDRESS_TAGS: readonly CacheTag[] = ['pages', ...MODULE_ADDRESSES.flatMap((m) => m.tags)]

/** Every module's documents' dates by canonical address (the first of two for one address is kept), and the aliases. */
export async function addressDates(): Promise<{ dates: Map<string, string>; aliases: Set<string> }> {
  const lists: AddressDates[] = await Promise.all(MODULE_ADDRESSES.map((m) => m.dates()))
  const dates = new Map<string, string>()
  for (const [path, updatedAt] of lists.flatMap((l) => l.dates)) if (!dates.has(path)) dates.set(path, updatedAt)
  return { dates, aliases: new Set(lists.flatMap((l) => l.aliases ?? [])) }
}

/**
 * Every address the routes with a parameter answer (a consultant, an office, an article…), as the
 * proxy's table knows them. The internal listing routes are left out: only the proxy's rewrite
 * reaches them.
 */
export async function routeAddresses(): Promise<string[]> {
  const lists = await Promise.all(
    ROUTES.filter((r) => hasParams(r.pattern) && !('kind' in r && r.kind === 'internal')).map(async (r) => {
      const params = await ROUTE_PARAMS[r.pattern as keyof typeof ROUTE_PARAMS]()
      return params.map((p) => fillPattern(r.pattern, p))
    }),
  )
  return lists.flat()
}
