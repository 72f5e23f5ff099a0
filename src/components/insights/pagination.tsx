import Link from 'next/link'

/** `?page=N` as a whole number ≥ 1; anything else is the first page. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,9}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`
}

/** The page numbers shown around the current one: first, last and a window of two either side. */
function shownPages(page: number, totalPages: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = []
  for (let p = 1; p <= totalPages; p += 1) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

type Props = { basePath: string; page: number; totalPages: number; label: string }

/** Plain-link pagination (SPEC §4): works without JavaScript and lets crawlers follow rel prev/next. */
export function Pagination({ basePath, page, totalPages, label }: Props) {
  if (totalPages <= 1) return null
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3'
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={pageHref(basePath, page - 1)}
              rel="prev"
              className={`${link} border-black/20 hover:text-brand-accent`}
            >
              Previous
            </Link>
          </li>
        ) : null}
        {shownPages(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${link} border-brand bg-brand font-semibold text-white`}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={pageHref(basePath, p)} className={`${link} border-black/20 hover:text-brand-accent`}>
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              href={pageHref(basePath, page + 1)}
              rel="next"
              className={`${link} border-black/20 hover:text-brand-accent`}
            >
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
