import { describe, expect, it } from 'vitest'
import { pageHref, parsePage } from './pagination'

describe('parsePage', () => {
  it('reads a whole number ≥ 1 and falls back to the first page', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(['2', '5'])).toBe(2)
    for (const bad of [undefined, '', '0', '-1', '2.5', 'abc', '1234567890']) expect(parsePage(bad)).toBe(1)
  })
})

describe('pageHref', () => {
  it('keeps ?page off the first page', () => {
    expect(pageHref('/insights', 1)).toBe('/insights')
    expect(pageHref('/insights', 4)).toBe('/insights?page=4')
  })
})
