import { describe, expect, it } from 'vitest'
import { HEADINGS } from '@/features/contact-form/labels'
import { clientsOf, FUNCTIONS, INDUSTRIES } from './data/expertise'
import { pageDefinitions } from './data/pages'
import { SERVICES_EN } from './data/services'
import { planConsultants } from './consultants'
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

  it('gives the paid-search landing pages a headline of their own, not the form’s heading again', () => {
    const pages = pageDefinitions(new Map())
    const formTitle = HEADINGS.paidSearch.replace(/\W+$/, '').toLowerCase()
    for (const path of [
      'contact-us/executive-search-leadership-talent',
      'contact-us/executive-search-leadership-talent-middle-east',
    ]) {
      const hero = pages.find((p) => p.path === path)!.layout.find((b) => b.blockType === 'hero')
      const heading = hero && 'heading' in hero ? String(hero.heading) : ''
      expect(heading, path).not.toBe('')
      expect(heading.toLowerCase(), path).not.toContain(formTitle)
    }
  })
})

describe('the careers page quote', () => {
  it('is signed by a named consultant of the seed, with role and office', () => {
    const join = pageDefinitions(new Map()).find((p) => p.path === 'join')!
    const quote = join.layout.find((b) => b.blockType === 'quote')
    const attribution = quote && 'attribution' in quote ? String(quote.attribution) : ''
    const voice = planConsultants().find((c) => attribution.startsWith(`${c.name}, `))
    expect(voice, attribution).toBeDefined()
    expect(attribution).toBe(`${voice!.name}, ${voice!.role}, ${voice!.office.city}`)
    expect(voice!.portrait).toBe(true)
  })
})
