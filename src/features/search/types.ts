/**
 * One searchable page: what the index reads and what a result shows. Its type is the content's
 * (the content modules declare theirs, `src/content/search/search-types.ts`); the engine knows none.
 */
export type SearchEntry<T extends string = string> = {
  /** Unique per page, e.g. "industries:4" or "industries:4/fintech" for a subsector. */
  key: string
  /** The CMS document it comes from ("industries:4"); all its entries go when it goes. */
  source: string
  type: T
  title: string
  subtitle: string
  summary: string
  body: string
  /** Site path; for `pages` the CMS path ("/about"), branded when shown. */
  url: string
}
