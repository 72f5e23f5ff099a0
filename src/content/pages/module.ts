import type { ContentModule } from '@/content/shared/content-module'
import { pageDraft, pagePaths } from './paths'

/**
 * The CMS pages. Its routes are home and the error pages; a CMS page's own address is the
 * catch-all's (pages.server.ts).
 */
export const PAGES_MODULE = {
  name: 'pages',
  collections: ['pages'],
  routes: [
    { pattern: '/', type: 'pages' },
    { pattern: '/404', type: null, kind: 'status' },
    { pattern: '/500', type: null, kind: 'status' },
  ],
  paths: pagePaths,
  preview: { pages: pageDraft },
  search: { pages: { rank: 9, plural: 'Pages', singular: 'Page' } },
} as const satisfies ContentModule
