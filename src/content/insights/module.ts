import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { insightDraft, insightPaths } from './paths'

/** Insight articles by category, and webinars. */
export const INSIGHTS_MODULE = {
  name: 'insights',
  collections: ['insights', 'insight-categories', 'webinars'],
  routes: [
    { pattern: '/insights', type: 'insights' },
    // a category, or a pinned article served at /insights/{slug}
    { pattern: '/insights/[category]', type: 'insights' },
    { pattern: '/insights/[category]/[slug]', type: 'insights' },
    // later listing pages (`?page=N`), which the proxy rewrites to (src/features/listings/paged-listing.ts)
    { pattern: '/insights-page/[page]', type: 'insights', kind: 'internal' },
    { pattern: '/insights-page/[page]/[category]', type: 'insights', kind: 'internal' },
    { pattern: '/webinar/[slug]', type: 'insights' },
  ],
  paths: insightPaths,
  preview: { insights: insightDraft, webinars: slugDraft(insightPaths.webinar) },
  search: {
    insights: { rank: 3, plural: 'Insights', singular: 'Insight' },
    webinars: { rank: 4, plural: 'Webinars', singular: 'Webinar' },
  },
} as const satisfies ContentModule
