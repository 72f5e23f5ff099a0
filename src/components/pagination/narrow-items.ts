import type { PaginationItem } from './pagination-model'

/** A control and the widths it shows at: `wide` from 640 px up only, `narrow` below it only, else both. */
export type ShownItem = { item: PaginationItem; only?: 'narrow' | 'wide' }

/**
 * The controls at both widths. From 640 px: the model's window. On a phone, so the pager fits one line at
 * 320 px: the first and last pages, the current one ±1, and a gap wherever pages are left out
 * (‹ 1 … 5 6 7 … 10 ›). Every control exists once in the markup; CSS hides the ones a width leaves out.
 */
export function narrowItems(items: readonly PaginationItem[], page: number, total: number): ShownItem[] {
  const wideGap = (key: 'start' | 'end') => items.some((i) => i.kind === 'gap' && i.key === key)
  const narrowGap = { start: page - 1 > 2, end: page + 1 < total - 1 }
  const out: ShownItem[] = []
  const gap = (key: 'start' | 'end') => {
    const wide = wideGap(key)
    const narrow = narrowGap[key]
    if (wide || narrow)
      out.push({ item: { kind: 'gap', key }, only: wide && narrow ? undefined : wide ? 'wide' : 'narrow' })
  }
  for (const item of items) {
    if (item.kind === 'gap') continue
    if (item.kind === 'page' && item.page === total && total > 1) gap('end')
    const far = item.kind === 'page' && item.page !== 1 && item.page !== total && Math.abs(item.page - page) > 1
    out.push(far ? { item, only: 'wide' } : { item })
    if (item.kind === 'page' && item.page === 1 && total > 1) gap('start')
  }
  return out
}
