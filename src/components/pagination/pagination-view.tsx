import Link from '@/components/link'
import {
  formatPageNumber,
  pageLink,
  paginationItems,
  type PaginationConfig,
  type PaginationItem,
} from './pagination-model'
import { narrowItems } from './narrow-items'

export type PaginationViewProps = {
  config: PaginationConfig
  /** Accessible name of the navigation landmark; name each one when a page has several. */
  label: string
  /** Page 1's address when it differs from the pattern (e.g. a listing without `?page=1`). */
  firstPageUrl?: string
  /** Button type only: called with the page asked for (already clamped; never while disabled). */
  onSelect?: (page: number) => void
  className?: string
}

// 32 px wide on a phone (7 controls and 2 gaps fit 288 px), 44 px from 640 px; always 44 px tall
const control = 'inline-flex min-h-11 min-w-8 items-center justify-center rounded border px-1.5 sm:min-w-11 sm:px-3'
const ONLY = { wide: 'max-sm:hidden', narrow: 'sm:hidden' } as const
const idle = `${control} border-black/20 hover:text-brand-accent`
const active = `${control} border-brand bg-brand font-semibold text-white`
// no border and faint: a control that cannot be used must not look like one that can
const inert = `${control} cursor-default border-transparent text-black/35`

function text(item: Exclude<PaginationItem, { kind: 'gap' }>, config: PaginationConfig) {
  const rtl = config.dir === 'rtl'
  if (item.kind === 'prev') return { sr: 'Previous page', shown: rtl ? 'Previous →' : '← Previous' }
  if (item.kind === 'next') return { sr: 'Next page', shown: rtl ? '← Next' : 'Next →' }
  return { sr: `Page ${item.page}`, shown: formatPageNumber(item.page, config.locale) }
}

/** "← Previous" as its arrow alone on a phone, the word joining it from 640 px (the link keeps its name). */
function arrowOnPhone(shown: string) {
  const [a, b] = shown.split(' ') as [string, string]
  const arrowFirst = a === '←' || a === '→'
  return arrowFirst ? (
    <>
      {a}
      <span className="max-sm:hidden"> {b}</span>
    </>
  ) : (
    <>
      <span className="max-sm:hidden">{a} </span>
      {b}
    </>
  )
}

/**
 * The widget's markup, shared by the server-rendered link variant and the client button variant (no
 * hooks here, so both can import it). `dir` only mirrors the layout; the order stays logical.
 */
export function PaginationView({ config, label, firstPageUrl, onSelect, className }: PaginationViewProps) {
  const total = Math.max(1, Math.ceil(config.totalItems / config.itemsPerPage))
  const items = paginationItems(config.page, total, config.maxPagesShown)
  const href = (page: number) => (page === 1 && firstPageUrl ? firstPageUrl : pageLink(config.linkUrl!, page))
  return (
    <nav
      aria-label={label}
      dir={config.dir}
      lang={config.locale === 'ar' ? 'ar' : config.locale === 'ir' ? 'fa' : undefined}
      data-disabled={config.disabled || undefined}
      className={className ?? 'mt-10'}
      data-pagination={config.type}
    >
      <ul className="flex flex-wrap items-center gap-1 sm:gap-2">
        {narrowItems(items, config.page, total).map(({ item, only }) => {
          const shownAt = only ? ONLY[only] : undefined
          if (item.kind === 'gap') {
            return (
              <li key={`gap-${item.key}`} aria-hidden="true" className={`px-0.5 text-muted sm:px-1 ${shownAt ?? ''}`}>
                …
              </li>
            )
          }
          const { sr, shown } = text(item, config)
          const current = item.kind === 'page' && item.current
          const enabled = !config.disabled && (item.kind === 'page' ? !item.current : item.enabled)
          const key = item.kind === 'page' ? `page-${item.page}` : item.kind
          const rel = item.kind === 'prev' ? 'prev' : item.kind === 'next' ? 'next' : undefined
          // The visible text is the (possibly localised) number; the accessible name spells out "Page N".
          const content =
            item.kind === 'page' ? (
              <>
                <span className="sr-only">Page </span>
                {shown}
              </>
            ) : (
              <span aria-hidden="true">{arrowOnPhone(shown)}</span>
            )
          const name = item.kind === 'page' ? undefined : sr
          if (config.type === 'button') {
            return (
              <li key={key} className={shownAt}>
                <button
                  type="button"
                  aria-label={name}
                  aria-current={current ? 'page' : undefined}
                  disabled={!enabled}
                  onClick={enabled ? () => onSelect?.(item.page) : undefined}
                  className={current ? active : enabled ? idle : inert}
                >
                  {content}
                </button>
              </li>
            )
          }
          return (
            <li key={key} className={shownAt}>
              {enabled || current ? (
                <Link
                  href={href(item.page)}
                  rel={rel}
                  aria-label={name}
                  aria-current={current ? 'page' : undefined}
                  className={current ? active : idle}
                >
                  {content}
                </Link>
              ) : (
                // A link without href is not focusable: a disabled control that cannot change the page.
                <a role="link" aria-disabled="true" aria-label={name} className={inert}>
                  {content}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
