import { describe, expect, it } from 'vitest'
import { clientsOf, FUNCTIONS, INDUSTRIES } from './data/expertise'
import { SERVICES_EN } from './data/services'
import { localServiceCopy, officeSummary, planOffices } from './offices'

/** A country named without its article, or by its official name, inside a sentence. */
const BARE_COUNTRY =
  /\b(in|across|of) (United Kingdom|United States|Netherlands|United Arab Emirates|Philippines)\b|\bSAR\b/

describe('generated copy reads as written by hand', () => {
  const offices = planOffices()

  it('names countries with their article and regions as a sentence does', () => {
    for (const o of offices) {
      const summary = officeSummary(o)
      expect(summary).not.toMatch(BARE_COUNTRY)
      expect(summary).not.toMatch(/the wider \w+ region region|wider (Europe|Africa) region/)
      for (const s of SERVICES_EN) {
        const copy = localServiceCopy(s.slug, o)
        expect(`${copy.intro} ${copy.lead}`).not.toMatch(BARE_COUNTRY)
      }
    }
    const london = offices.find((o) => o.city === 'London')!
    expect(officeSummary(london)).toContain('across the United Kingdom and the rest of Europe')
  })

  it('tells each service in its own words, not the service summary again', () => {
    const o = offices[0]!
    const intros = SERVICES_EN.map((s) => localServiceCopy(s.slug, o).intro)
    expect(new Set(intros).size).toBe(SERVICES_EN.length)
    for (const s of SERVICES_EN) expect(localServiceCopy(s.slug, o).intro).not.toContain(s.summary)
  })

  it('names the clients of every industry and function in plain words', () => {
    for (const area of [...INDUSTRIES, ...FUNCTIONS]) {
      const who = clientsOf(area)
      expect(who, area.slug).toMatch(/^[a-z]/)
      expect(who, area.slug).not.toBe(area.title.toLowerCase())
    }
  })
})
