import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { consultantPaths } from './paths'

/** The consultants: their profiles and the consultant finder. */
export const CONSULTANTS_MODULE = {
  name: 'consultants',
  collections: ['consultants'],
  routes: [
    { pattern: '/consultant', type: 'consultants' },
    { pattern: '/consultant/[slug]', type: 'consultants' },
  ],
  paths: consultantPaths,
  preview: { consultants: slugDraft(consultantPaths.consultant) },
  search: { consultants: { rank: 1, plural: 'Consultants', singular: 'Consultant' } },
} as const satisfies ContentModule
