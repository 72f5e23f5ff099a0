import type { ContentModule } from '@/content/shared/content-module'
import { paths, slugDraft } from '@/content/shared/paths'

/** The consultants: their profiles and the consultant finder. */
export const CONSULTANTS_MODULE = {
  name: 'consultants',
  collections: ['consultants'],
  routes: [
    { pattern: '/consultant', type: 'consultants' },
    { pattern: '/consultant/[slug]', type: 'consultants' },
  ],
  preview: { consultants: slugDraft(paths.consultant) },
} as const satisfies ContentModule
