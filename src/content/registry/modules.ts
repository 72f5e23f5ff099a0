import type { CollectionSlug, ContentModule } from '@/content/shared/content-module'
import type {
  AddressBuilders,
  DraftAddress,
  PathData,
  UnansweredAddresses,
  UnbuiltRoutes,
} from '@/content/shared/paths'
import type { RouteDefinition } from '@/content/shared/route'
import { CONTENT_MODULES } from './module-list'

/**
 * Every content module of src/content, as each declares itself in its `module.ts`: the one list a new
 * content type joins, written from the folders by `npm run generate` (`./module-lists.ts`). The route
 * registry (`./routes.ts`), the preview's collections and draft addresses (below) derive from it,
 * and `modules.test.ts` checks it against the collections of `payload.config.ts`. Pure data, so the
 * proxy can read it. The order is the sitemap's: home and the CMS pages, then the modules' routes.
 */
export { CONTENT_MODULES }

type Module = (typeof CONTENT_MODULES)[number]

/**
 * Each module's address builders (`paths` of its `module.ts`, from its `paths.ts`) build only
 * addresses its own routes answer, and every route of it a visitor lands on has a builder: tsc
 * names the address or the pattern that breaks this, here. A builder returns a template literal
 * `as const`, whose `${string}` holes stand for one path segment each (`content/shared/paths.ts`).
 */
export type AddressMismatch<M extends ContentModule> = M extends { readonly paths: infer B extends AddressBuilders }
  ? Mismatch<B, M['routes']>
  : Mismatch<Record<never, never>, M['routes']>

type Mismatch<B extends AddressBuilders, R extends readonly RouteDefinition[]> =
  `no route answers ${UnansweredAddresses<B, R>}` | `no builder for ${UnbuiltRoutes<B, R>}`

type NoMismatch<T extends never> = T
export type _EveryAddressAnswered = NoMismatch<AddressMismatch<Module>>

type PreviewOf<M> = M extends { readonly preview: infer P } ? keyof P & CollectionSlug : never

/** The collections whose documents are pages of the site, so they can be previewed. */
export type PreviewableCollection = PreviewOf<Module>

const DRAFT_ADDRESSES = Object.fromEntries(
  CONTENT_MODULES.flatMap((m) => ('preview' in m ? Object.entries(m.preview) : [])),
) as Record<PreviewableCollection, DraftAddress>

export const PREVIEWABLE_COLLECTIONS = Object.keys(DRAFT_ADDRESSES) as PreviewableCollection[]

export const isPreviewable = (slug: string): slug is PreviewableCollection => Object.hasOwn(DRAFT_ADDRESSES, slug)

/**
 * The address that shows a document (saved or being edited), or null while it has none yet (no slug
 * typed, or an unpinned insight without a category): its module's draft address.
 */
export function documentPath(collection: PreviewableCollection, data: PathData, brandSlug: string): string | null {
  return DRAFT_ADDRESSES[collection](data, brandSlug)
}
