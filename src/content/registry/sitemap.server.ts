import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { pagePaths } from '@/content/pages/paths'
import { ADDRESS_TAGS, addressDates, ROUTE_PARAMS } from './routes.server'
import { sitemapEntries, type SitemapEntry } from './sitemap'

export type { SitemapEntry } from './sitemap'

/**
 * CMS paths that are not public pages of their own: home has its route, login and thank-yous stay
 * unindexed, and pages under office/ are templates each office serves at its own address.
 */
function listedPagePath(path: string): boolean {
  return path !== 'home' && path !== 'login' && !path.includes('thank-you') && !path.startsWith('office/')
}

/**
 * Every public address of the site (paths, not URLs), with the date its content last changed. The
 * addresses come from the route registry (`./sitemap.ts`), as the proxy's known addresses do; the
 * dates from the CMS pages and from each module's documents, by their canonical address
 * (`addressDates`, from each module's `routes.server.ts`).
 */
export const getSitemapEntries = cachedRead(
  async (brandSlug: string): Promise<SitemapEntry[]> => {
    const payload = await payloadClient()
    const [pages, { dates, aliases }] = await Promise.all([
      payload.find({ collection: 'pages', ...EVERY_PUBLISHED, depth: 0, select: { path: true, updatedAt: true } }),
      addressDates(),
    ])
    const pageEntries = pages.docs
      .filter((p) => listedPagePath(p.path))
      .map((p) => ({ path: pagePaths.page(p.path, brandSlug), lastModified: p.updatedAt }))
    const paramsOf = (pattern: string) => ROUTE_PARAMS[pattern as keyof typeof ROUTE_PARAMS]()
    return sitemapEntries({ pages: pageEntries, paramsOf, dates, aliases })
  },
  { key: 'sitemap-entries', tags: ADDRESS_TAGS },
)
