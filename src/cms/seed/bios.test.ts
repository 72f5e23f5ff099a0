import { describe, expect, it } from 'vitest'
import { CLIENTS_BY_INDUSTRY, languagesOf, seniorityOf } from './bios'
import { INDUSTRIES } from './data/expertise'
import { planBios, planConsultants } from './consultants'

/** Every demo consultant's bio, as the seed writes them. */
function bios() {
  const plans = planConsultants()
  const text = planBios(plans)
  return plans.map((c) => ({ c, text: text.get(c.slug)! }))
}

describe('consultant bios', () => {
  const all = bios()

  it('are the same on every run', () => {
    expect(bios().map((b) => b.text)).toEqual(all.map((b) => b.text))
  })

  it('open differently for two people of one office', () => {
    const byOffice = new Map<string, string[]>()
    for (const { c, text } of all) {
      const start = text[0]!.replace(c.name, 'NAME').split(' ').slice(0, 4).join(' ')
      byOffice.set(c.office.city, [...(byOffice.get(c.office.city) ?? []), start])
    }
    for (const [city, starts] of byOffice) expect(new Set(starts).size, city).toBe(starts.length)
  })

  it('vary in shape across the firm: openings, lengths and the sentences only some have', () => {
    const openings = new Set(
      all.map(({ c, text }) => text[0]!.replace(c.name, 'NAME').split(' ').slice(0, 3).join(' ')),
    )
    expect(openings.size).toBeGreaterThanOrEqual(8)
    const sentences = new Set(all.map(({ text }) => text.join(' ').split('. ').length))
    expect(sentences.size).toBeGreaterThanOrEqual(3)
    const share = (needle: string) => all.filter(({ text }) => text.join(' ').includes(needle)).length / all.length
    expect(share('Recent work includes')).toBeGreaterThan(0.2)
    expect(share('Recent work includes')).toBeLessThan(0.8)
    expect(share('Outside the firm')).toBeGreaterThan(0.05)
  })

  it('match seniority: associates support searches and are new to the firm; nobody was a partner elsewhere below partner level', () => {
    for (const { c, text } of all) {
      const bio = text.join(' ')
      const seniority = seniorityOf(c.role)
      if (seniority === 'junior') {
        expect(bio, c.name).not.toMatch(/\bleads\b|Recent work/)
        const years = /(\d+) years ago|joined the firm in (\d{4})/.exec(bio)
        if (years) expect(years[1] ? Number(years[1]) : 2026 - Number(years[2]), c.name).toBeLessThanOrEqual(4)
      }
      if (seniority === 'mid' || seniority === 'junior') expect(bio, c.name).not.toContain('a partner at another')
    }
  })

  it('give a recent assignment a client in the sector the person advises', () => {
    expect(Object.keys(CLIENTS_BY_INDUSTRY).sort()).toEqual(INDUSTRIES.map((i) => i.slug).sort())
    const withWork = all.filter(({ text }) => text.join(' ').includes('Recent work includes'))
    expect(withWork.length).toBeGreaterThan(20)
    for (const { c, text } of withWork) {
      const client = / search for (.+?)\./.exec(text.join(' '))![1]
      expect(CLIENTS_BY_INDUSTRY[c.industries[0]!], `${c.name} (${c.industries[0]})`).toContain(client)
    }
  })

  it('name the languages of the person’s naming culture, and none for English names', () => {
    expect(languagesOf('french')).toContain('French')
    expect(languagesOf('anglo')).toEqual([])
    const fr = all.find(({ c }) => c.culture === 'french')!
    expect(fr.text.join(' ')).toContain('works in English and French')
  })
})
