import { urlFromCmsPath } from '@/content/pages/page-paths'
import { highlight, mentions, snippet, type Segment } from '@/features/search/highlight'
import { parseSearchRequest, RESULTS_PER_PAGE, type SearchRequest } from '@/features/search/query'
import type { SearchSync } from './sync.server'
import type { SearchEntry } from '@/features/search/types'
import { isSearchType, noCounts, type SearchType } from './search-types'

/** A search of the site: its type filter is one of the types the modules declare. */
export type SiteSearchRequest = SearchRequest<SearchType>

/** `?q=…&type=…&page=…` as the search page reads it (a type no module declares is no filter). */
export const parseSiteSearch = (params: Parameters<typeof parseSearchRequest>[0]): SiteSearchRequest =>
  parseSearchRequest(params, isSearchType)

export type SearchResultItem = {
  key: string
  type: SearchType
  url: string
  title: Segment[]
  subtitle: string
  snippet: Segment[]
}

export type SearchResults = {
  request: SiteSearchRequest
  total: number
  /** Matches per type for the query, whatever the type filter. */
  counts: Record<SearchType, number>
  /** The page shown: the asked-for page, clamped to the last one. */
  page: number
  items: SearchResultItem[]
  /** "Did you mean": a corrected query when nothing was found. */
  suggestion: string | null
}

export function publicUrl(entry: Pick<SearchEntry, 'type' | 'url'>, brandSlug: string): string {
  return entry.type === 'pages' && entry.url !== '/' ? urlFromCmsPath(entry.url.slice(1), brandSlug) : entry.url
}

/** Runs one search against a process's index, after bringing it up to date with the database. */
export async function runSearch(
  sync: Pick<SearchSync, 'index' | 'refresh'>,
  request: SiteSearchRequest,
  brandSlug: string,
): Promise<SearchResults> {
  await sync.refresh()
  if (!request.q) return { request, total: 0, counts: noCounts(), page: 1, items: [], suggestion: null }
  const ask = (page: number) =>
    sync.index.search(request.q, {
      type: request.type ?? undefined,
      offset: (page - 1) * RESULTS_PER_PAGE,
      limit: RESULTS_PER_PAGE,
    })
  let page = request.page
  let outcome = ask(page)
  const last = Math.max(1, Math.ceil(outcome.total / RESULTS_PER_PAGE))
  if (page > last) outcome = ask((page = last))
  const items = outcome.hits.map(({ entry, terms }) => {
    const words = new Set(terms)
    const text = mentions(entry.summary, words) || !entry.body ? entry.summary : entry.body
    return {
      key: entry.key,
      type: entry.type,
      url: publicUrl(entry, brandSlug),
      title: highlight(entry.title, words),
      subtitle: entry.subtitle,
      snippet: snippet(text || entry.summary, words),
    }
  })
  const suggestion = outcome.total === 0 ? sync.index.suggest(request.q) : null
  const counts = { ...noCounts(), ...outcome.counts }
  return { request, total: outcome.total, counts, page, items, suggestion }
}
