import type { ContentModule } from '@/content/shared/content-module'
import { searchPaths } from './paths'

/** Site search: its index of every searchable collection and the search page. */
export const SEARCH_MODULE = {
  name: 'search',
  collections: ['search-documents'],
  globals: ['search-state'],
  routes: [{ pattern: '/search', type: 'search' }],
  paths: searchPaths,
} as const satisfies ContentModule
