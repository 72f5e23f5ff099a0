import type { RouteDefinition } from '@/content/shared/route'

/** The home page and the error pages; a CMS page's own address is the catch-all's (pages.server.ts). */
export const PAGE_ROUTES = [
  { pattern: '/', type: 'pages' },
  { pattern: '/404', type: null, kind: 'status' },
  { pattern: '/500', type: null, kind: 'status' },
] as const satisfies readonly RouteDefinition[]
