import type { RouteDefinition } from './route'

/**
 * What every module's address builders are built from. Each module that owns routes keeps the
 * builders of their addresses in its own `paths.ts` (`officePaths`, `insightPaths`, …): links,
 * cards, breadcrumbs, canonicals, the sitemap, search and the editors' preview all call them, so a
 * document is always linked at the address whose canonical is itself. A module's `paths.ts` imports
 * nothing but `content/shared` (and `lib`), so any content module may import it, whatever their
 * order (`eslint.config.mjs`): the modules link to one another both ways (a consultant to an office,
 * an office to its consultants). Each module declares its builders beside its routes (`paths` of
 * its `module.ts`), and the registry checks them against the routes' patterns (below).
 */

/** What the path is made of; an insight's category is its slug, looked up by the caller. */
export type PathData = {
  path?: string | null
  slug?: string | null
  language?: string | null
  pinnedPath?: boolean | null
  categorySlug?: string | null
}

/**
 * The address that shows a document of a previewable collection (saved or being edited), or null
 * while it has none yet. Each module declares one per previewable collection (its `module.ts`).
 */
export type DraftAddress = (data: PathData, brandSlug: string) => string | null

/** One path segment: lowercase words joined by hyphens. */
export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A draft's address built from its slug, or null while the slug typed so far is not a path segment. */
export const slugDraft =
  (build: (slug: string, data: PathData) => string | null): DraftAddress =>
  (data) => {
    const slug = data.slug ?? ''
    return SEGMENT.test(slug) ? build(slug, data) : null
  }

declare const CMS_PAGE: unique symbol

/**
 * A CMS page's address: answered by the pages' catch-all, whose addresses are the editors', not a
 * declared route's, so the check below leaves it to `registry/paths-routes.test.ts`.
 */
export type CmsPageAddress = `/${string}` & { readonly [CMS_PAGE]: true }

/**
 * A module's address builders: a fixed address, or a function of a document's parts. Each returns a
 * template literal `as const` (`` `/office/${slug}` as const ``), so its type says which addresses it
 * builds: a `${string}` hole stands for one path segment.
 */
export type AddressBuilders = { readonly [name: string]: string | ((...args: never[]) => string) }

type Segments<A extends string> = A extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [A]

/** Whether an address's segments fit a pattern's: a literal fits itself or a `[param]`, a hole only a `[param]`. */
type Fits<A extends readonly string[], P extends readonly string[]> = A extends []
  ? P extends []
    ? true
    : false
  : A extends [infer AH extends string, ...infer AR extends string[]]
    ? P extends [infer PH extends string, ...infer PR extends string[]]
      ? PH extends `[${string}]`
        ? Fits<AR, PR>
        : string extends AH
          ? false
          : AH extends PH
            ? Fits<AR, PR>
            : false
      : false
    : false

type FitsSome<A extends string, Patterns extends string> = Patterns extends unknown
  ? Fits<Segments<A>, Segments<Patterns>>
  : never

type AddressesOf<B extends AddressBuilders> = {
  [K in keyof B]: B[K] extends (...args: never[]) => infer R ? R & string : B[K] & string
}[keyof B]

type BuiltAddresses<B extends AddressBuilders> = Exclude<AddressesOf<B>, CmsPageAddress>

type PagePatterns<R extends readonly RouteDefinition[]> = R[number] extends infer Route
  ? Route extends { readonly kind: 'internal' | 'status' }
    ? never
    : Route extends { readonly pattern: infer P extends string }
      ? P
      : never
  : never

/**
 * The addresses a module's builders make that none of its routes answers (`never` when each is
 * answered): a link that would lead to a 404.
 */
export type UnansweredAddresses<B extends AddressBuilders, R extends readonly RouteDefinition[]> =
  BuiltAddresses<B> extends infer A extends string
    ? A extends unknown
      ? true extends FitsSome<A, R[number]['pattern']>
        ? never
        : A
      : never
    : never

/**
 * The patterns of a module's routes a visitor lands on that no builder of the module makes (`never`
 * when each has one): a page nothing links to.
 */
export type UnbuiltRoutes<B extends AddressBuilders, R extends readonly RouteDefinition[]> =
  PagePatterns<R> extends infer P extends string
    ? P extends unknown
      ? true extends FitsAddress<BuiltAddresses<B>, P>
        ? never
        : P
      : never
    : never

type FitsAddress<A extends string, P extends string> = A extends unknown ? Fits<Segments<A>, Segments<P>> : never
