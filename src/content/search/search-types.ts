import { CONTENT_MODULES } from '@/content/registry/modules'
import type { SearchTypeDeclaration } from '@/content/shared/content-module'

/**
 * What site search finds, gathered from the modules' declarations (`search` of each `module.ts`,
 * through the module list): a type is a collection's slug, shown with the labels its module gives
 * it, its filter in the order of the ranks.
 */

type SearchOf<M> = M extends { readonly search: infer S } ? keyof S & string : never

export type SearchType = SearchOf<(typeof CONTENT_MODULES)[number]>

const DECLARED = CONTENT_MODULES.flatMap((m) =>
  'search' in m ? (Object.entries(m.search) as Array<[SearchType, SearchTypeDeclaration]>) : [],
).sort(([, a], [, b]) => a.rank - b.rank)

/** The types, in the order of the search page's filters. */
export const SEARCH_TYPES: readonly SearchType[] = DECLARED.map(([type]) => type)

export const SEARCH_TYPE_LABELS = Object.fromEntries(
  DECLARED.map(([type, { plural, singular }]) => [type, { plural, singular }]),
) as Record<SearchType, { plural: string; singular: string }>

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && Object.hasOwn(SEARCH_TYPE_LABELS, value)
}

/** Every type at nought: the counts of a search before any match. */
export const noCounts = (): Record<SearchType, number> =>
  Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>
