import type { CollectionConfig } from 'payload'
import type { SearchEntry } from '@/features/search/types'
import { searchDocumentOf, type SearchDocument, type SearchSource } from '@/content/shared/search-document'
import { isSearchType, SEARCH_TYPES, type SearchType } from './search-types'

/**
 * Turns a published CMS document into the entries site search indexes, by the search document its
 * module declares on the collection (`searchDocument` of `contentCollection`, each module's
 * `search-document.ts`): the page itself, plus one entry per part with a page of its own.
 */

export function sourceKey(collection: string, id: number | string): string {
  return `${collection}:${id}`
}

/**
 * The entries of one published document (an empty list when it has no page of its own), found
 * under its collection's slug.
 */
export function entriesFor(collection: string, document: SearchDocument, doc: SearchSource): SearchEntry[] {
  const source = sourceKey(collection, doc.id)
  return document.entries(doc).map(({ part, ...content }) => ({
    key: part === undefined ? source : `${source}/${part}`,
    source,
    type: collection,
    ...content,
  }))
}

/** A collection site search indexes, with its search document. */
export type SearchedCollection = { slug: SearchType; document: SearchDocument }

/**
 * A collection that declares a search document as the search type it is found under: its slug,
 * which its module must declare (`search` of its `module.ts`), or the CMS config fails to build.
 */
export function searchTypeOf(collection: string): SearchType {
  if (isSearchType(collection)) return collection
  throw new Error(
    `The collection ${collection} declares a search document, but no module declares its search type: add ${collection} to \`search\` in its module.ts.`,
  )
}

/** The collections that declare a search document, in the order of the search page's type filters. */
export function searchedCollections(collections: readonly CollectionConfig[]): SearchedCollection[] {
  const searched = collections.flatMap((c) => {
    const document = searchDocumentOf(c)
    return document ? [{ slug: searchTypeOf(c.slug), document }] : []
  })
  const rank = (s: SearchedCollection) => SEARCH_TYPES.indexOf(s.slug)
  return searched.sort((a, b) => rank(a) - rank(b))
}
