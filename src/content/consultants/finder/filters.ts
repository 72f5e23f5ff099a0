/** The consultant finder's filters as they travel in the URL (`/consultant?office=…&q=…`). */
import { consultantPaths } from '@/content/consultants/paths'

export const FINDER_FACETS = ['office', 'region', 'industry', 'function'] as const
export type FinderFacet = (typeof FINDER_FACETS)[number]

export type FacetOption = { id: number; title: string; slug: string }
export type FinderOptions = Record<FinderFacet, FacetOption[]>

/** Longest name query kept; anything beyond is cut (a name is never this long). */
export const FINDER_QUERY_MAX = 100

export type FinderFilters = {
  /** Known facet values only, by slug. */
  slugs: Partial<Record<FinderFacet, string>>
  /** Their ids, for the database query. */
  ids: Partial<Record<FinderFacet, number>>
  /** Name search, trimmed, inner whitespace collapsed; '' when none. */
  q: string
}

type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/**
 * Reads the filters from the query string. An unknown facet value (a stale or mistyped link) is
 * ignored, like an empty one, so the visitor still gets a useful list with that filter shown as "Any".
 */
export function parseFinderFilters(params: Params, options: FinderOptions): FinderFilters {
  const filters: FinderFilters = { slugs: {}, ids: {}, q: '' }
  for (const facet of FINDER_FACETS) {
    const slug = first(params[facet])
    const option = slug ? options[facet].find((o) => o.slug === slug) : undefined
    if (option) {
      filters.slugs[facet] = option.slug
      filters.ids[facet] = option.id
    }
  }
  filters.q = first(params.q).replace(/\s+/g, ' ').trim().slice(0, FINDER_QUERY_MAX)
  return filters
}

/** The filters as query parameters (stable order), e.g. for pagination links. */
export function finderQuery(filters: FinderFilters): Record<string, string> {
  const query: Record<string, string> = {}
  for (const facet of FINDER_FACETS) if (filters.slugs[facet]) query[facet] = filters.slugs[facet]
  if (filters.q) query.q = filters.q
  return query
}

/** The finder filtered by one facet, e.g. an office's people: `/consultant?office=london`. */
export const finderHref = (facet: FinderFacet, slug: string) =>
  `${consultantPaths.consultants}?${new URLSearchParams({ [facet]: slug })}`

/** How many filters are in force, the name search counting as one. */
export function activeFilterCount(filters: FinderFilters): number {
  return Object.keys(finderQuery(filters)).length
}

export function hasFilters(filters: FinderFilters): boolean {
  return activeFilterCount(filters) > 0
}

/** "Showing 25–48 of 150 consultants", "1 consultant", "No consultants". */
export function resultSummary(totalDocs: number, page: number, perPage: number): string {
  if (totalDocs === 0) return 'No consultants found'
  const noun = totalDocs === 1 ? 'consultant' : 'consultants'
  const from = (page - 1) * perPage + 1
  const to = Math.min(totalDocs, page * perPage)
  if (from === 1 && to === totalDocs) return `${totalDocs} ${noun}`
  return `Showing ${from}–${to} of ${totalDocs} ${noun}`
}
