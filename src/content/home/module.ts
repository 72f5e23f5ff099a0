import type { ContentModule } from '@/content/shared/content-module'

/** The home page's view, composed of the other modules' parts; its route is the pages module's `/`. */
export const HOME_MODULE = {
  name: 'home',
  collections: [],
  routes: [],
} as const satisfies ContentModule
