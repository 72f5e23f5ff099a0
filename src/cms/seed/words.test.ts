import { describe, expect, it } from 'vitest'
import { OFFICES } from './data/offices'
import { countryInText, indefinite, joinList } from './words'

describe('words', () => {
  it('puts "the" before the countries that take it, and shortens official names', () => {
    expect(countryInText('United Kingdom')).toBe('the United Kingdom')
    expect(countryInText('United States')).toBe('the United States')
    expect(countryInText('Netherlands')).toBe('the Netherlands')
    expect(countryInText('Ghana')).toBe('Ghana')
    expect(countryInText('Hong Kong SAR')).toBe('Hong Kong')
    for (const o of OFFICES) expect(countryInText(o.country)).not.toMatch(/^the the|SAR$/)
  })

  it('chooses "a" or "an" by sound', () => {
    expect(indefinite('Office Leader')).toBe('an')
    expect(indefinite('Associate')).toBe('an')
    expect(indefinite('Partner')).toBe('a')
    expect(indefinite('MBA')).toBe('an')
    expect(indefinite('European')).toBe('a')
  })

  it('joins a list as a sentence does', () => {
    expect(joinList([])).toBe('')
    expect(joinList(['a'])).toBe('a')
    expect(joinList(['a', 'b'])).toBe('a and b')
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
