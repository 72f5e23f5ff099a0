import { describe, expect, it } from 'vitest'
import { monogram } from './monogram'

describe('monogram', () => {
  it('takes the first letters of the first and last names', () => {
    expect(monogram('Amara Okafor')).toBe('AO')
    expect(monogram('  maria  de la  Cruz ')).toBe('MC')
    expect(monogram('Jean-Luc Picard')).toBe('JP')
  })

  it('handles one name, none and letters beyond the basic plane', () => {
    expect(monogram('Madonna')).toBe('M')
    expect(monogram('')).toBe('')
    expect(monogram('Élodie Ødegaard')).toBe('ÉØ')
    expect(monogram('𝒜da Lovelace')).toBe('𝒜L')
  })
})
