import { PaginationButtons } from './pagination-buttons.client'
import { resolvePagination, type PaginationInput } from './pagination-model'
import { PaginationView } from './pagination-view'

export type PaginationProps = PaginationInput & {
  /** Accessible name of the navigation landmark. */
  label?: string
  /** Link type: page 1's address when it should differ from the pattern (no `?page=1`). */
  firstPageUrl?: string
  /** Button type, client parents only. */
  onChange?: (page: number) => void
  className?: string
}

/**
 * The pagination widget (requirements §4, §5, §9). Type "link" renders plain links on the server and works
 * without JavaScript; type "button" hydrates a small client leaf. Invalid props throw a TypeError (requirements §8).
 */
export function Pagination({ label = 'Pagination', firstPageUrl, onChange, className, ...input }: PaginationProps) {
  const config = resolvePagination(input)
  if (config.type === 'button') {
    return <PaginationButtons config={config} label={label} onChange={onChange} className={className} />
  }
  return <PaginationView config={config} label={label} firstPageUrl={firstPageUrl} className={className} />
}
