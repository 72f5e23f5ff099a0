import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { regionPaths } from './paths'

/** The regions, each with its offices. */
export const REGIONS_MODULE = {
  name: 'regions',
  collections: ['regions'],
  routes: [{ pattern: '/region/[region]', type: 'regions' }],
  paths: regionPaths,
  preview: { regions: slugDraft(regionPaths.region) },
  search: { regions: { rank: 8, plural: 'Regions', singular: 'Region' } },
} as const satisfies ContentModule
