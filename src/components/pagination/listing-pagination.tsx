import { Pagination } from './pagination'
import { listingLinks } from './pagination-model'

/**
 * A server-rendered listing's page links (`?page=N` on `basePath`, keeping the other query
 * parameters), or nothing while everything fits on one page.
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
  return (
    <Pagination
      type="link"
      label={label}
      totalItems={totalItems}
      itemsPerPage={itemsPerPage}
      currentPage={currentPage}
      linkUrl={linkUrl}
      firstPageUrl={firstPageUrl}
    />
  )
}
