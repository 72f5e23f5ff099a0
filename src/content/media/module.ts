import type { ContentModule } from '@/content/shared/content-module'

/** The uploaded images. */
export const MEDIA_MODULE = {
  name: 'media',
  collections: ['media'],
  routes: [],
} as const satisfies ContentModule
