import { describe, expect, it } from 'vitest'
import { narrowItems, type ShownItem } from './narrow-items'
import { paginationItems } from './pagination-model'

/** The controls one width shows, as text: ‹ 1 … 5 6 7 … 10 ›. */
function at(width: 'narrow' | 'wide', page: number, total: number): string {
  const show = (s: ShownItem) => s.only === undefined || s.only === width
  return narrowItems(paginationItems(page, total, 5), page, total)
    .filter(show)
    .map(({ item }) =>
      item.kind === 'prev' ? '‹' : item.kind === 'next' ? '›' : item.kind === 'gap' ? '…' : String(item.page),
    )
    .join(' ')
}

describe('narrowItems', () => {
  it('keeps the model’s window from 640 px up', () => {
    expect(at('wide', 6, 10)).toBe('‹ 1 … 4 5 6 7 8 … 10 ›')
    expect(at('wide', 1, 7)).toBe('‹ 1 2 3 4 5 … 7 ›')
    expect(at('wide', 4, 7)).toBe('‹ 1 2 3 4 5 6 7 ›')
  })

  it('shows first, last and the current page ±1 on a phone, with a gap for each run left out', () => {
    expect(at('narrow', 6, 10)).toBe('‹ 1 … 5 6 7 … 10 ›')
    expect(at('narrow', 1, 7)).toBe('‹ 1 2 … 7 ›')
    expect(at('narrow', 4, 7)).toBe('‹ 1 … 3 4 5 … 7 ›')
    expect(at('narrow', 3, 7)).toBe('‹ 1 2 3 4 … 7 ›')
    expect(at('narrow', 7, 7)).toBe('‹ 1 … 6 7 ›')
    expect(at('narrow', 2, 3)).toBe('‹ 1 2 3 ›')
    expect(at('narrow', 1, 1)).toBe('‹ 1 ›')
  })

  it('never draws more than 7 controls and 2 gaps on a phone (one line at 320 px)', () => {
    for (let total = 1; total <= 30; total += 1)
      for (let page = 1; page <= total; page += 1) {
        const shown = at('narrow', page, total).split(' ')
        expect(shown.filter((s) => s !== '…').length).toBeLessThanOrEqual(7)
        expect(shown.filter((s) => s === '…').length).toBeLessThanOrEqual(2)
      }
  })
})
