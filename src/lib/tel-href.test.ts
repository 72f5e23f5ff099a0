import { describe, expect, it } from 'vitest'
import { telHref } from './tel-href'

describe('telHref', () => {
  it('keeps the digits and a leading plus of a number as written', () => {
    expect(telHref('+44 (0)20 7946 0123')).toBe('tel:+4402079460123')
    expect(telHref('+1 212-555-0100')).toBe('tel:+12125550100')
  })
})
