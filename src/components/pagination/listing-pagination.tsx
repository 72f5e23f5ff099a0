import { listingLinks, resolvePagination } from './pagination-model'
import { PaginationView } from './pagination-view'

/**
 * A server-rendered listing's page links (`?page=N` on `basePath`, keeping the other query
 * parameters), or nothing while everything fits on one page. The link view straight away, not
 * through `<Pagination>`: a page that imports that imports its button variant's client island too,
 * and ships its code (about 1 KB gzip) although the links never render it.
 */
export function ListingPagination({
  label,
  basePath,
  query,
  totalItems,
  itemsPerPage,
  currentPage,
}: {
  label: string
  basePath: string
  query?: Record<string, string | undefined>
  totalItems: number
  itemsPerPage: number
  currentPage: number
}) {
  if (totalItems <= itemsPerPage) return null
  const { linkUrl, firstPageUrl } = listingLinks(basePath, query)
  const config = resolvePagination({ type: 'link', totalItems, itemsPerPage, currentPage, linkUrl })
  return <PaginationView config={config} label={label} firstPageUrl={firstPageUrl} />
}
