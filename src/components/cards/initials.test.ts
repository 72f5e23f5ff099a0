import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Amelia Hart')).toBe('AH')
    expect(initials('  Jean   Paul  Martin ')).toBe('JM')
  })
  it('leaves out a title before the name', () => {
    expect(initials('Dr. Aiko Fujimoto')).toBe('AF')
    expect(initials('Prof Jane Smith')).toBe('JS')
    expect(initials('Dame Stella Rimington')).toBe('SR')
    expect(initials('Dr')).toBe('D')
  })

  it('skips particles of the last name', () => {
    expect(initials('Anna van der Berg')).toBe('AB')
    expect(initials('Omar al-Farsi')).toBe('OA')
    expect(initials('Luis de la Cruz')).toBe('LC')
  })
  it('keeps accents and capitalises', () => {
    expect(initials('élodie durand')).toBe('ÉD')
    expect(initials('Søren Ødegaard')).toBe('SØ')
  })
  it('handles one word, punctuation and empty names', () => {
    expect(initials('Madonna')).toBe('M')
    expect(initials('"Kim" (Lee)')).toBe('KL')
    expect(initials('')).toBe('')
    expect(initials('van')).toBe('V')
  })
})
