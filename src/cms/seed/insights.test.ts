import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { CATEGORY_MOTIFS, imageSpecs } from './images'
import { CATEGORIES } from './data/insights'
import { excerptsFor, INSIGHTS_PER_CATEGORY, planInsights } from './insights'

describe('insight pictures', () => {
  const insights = planInsights(planConsultants())
  const newestFirst = [...insights].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const keys = new Set(imageSpecs().map((s) => s.key))
  /** The motif of a picture: the category's first or second, alternating with the picture's number. */
  const motif = (hero: string) => {
    const [, category, n] = /^hero-(.+)-(\d+)$/.exec(hero)!
    return CATEGORY_MOTIFS[category!]![Number(n) % 2]!.motif
  }

  it('gives every article a picture of its own, drawn by the seed', () => {
    expect(new Set(insights.map((i) => i.hero)).size).toBe(insights.length)
    for (const i of insights) expect(keys, i.slug).toContain(i.hero)
  })

  it('alternates a category’s two motifs down its list, newest first', () => {
    const byCategory = new Map<string, string[]>()
    for (const i of newestFirst) byCategory.set(i.category, [...(byCategory.get(i.category) ?? []), i.hero])
    for (const [category, heroes] of byCategory)
      for (let n = 1; n < heroes.length; n += 1)
        expect(motif(heroes[n]!), `${category} #${n}`).not.toBe(motif(heroes[n - 1]!))
  })

  it('never shows one motif twice among three neighbours of the latest insights (a row of cards)', () => {
    for (let n = 0; n + 3 <= newestFirst.length; n += 1) {
      const row = newestFirst.slice(n, n + 3)
      expect(new Set(row.map((i) => motif(i.hero))).size, row.map((i) => i.slug).join(', ')).toBe(3)
    }
  })
})

describe('insight teasers', () => {
  const insights = planInsights(planConsultants())
  it('are the same on every run', () => {
    expect(planInsights(planConsultants()).map((i) => i.excerpt)).toEqual(insights.map((i) => i.excerpt))
  })

  it('differ within a category: each article its own teaser, neighbours on different formulas', () => {
    for (const c of CATEGORIES) {
      const teasers = excerptsFor(c.slug)
      expect(teasers.length, c.slug).toBeGreaterThanOrEqual(INSIGHTS_PER_CATEGORY)
      expect(new Set(teasers).size, c.slug).toBe(teasers.length)
      for (let n = 1; n < teasers.length; n += 1) {
        const [a, b] = [teasers[n - 1]!, teasers[n]!].map((t) => t.split('. '))
        expect(a![0], `${c.slug} #${n}`).not.toBe(b![0])
      }
    }
    const generated = insights.filter((i) => !i.pinnedPath)
    const byCategory = new Map<string, string[]>()
    for (const i of generated) byCategory.set(i.category, [...(byCategory.get(i.category) ?? []), i.excerpt])
    for (const [category, teasers] of byCategory) expect(new Set(teasers).size, category).toBe(teasers.length)
  })

  it('never use the review’s template phrasing', () => {
    for (const i of insights) {
      expect(i.excerpt).not.toMatch(/Our consultants (share|review)|review the leadership priorities/)
      expect(i.excerpt).not.toMatch(/\{topic\}/)
    }
  })
})
