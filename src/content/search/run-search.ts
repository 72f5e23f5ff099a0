import { urlFromCmsPath } from '@/content/pages/page-paths'
import { highlight, mentions, snippet, type Segment } from '@/features/search/highlight'
import { RESULTS_PER_PAGE, type SearchRequest } from '@/features/search/query'
import type { SearchSync } from './sync.server'
import { SEARCH_TYPES, type SearchEntry, type SearchType } from '@/features/search/types'

export type SearchResultItem = {
  key: string
  type: SearchType
  url: string
  title: Segment[]
  subtitle: string
  snippet: Segment[]
}

export type SearchResults = {
  request: SearchRequest
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
export async function runSearch(sync: SearchSync, request: SearchRequest, brandSlug: string): Promise<SearchResults> {
  await sync.refresh()
  const empty = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>
  if (!request.q) return { request, total: 0, counts: empty, page: 1, items: [], suggestion: null }
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
  return { request, total: outcome.total, counts: outcome.counts, page, items, suggestion }
}
