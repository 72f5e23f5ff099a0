// The listings' pagination. `<Pagination>` (./pagination, both variants) is not re-exported: importing
// it puts the button variant's client code in a page's bundle.
export { ListingPagination } from './listing-pagination'
export { PAGE_PLACEHOLDER, PAGINATION_DEFAULTS, listingLinks, parsePageParam, totalPages } from './pagination-model'
