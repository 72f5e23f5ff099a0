/** Longer queries are cut to this length (never an error): no real search needs more. */
export const MAX_QUERY_LENGTH = 200
export const RESULTS_PER_PAGE = 10
/** Pages beyond this are not served: nobody pages that deep, and it bounds the work per request. */
export const MAX_PAGE = 1000

/** A search as asked: its words, its type filter (one of the content's types, or none) and its page. */
export type SearchRequest<T extends string = string> = { q: string; truncated: boolean; type: T | null; page: number }

type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))

/**
 * `?q=…&type=…&page=…` as the search page reads it; anything malformed falls back to a default, and
 * a type `isType` does not know to none.
 */
export function parseSearchRequest<T extends string>(
  params: Params,
  isType: (type: string) => type is T,
): SearchRequest<T> {
  // control characters (and a lone surrogate left by the cut) would only end up in the page and the URL
  const raw = first(params.q)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const cut = raw.length > MAX_QUERY_LENGTH
  const q = (cut ? raw.slice(0, MAX_QUERY_LENGTH) : raw).replace(/[\ud800-\udbff]$/, '').trim()
  const type = first(params.type)
  const page = first(params.page)
  return {
    q,
    truncated: cut,
    type: isType(type) ? type : null,
    page: /^\d{1,6}$/.test(page) ? Math.min(MAX_PAGE, Math.max(1, Number(page))) : 1,
  }
}

/** The address of a search, with only the parameters that differ from the defaults. */
export function searchHref(q: string, type: string | null = null, page = 1): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `/search?${qs}` : '/search'
}
