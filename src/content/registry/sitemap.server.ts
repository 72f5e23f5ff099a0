import 'server-only'
import { ADDRESS_TAGS } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { paths } from '@/content/shared/paths'
import { ROUTE_PARAMS } from './routes.server'
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
 * dates from each collection's documents, by their canonical address.
 */
export const getSitemapEntries = cachedRead(
  async (brandSlug: string): Promise<SitemapEntry[]> => {
    const payload = await payloadClient()
    const all = EVERY_PUBLISHED
    const [pages, consultants, offices, regions, industries, functions, services, categories, insights, webinars] =
      await Promise.all([
        payload.find({ collection: 'pages', ...all, depth: 0, select: { path: true, updatedAt: true } }),
        payload.find({ collection: 'consultants', ...all, depth: 0, select: { slug: true, updatedAt: true } }),
        payload.find({
          collection: 'offices',
          ...all,
          depth: 0,
          select: { slug: true, updatedAt: true, servicePages: { slug: true }, hasBoardReadinessSurvey: true },
        }),
        payload.find({ collection: 'regions', ...all, depth: 0, select: { slug: true, updatedAt: true } }),
        payload.find({
          collection: 'industries',
          ...all,
          depth: 0,
          select: { slug: true, updatedAt: true, subsectors: { slug: true } },
        }),
        payload.find({
          collection: 'functions',
          ...all,
          depth: 0,
          select: { slug: true, updatedAt: true, subsectors: { slug: true } },
        }),
        payload.find({
          collection: 'services',
          ...all,
          depth: 0,
          select: { slug: true, language: true, updatedAt: true },
        }),
        payload.find({ collection: 'insight-categories', ...all, depth: 0, select: { slug: true, updatedAt: true } }),
        payload.find({
          collection: 'insights',
          ...all,
          depth: 1,
          select: { slug: true, category: true, pinnedPath: true, updatedAt: true },
          populate: { 'insight-categories': { slug: true } },
        }),
        payload.find({ collection: 'webinars', ...all, depth: 0, select: { slug: true, updatedAt: true } }),
      ])

    const dates = new Map<string, string>()
    const date = (path: string, updatedAt: string) => void (dates.has(path) || dates.set(path, updatedAt))
    for (const c of consultants.docs) date(paths.consultant(c.slug), c.updatedAt)
    for (const o of offices.docs) {
      date(paths.office(o.slug), o.updatedAt)
      for (const s of o.servicePages ?? []) date(paths.officeService(o.slug, s.slug), o.updatedAt)
      if (o.hasBoardReadinessSurvey) date(paths.officeSurvey(o.slug), o.updatedAt)
    }
    for (const r of regions.docs) date(paths.region(r.slug), r.updatedAt)
    for (const [kind, docs] of [
      ['industry', industries.docs],
      ['functions', functions.docs],
    ] as const) {
      for (const e of docs) {
        date(paths.expertiseArea(kind, e.slug), e.updatedAt)
        for (const s of e.subsectors ?? []) date(paths.expertiseSubsector(kind, e.slug, s.slug), e.updatedAt)
      }
    }
    for (const s of services.docs) date(paths.service(s.slug, s.language), s.updatedAt)
    for (const c of categories.docs) date(paths.insightCategory(c.slug), c.updatedAt)
    for (const i of insights.docs) date(paths.insight(i), i.updatedAt)
    for (const w of webinars.docs) date(paths.webinar(w.slug), w.updatedAt)

    // a pinned article also answers under its category, but its canonical address is /insights/{slug}
    const aliases = new Set(
      insights.docs.flatMap((i) => {
        const underCategory = paths.insight({ ...i, pinnedPath: false })
        return i.pinnedPath && underCategory !== paths.insight(i) ? [underCategory] : []
      }),
    )
    const pageEntries = pages.docs
      .filter((p) => listedPagePath(p.path))
      .map((p) => ({ path: paths.page(p.path, brandSlug), lastModified: p.updatedAt }))
    const paramsOf = (pattern: string) => ROUTE_PARAMS[pattern as keyof typeof ROUTE_PARAMS]()
    return sitemapEntries({ pages: pageEntries, paramsOf, dates, aliases })
  },
  { key: 'sitemap-entries', tags: ADDRESS_TAGS },
)
