import 'server-only'
import type { RouteParamsTable } from '@/content/shared/route'
import { getInsightCategories, getInsightPaths } from './insights-list.server'
import type { INSIGHT_ROUTES } from './routes'
import { getWebinarSlugs } from './webinars.server'

export const INSIGHT_ROUTE_PARAMS: RouteParamsTable<typeof INSIGHT_ROUTES> = {
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
