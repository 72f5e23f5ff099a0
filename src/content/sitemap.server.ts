import { ADDRESS_TAGS } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from './shared/every-published'
import { paths } from './paths'

export type SitemapEntry = { path: string; lastModified?: string }

/**
 * CMS paths that are not public pages of their own: home has its route, login and thank-yous stay
 * unindexed, and pages under office/ are templates each office serves at its own address.
 */
function listedPagePath(path: string): boolean {
  return path !== 'home' && path !== 'login' && !path.includes('thank-you') && !path.startsWith('office/')
}

/** Every public address of the site (paths, not URLs), with the date its content last changed. */
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

    const entries: SitemapEntry[] = [{ path: '/' }]
    const add = (path: string, lastModified?: string) => entries.push({ path, lastModified })
    for (const p of pages.docs) if (listedPagePath(p.path)) add(paths.page(p.path, brandSlug), p.updatedAt)
    for (const c of consultants.docs) add(paths.consultant(c.slug), c.updatedAt)
    for (const o of offices.docs) {
      add(paths.office(o.slug), o.updatedAt)
      for (const s of o.servicePages ?? []) add(paths.officeService(o.slug, s.slug), o.updatedAt)
      if (o.hasBoardReadinessSurvey) add(paths.officeSurvey(o.slug), o.updatedAt)
    }
    for (const r of regions.docs) add(paths.region(r.slug), r.updatedAt)
    for (const [kind, docs] of [
      ['industry', industries.docs],
      ['functions', functions.docs],
    ] as const) {
      for (const e of docs) {
        add(paths.expertiseArea(kind, e.slug), e.updatedAt)
        for (const s of e.subsectors ?? []) add(paths.expertiseSubsector(kind, e.slug, s.slug), e.updatedAt)
      }
    }
    for (const s of services.docs) add(paths.service(s.slug, s.language), s.updatedAt)
    for (const c of categories.docs) add(paths.insightCategory(c.slug), c.updatedAt)
    for (const i of insights.docs) add(paths.insight(i), i.updatedAt)
    for (const w of webinars.docs) add(paths.webinar(w.slug), w.updatedAt)

    // a CMS page and a collection may name the same address: keep the first
    const seen = new Set<string>()
    return entries.filter((e) => !seen.has(e.path) && seen.add(e.path))
  },
  { key: 'sitemap-entries', tags: ADDRESS_TAGS },
)
