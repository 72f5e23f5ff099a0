import type { ContentModule } from '@/content/shared/content-module'

/** The site settings global: navigation, footer, tracking and switches. */
export const SITE_SETTINGS_MODULE = {
  name: 'site-settings',
  collections: [],
  globals: ['site-settings'],
  routes: [],
} as const satisfies ContentModule
