import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { NAME_POOLS } from './data/names'
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitChoice, portraitOptions, portraitSvg } from './portraits'

describe('portraitSvg', () => {
  it('draws the same portrait for the same person and different ones for different people', () => {
    const a = portraitSvg('amelia-hart', 'woman')
    expect(portraitSvg('amelia-hart', 'woman')).toBe(a)
    expect(portraitSvg('kenji-sato', 'man')).not.toBe(a)
    expect(a).toContain(`width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`)
  })

  it('nests the illustration inside the 4:5 frame', () => {
    const svg = portraitSvg('fatima-zahra', 'woman')
    expect(svg.match(/<svg\b/g)).toHaveLength(2)
    expect(svg).toMatch(/<svg x="-?\d+(\.\d+)?" y="-?\d+(\.\d+)?" width="640" height="640"/)
    expect(svg).not.toMatch(/<text\b|<image\b/)
  })
})

describe('portraits match the gender of the first name', () => {
  const people = planConsultants()

  it('gives every first name of every pool a gender', () => {
    for (const [culture, pool] of Object.entries(NAME_POOLS))
      for (const [name, gender] of Object.entries(pool.first))
        expect(['woman', 'man'], `${culture}: ${name}`).toContain(gender)
    expect(new Set(people.map((c) => c.gender))).toEqual(new Set(['woman', 'man']))
  })

  it('never draws a beard or moustache on a woman, and gives women long or tied-up hair', () => {
    const women = people.filter((c) => c.gender === 'woman')
    expect(women.length).toBeGreaterThan(people.length / 4)
    for (const c of women) {
      const options = portraitOptions(c.slug, c.gender)
      expect(options.beardProbability, c.name).toBe(0)
      expect(options.beard, c.name).toBeUndefined()
    }
    const menHair = new Set(people.filter((c) => c.gender === 'man').map((c) => portraitChoice(c.slug, c.gender).hair))
    for (const c of women) expect(menHair.has(portraitChoice(c.slug, c.gender).hair), c.name).toBe(false)
  })

  it('draws the chosen parts and nothing left to chance', () => {
    const man = people.find((c) => c.gender === 'man')!
    const options = portraitOptions(man.slug, man.gender)
    for (const part of ['hair', 'body', 'lips', 'eyes', 'brows'] as const) expect(options[part]).toHaveLength(1)
    expect([0, 100]).toContain(options.beardProbability)
    expect([0, 100]).toContain(options.glassesProbability)
    expect(options.gestureProbability).toBe(0)
  })
})

describe('portraits that sit together look different', () => {
  const people = planConsultants()
  const look = (c: (typeof people)[number]) => {
    const p = portraitChoice(c.slug, c.gender)
    return `${p.hair}/${p.body}`
  }

  it('the home page’s four leaders (managing partners, then practice leaders, by name) each look their own', () => {
    const leaders = people
      .filter((c) => c.role === 'Managing Partner' || c.role === 'Practice Leader')
      .sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name))
      .slice(0, 4)
    expect(leaders).toHaveLength(4)
    for (const c of leaders) expect(c.portrait, c.name).toBe(true)
    expect(new Set(leaders.map((c) => portraitChoice(c.slug, c.gender).hair)).size).toBe(4)
    expect(new Set(leaders.map((c) => portraitSvg(c.slug, c.gender))).size).toBe(4)
  })

  it('no two consultants of one office share hair and clothes', () => {
    const byOffice = new Map<number, typeof people>()
    for (const c of people) byOffice.set(c.office.officeId, [...(byOffice.get(c.office.officeId) ?? []), c])
    for (const [office, team] of byOffice) expect(new Set(team.map(look)).size, `office ${office}`).toBe(team.length)
  })
})
