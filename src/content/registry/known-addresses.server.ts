import 'server-only'
import { insightPaths } from '@/content/insights/paths'
import { getServablePageUrls } from '@/content/pages/pages.server'
import { getInsightCategories, getInsightsPage } from '@/content/insights/insights-list.server'
import { cachedRead } from '@/lib/cached-read'
import { ADDRESS_TAGS, routeAddresses } from './routes.server'
import type { KnownAddresses } from './known-addresses'

/** The number of pages of each insights listing (a later page is `?page=N`). */
async function listingPages(): Promise<Record<string, number>> {
  const categories = await getInsightCategories()
  const counts = await Promise.all([
    getInsightsPage(1, null).then((l) => [insightPaths.insights, l.totalPages] as const),
    ...categories.map((c) =>
      getInsightsPage(1, c.id).then((l) => [insightPaths.insightCategory(c.slug), l.totalPages] as const),
    ),
  ])
  return Object.fromEntries(counts)
}

/**
 * Every address the site answers, from the same route definitions as the routes' `generateStaticParams`
 * (`./routes.ts`), so the proxy can send any other to the not-found page before a route
 * renders (docs/decisions/0007).
 */
export const getKnownAddresses = cachedRead(
  async (): Promise<KnownAddresses> => {
    const [pages, documents, listings] = await Promise.all([getServablePageUrls(), routeAddresses(), listingPages()])
    return { pages, documents, listings }
  },
  { key: 'known-addresses', tags: ADDRESS_TAGS },
)
