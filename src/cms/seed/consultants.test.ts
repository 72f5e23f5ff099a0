import { describe, expect, it } from 'vitest'
import { bySeniority, rankOf } from '@/content/consultants/people-pick'
import { planConsultants } from './consultants'
import { culturesFor, NAME_POOLS } from './data/names'
import { CONSULTANT_COUNT } from './data/pages'

const people = planConsultants()

const byOffice = new Map<string, typeof people>()
for (const c of people) byOffice.set(c.office.city, [...(byOffice.get(c.office.city) ?? []), c])

const lastOf = (c: (typeof people)[number]) => c.name.slice(c.first.length + 1)

describe('planConsultants', () => {
  it('is the same on every run and has the planned number of people', () => {
    expect(people).toHaveLength(CONSULTANT_COUNT)
    expect(planConsultants().map((c) => `${c.slug} ${c.role}`)).toEqual(people.map((c) => `${c.slug} ${c.role}`))
  })

  it('never gives two people of one office a first name or a surname', () => {
    for (const [city, here] of byOffice) {
      expect(new Set(here.map((c) => c.first)).size, city).toBe(here.length)
      expect(new Set(here.map(lastOf)).size, city).toBe(here.length)
    }
  })

  it('uses a surname once and a first name at most twice across the firm', () => {
    const surnames = people.map(lastOf)
    expect(surnames.filter((s, i) => surnames.indexOf(s) !== i)).toEqual([])
    const counts = new Map<string, number>()
    for (const c of people) counts.set(c.first, (counts.get(c.first) ?? 0) + 1)
    expect([...counts].filter(([, n]) => n > 2)).toEqual([])
  })

  it('names people after their office’s country, or at least its region', () => {
    const regionOf = (region: string) =>
      new Set(
        people.filter((c) => c.office.region === region).flatMap((c) => culturesFor(c.office.city, c.office.country)),
      )
    const fits = (c: (typeof people)[number], cultures: Iterable<string>) =>
      [...cultures].some((k) => NAME_POOLS[k]!.first[c.first] && NAME_POOLS[k]!.last.includes(lastOf(c)))
    let local = 0
    for (const c of people) {
      expect(fits(c, regionOf(c.office.region)), `${c.name} in ${c.office.city}`).toBe(true)
      if (fits(c, culturesFor(c.office.city, c.office.country))) local += 1
    }
    expect(local).toBeGreaterThan(people.length * 0.9)
    // the review's examples
    for (const c of byOffice.get('Cairo')!) expect(fits(c, ['arabic']), c.name).toBe(true)
    for (const c of byOffice.get('Athens')!) expect(fits(c, ['greek']), c.name).toBe(true)
  })

  it('draws no surname of a ruling family', () => {
    // a demo consultant named like a royal house reads as a claim about that family
    for (const [culture, pool] of Object.entries(NAME_POOLS))
      for (const royal of ['Al Thani', 'Al Sabah']) expect(pool.last, culture).not.toContain(royal)
  })

  it('keeps the naming culture of each name, so the portrait can follow it', () => {
    for (const c of people) {
      expect(NAME_POOLS[c.culture]?.first[c.first], c.name).toBe(c.gender)
      expect(NAME_POOLS[c.culture]?.last, c.name).toContain(lastOf(c))
    }
  })

  it('gives each hub one leader, listed first by seniority, and not always the first by name', () => {
    for (const [city, here] of byOffice) {
      const listed = bySeniority(here)
      if (city === 'London' || here.length > 2)
        expect(listed[0]!.role, city).toBe(city === 'London' ? 'Managing Partner' : 'Office Leader')
      expect(
        listed.slice(1).map((c) => c.role),
        city,
      ).not.toContain('Office Leader')
    }
    // the firm's list by name starts with people of every rank, not with the office leaders
    const firstPage = [...people].sort((a, b) => (a.name < b.name ? -1 : 1)).slice(0, 24)
    expect(firstPage.filter((c) => c.role === 'Office Leader').length).toBeLessThan(6)
    expect(new Set(firstPage.map((c) => c.role)).size).toBeGreaterThanOrEqual(4)
  })

  it('gives every office someone a client can meet at partner level or above', () => {
    for (const [city, here] of byOffice) {
      expect(rankOf(bySeniority(here)[0]!.role), city).toBeLessThanOrEqual(rankOf('Partner'))
    }
  })

  it('has one Managing Partner, then practice leaders for the home page’s leaders', () => {
    expect(people.filter((c) => c.role === 'Managing Partner')).toHaveLength(1)
    expect(people.filter((c) => c.role === 'Practice Leader').length).toBeGreaterThanOrEqual(3)
  })
})
