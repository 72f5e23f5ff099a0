import type { ContentModule } from '@/content/shared/content-module'

/** The contact form's leads and their CVs, the forms API and the delivery jobs (no page of its own). */
export const LEADS_MODULE = {
  name: 'leads',
  collections: ['form-submissions', 'cv-files'],
  routes: [],
} as const satisfies ContentModule
