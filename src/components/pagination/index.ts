export { ListingPagination } from './listing-pagination'
export { Pagination, type PaginationProps } from './pagination'
export { PAGE_PLACEHOLDER, PAGINATION_DEFAULTS, listingLinks, parsePageParam, totalPages } from './pagination-model'
