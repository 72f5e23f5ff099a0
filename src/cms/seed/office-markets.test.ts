import { describe, expect, it } from 'vitest'
import { OFFICE_MARKETS } from './data/office-markets'
import { OFFICES } from './data/offices'
import { localReasons, officeBody, officeMarket, planOffices } from './offices'

/** A country named without its article, or by its official name, inside a sentence. */
const BARE_COUNTRY =
  /\b(in|across|of) (United Kingdom|United States|Netherlands|United Arab Emirates|Philippines)\b|\bSAR\b/

/** American spellings the site does not use. */
const AMERICAN = /\b\w+(ization|izations|izing|ized|izes)\b|\b(center|centers|program|programs|labor|favor)\b/i

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/)

describe('the market each office serves', () => {
  it('is written for every office, and for no city without one', () => {
    const cities = OFFICES.map((o) => o.city)
    for (const city of cities) expect(OFFICE_MARKETS[city], city).toBeDefined()
    expect(Object.keys(OFFICE_MARKETS).sort()).toEqual([...cities].sort())
  })

  it('reads as one or two sentences of its own, about the city it names', () => {
    for (const [city, { market }] of Object.entries(OFFICE_MARKETS)) {
      const words = market.split(/\s+/).length
      expect(words, city).toBeGreaterThanOrEqual(35)
      expect(words, city).toBeLessThanOrEqual(60)
      expect(sentencesOf(market).length, city).toBeLessThanOrEqual(2)
      expect(market, city).toMatch(/^[A-Z].*\.$/)
      expect(market, city).toContain(city)
      expect(market, city).not.toMatch(/\d/)
      expect(market, city).not.toMatch(/\bbest\b/i)
      expect(market, city).not.toMatch(BARE_COUNTRY)
      expect(market, city).not.toMatch(AMERICAN)
    }
  })

  it('never shares a sentence with another office', () => {
    const seen = new Map<string, string>()
    for (const [city, { market }] of Object.entries(OFFICE_MARKETS)) {
      for (const sentence of sentencesOf(market)) {
        const key = sentence.toLowerCase().replaceAll(city.toLowerCase(), '{city}')
        expect(seen.get(key), `${city}: ${sentence}`).toBeUndefined()
        seen.set(key, city)
      }
    }
  })

  it('names two or three sectors as a phrase inside a sentence', () => {
    for (const [city, { sectors }] of Object.entries(OFFICE_MARKETS)) {
      expect(sectors, city).toMatch(/^[a-zA-Z].* and [a-zA-Z]/)
      expect(sectors, city).not.toMatch(/[.;:]$/)
      expect(sectors.split(',').length, city).toBeLessThanOrEqual(3)
      expect(sectors, city).not.toMatch(AMERICAN)
    }
  })
})

describe('the office pages built from it', () => {
  const offices = planOffices()

  it('open with the market and vary how they describe the wider firm', () => {
    const bodies = offices.map((o, i) => officeBody(o, i))
    expect(new Set(bodies).size).toBe(offices.length)
    offices.forEach((o, i) => {
      expect(bodies[i]!.startsWith(officeMarket(o).market), o.city).toBe(true)
      expect(bodies[i], o.city).not.toMatch(BARE_COUNTRY)
    })
    const teamOpenings = offices.filter((o, i) => bodies[i]!.includes(`The ${o.city} team`)).length
    expect(teamOpenings).toBeLessThan(offices.length / 2)
  })

  it('give each office its own reasons to work with the local team', () => {
    const lists = offices.map((o, i) => localReasons(o, officeMarket(o).sectors, i, 0))
    for (const [i, list] of lists.entries()) {
      expect(list, offices[i]!.city).toHaveLength(3)
      expect(list[0], offices[i]!.city).toContain(officeMarket(offices[i]!).sectors)
      for (const item of list) expect(item, offices[i]!.city).not.toMatch(BARE_COUNTRY)
    }
    // the reasons beyond the first, which names the city, differ between neighbouring offices
    for (let i = 1; i < lists.length; i++) expect(lists[i]!.slice(1)).not.toEqual(lists[i - 1]!.slice(1))
    const singapore = offices.findIndex((o) => o.city === 'Singapore')
    expect(lists[singapore]![0]).not.toContain('in Singapore first-hand')
    const athens = offices.findIndex((o) => o.city === 'Athens')
    expect(lists[athens]![0]).toBe('Consultants in Athens who know shipping, tourism and energy in Greece first-hand')
  })
})
