import type { Config } from '@/payload-types'
import type { AddressBuilders, DraftAddress } from './paths'
import type { RouteDefinition } from './route'

export type CollectionSlug = keyof Config['collections']
export type GlobalSlug = keyof Config['globals']

/**
 * What a content module adds to the site, declared in its own `module.ts` as pure data (the proxy
 * reads the routes): the collections and globals it owns, its routes, and the draft address of each
 * collection the editors can preview. `src/content/registry/modules.ts` lists every module; the
 * route registry, the preview and the checks against `payload.config.ts` derive from that list.
 * A collection's cache tag is its slug (`src/lib/cache-tags.ts`), so it needs no declaration.
 */
export type ContentModule = {
  /** The module's folder under src/content. */
  readonly name: string
  readonly collections: readonly CollectionSlug[]
  readonly globals?: readonly GlobalSlug[]
  /** Its routes; each route's `type` is the module's name (or null for a fixed page). */
  readonly routes: readonly RouteDefinition[]
  /**
   * The builders of its routes' addresses (its `paths.ts`), which any module may link through: each
   * builds only addresses its routes answer, and every route a visitor lands on has one (checked by
   * tsc in `registry/modules.ts`).
   */
  readonly paths?: AddressBuilders
  /** The address a document of each previewable collection shows at, for the editors' preview. */
  readonly preview?: { readonly [C in CollectionSlug]?: DraftAddress }
  /**
   * The collections site search finds, each as a type of its own named by the collection's slug:
   * its labels and its rank among the search page's type filters (`content/search/search-types.ts`).
   * The collection says what it indexes in its search document (`contentCollection({ searchDocument })`).
   */
  readonly search?: { readonly [C in CollectionSlug]?: SearchTypeDeclaration }
}

/** How site search shows a type: its filter's place (lowest first) and its labels. */
export type SearchTypeDeclaration = { readonly rank: number; readonly plural: string; readonly singular: string }
