import { describe, expect, it } from 'vitest'
import { initials, monogramTone, MONOGRAM_TONES } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Amelia Hart')).toBe('AH')
    expect(initials('  Jean   Paul  Martin ')).toBe('JM')
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

describe('monogramTone', () => {
  it('is one of the brand tones and the same for the same name', () => {
    const names = ['Amelia Hart', 'Kenji Sato', 'Fatima Zahra', 'Ola Nordmann', 'Priya Nair', 'Tom Baker']
    for (const n of names) {
      expect(MONOGRAM_TONES).toContain(monogramTone(n))
      expect(monogramTone(n)).toBe(monogramTone(n))
    }
    expect(new Set(names.map(monogramTone)).size).toBeGreaterThan(1)
  })
})
