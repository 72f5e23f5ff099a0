import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { insightPaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import { getInsightCategories, getInsightPaths } from './insights-list.server'
import type { INSIGHTS_MODULE } from './module'
import { getWebinarSlugs } from './webinars.server'

export const INSIGHT_ROUTE_PARAMS: RouteParamsTable<(typeof INSIGHTS_MODULE)['routes']> = {
  '/insights/[category]': async () => {
    const [categories, insights] = await Promise.all([getInsightCategories(), getInsightPaths()])
    const segments = [...categories.map((c) => c.slug), ...insights.filter((i) => i.pinned).map((i) => i.slug)]
    return segments.map((category) => ({ category }))
  },
  '/insights/[category]/[slug]': async () =>
    (await getInsightPaths()).map(({ category, slug }) => ({ category, slug })),
  // none at build time: each page is rendered on its first visit, then cached and revalidated by tag
  '/insights-page/[page]': async () => [],
  '/insights-page/[page]/[category]': async () => [],
  '/webinar/[slug]': async () => (await getWebinarSlugs()).map((slug) => ({ slug })),
}

export const INSIGHT_ADDRESSES: ModuleAddresses<(typeof INSIGHTS_MODULE)['routes']> = {
  params: INSIGHT_ROUTE_PARAMS,
  dates: async () => {
    const payload = await payloadClient()
    const all = EVERY_PUBLISHED
    const [categories, insights, webinars] = await Promise.all([
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
    // a pinned article also answers under its category, but its canonical address is /insights/{slug}
    const aliases = insights.docs.flatMap((i) => {
      const underCategory = insightPaths.insight({ ...i, pinnedPath: false })
      return i.pinnedPath && underCategory !== insightPaths.insight(i) ? [underCategory] : []
    })
    return {
      dates: [
        ...categories.docs.map((c) => [insightPaths.insightCategory(c.slug), c.updatedAt] as const),
        ...insights.docs.map((i) => [insightPaths.insight(i), i.updatedAt] as const),
        ...webinars.docs.map((w) => [insightPaths.webinar(w.slug), w.updatedAt] as const),
      ],
      aliases,
    }
  },
  tags: ['insight-categories', 'insights', 'webinars'],
}
