import type { ContentModule } from '@/content/shared/content-module'
import { paths, slugDraft } from '@/content/shared/paths'

/** The regions, each with its offices. */
export const REGIONS_MODULE = {
  name: 'regions',
  collections: ['regions'],
  routes: [{ pattern: '/region/[region]', type: 'regions' }],
  preview: { regions: slugDraft(paths.region) },
} as const satisfies ContentModule
