import { ROUTES } from './routes'
import { fillPattern, hasParams, type RouteDefinition, type RouteParams } from '@/content/shared/route'

export type SitemapEntry = { path: string; lastModified?: string }

/** A route whose addresses belong in the sitemap: a page a visitor may land on that does not ask to stay unindexed. */
export const isIndexedRoute = (route: RouteDefinition): boolean =>
  (route.kind ?? 'page') === 'page' && route.indexed !== false

/** The routes of the registry (`./routes.ts`) the sitemap lists, in its order. */
export const SITEMAP_ROUTES: readonly RouteDefinition[] = (ROUTES as readonly RouteDefinition[]).filter(isIndexedRoute)

export type SitemapInput = {
  /** The CMS pages the catch-all shows, already filtered to the public ones. */
  pages: readonly SitemapEntry[]
  /** The parameters of every address a route with a parameter answers (the registry's `ROUTE_PARAMS`). */
  paramsOf: (pattern: string) => Promise<readonly RouteParams[]>
  /** When each document's canonical address last changed. */
  dates: ReadonlyMap<string, string>
  /** Addresses a route answers that are not their document's canonical one (a pinned article under its category). */
  aliases?: ReadonlySet<string>
}

/**
 * The sitemap: home, the CMS pages, then every address of the indexed routes, from the same registry
 * as the proxy's known addresses and the routes' `generateStaticParams`. A CMS page and a route may
 * name the same address: the first is kept.
 */
export async function sitemapEntries({ pages, paramsOf, dates, aliases }: SitemapInput): Promise<SitemapEntry[]> {
  const routeAddresses = await Promise.all(
    SITEMAP_ROUTES.map(async (r) =>
      hasParams(r.pattern) ? (await paramsOf(r.pattern)).map((p) => fillPattern(r.pattern, p)) : [r.pattern],
    ),
  )
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...pages,
    ...routeAddresses
      .flat()
      .filter((path) => !aliases?.has(path))
      .map((path) => ({ path, lastModified: dates.get(path) })),
  ]
  const seen = new Set<string>()
  return entries.filter((e) => !seen.has(e.path) && seen.add(e.path))
}
