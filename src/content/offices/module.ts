import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { officePaths } from './paths'

/** The offices, their service pages and survey forms, and the map. */
export const OFFICES_MODULE = {
  name: 'offices',
  collections: ['offices'],
  routes: [
    { pattern: '/international-locations', type: 'offices' },
    { pattern: '/office/[slug]', type: 'offices' },
    { pattern: '/office/[slug]/[service]', type: 'offices' },
    { pattern: '/office/[slug]/board-readiness-survey/contact-us', type: 'offices' },
    { pattern: '/office/[slug]/board-readiness-survey/contact-us/thank-you', type: 'offices', indexed: false },
  ],
  paths: officePaths,
  preview: { offices: slugDraft(officePaths.office) },
  search: { offices: { rank: 2, plural: 'Offices', singular: 'Office' } },
} as const satisfies ContentModule
