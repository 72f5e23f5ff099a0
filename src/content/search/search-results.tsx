import { Portrait } from '@/components/cards/portrait'
import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import type { Media } from '@/payload-types'
import { PaginationView } from '@/components/pagination/pagination-view'
import { PAGE_PLACEHOLDER, resolvePagination } from '@/components/pagination/pagination-model'
import { MarkedText } from '@/features/search/marked-text'
import { RESULTS_PER_PAGE, searchHref } from '@/features/search/query'
import type { SearchResults } from './run-search'
import { SEARCH_TYPE_LABELS, SEARCH_TYPES } from './search-types'

/** Type filters with their counts: links, so a filtered search has its own shareable address. */
export function SearchTypeFilter({ results }: { results: SearchResults }) {
  const { q, type } = results.request
  const all = SEARCH_TYPES.reduce((sum, t) => sum + results.counts[t], 0)
  const options = [
    { key: 'all', label: 'All', count: all, href: searchHref(q), current: type === null },
    ...SEARCH_TYPES.filter((t) => results.counts[t] > 0 || t === type).map((t) => ({
      key: t,
      label: SEARCH_TYPE_LABELS[t].plural,
      count: results.counts[t],
      href: searchHref(q, t),
      current: type === t,
    })),
  ]
  return (
    <nav aria-label="Filter results by type" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={o.key}>
            <Link
              href={o.href}
              aria-current={o.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
                o.current ? 'border-brand bg-brand font-semibold text-white' : 'border-black/20 hover:text-brand-accent'
              }`}
            >
              {o.label} ({o.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A highlighted title's plain words (a person's name, for the portrait's alt text). */
function plainTitle(segments: SearchResults['items'][number]['title']): string {
  return segments.map((s) => s.text).join('')
}

export function SearchResultList({
  results,
  portraits = new Map(),
}: {
  results: SearchResults
  /** Consultants' portraits by result key: those results show the person's picture (or monogram). */
  portraits?: ReadonlyMap<string, Media | null>
}) {
  const { q, type } = results.request
  const first = (results.page - 1) * RESULTS_PER_PAGE + 1
  const last = first + results.items.length - 1
  const linkUrl = searchHref(q, type, 2).replace('page=2', `page=${PAGE_PLACEHOLDER}`)
  const pagination = resolvePagination({
    type: 'link',
    linkUrl,
    totalItems: results.total,
    itemsPerPage: RESULTS_PER_PAGE,
    currentPage: results.page,
  })
  return (
    <>
      <p className="mt-6 text-muted" role="status">
        {results.total === 1 ? '1 result' : `${results.total} results`}
        {results.total > RESULTS_PER_PAGE ? `, showing ${first}–${last}` : ''}
      </p>
      <ol className="mt-4 divide-y divide-black/10" start={first}>
        {results.items.map((item) => (
          <li key={item.key} className={portraits.has(item.key) ? 'flex gap-4 py-5' : 'py-5'}>
            {portraits.has(item.key) ? (
              <span className="w-16 shrink-0 overflow-hidden rounded sm:w-20">
                <Portrait name={plainTitle(item.title)} photo={portraits.get(item.key)} sizes="80px" />
              </span>
            ) : null}
            <div className="min-w-0">
              <p className="text-xs eyebrow text-muted">
                {SEARCH_TYPE_LABELS[item.type].singular}
                {item.subtitle ? <span className="font-normal normal-case"> · {item.subtitle}</span> : null}
              </p>
              <h3 className="mt-1 text-xl font-bold">
                <Link
                  href={item.url}
                  className={`${TOUCH_INLINE} text-brand-accent underline-offset-2 hover:underline`}
                >
                  {/* one child: a flex box would drop the spaces around each match */}
                  <span>
                    <MarkedText segments={item.title} />
                  </span>
                </Link>
              </h3>
              {item.snippet.length > 0 ? (
                <p className="mt-2">
                  <MarkedText segments={item.snippet} />
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {results.total > RESULTS_PER_PAGE ? (
        <PaginationView config={pagination} label="Search result pages" firstPageUrl={searchHref(q, type)} />
      ) : null}
    </>
  )
}
