import type { RouteDefinition } from '@/content/shared/route'

export const INSIGHT_ROUTES = [
  { pattern: '/insights', type: 'insights' },
  // a category, or a pinned article served at /insights/{slug}
  { pattern: '/insights/[category]', type: 'insights' },
  { pattern: '/insights/[category]/[slug]', type: 'insights' },
  // later listing pages (`?page=N`), which the proxy rewrites to (src/features/listings/paged-listing.ts)
  { pattern: '/insights-page/[page]', type: 'insights', kind: 'internal' },
  { pattern: '/insights-page/[page]/[category]', type: 'insights', kind: 'internal' },
  { pattern: '/webinar/[slug]', type: 'insights' },
] as const satisfies readonly RouteDefinition[]
