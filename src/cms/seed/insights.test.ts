import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { CATEGORY_MOTIFS, imageSpecs, insightFraming } from './images'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { CATEGORIES, TITLE_TEMPLATES } from './data/insights'
import { INSIGHTS_PER_CATEGORY, planInsights } from './insights'
import { readingMinutes } from '@/content/insights/reading-time'
import { richText } from '@/lib/lexical'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

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

describe('insight pictures in a grid', () => {
  const insights = planInsights(planConsultants())
  const newestFirst = [...insights].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  )
  /** What a reader sees of a picture: its motif, its ground and which way it faces. */
  const look = (hero: string) => {
    const [, category, n] = /^hero-(.+)-(\d+)$/.exec(hero)!
    const framing = insightFraming(Number(n))
    return `${CATEGORY_MOTIFS[category!]![Number(n) % 2]!.motif}/${framing.ground}/${framing.mirror}`
  }
  const noLookTwice = (list: readonly { hero: string; slug: string }[], size: number, what: string) => {
    for (let n = 0; n < list.length; n += 1) {
      const page = list.slice(n, n + size)
      expect(new Set(page.map((i) => look(i.hero))).size, `${what} from ${page[0]!.slug}`).toBe(page.length)
    }
  }

  it('never shows one picture twice among 12 cards of the latest insights or of one category', () => {
    noLookTwice(newestFirst, 12, 'latest')
    for (const c of CATEGORIES)
      noLookTwice(
        newestFirst.filter((i) => i.category === c.slug),
        12,
        c.slug,
      )
  })

  it('never shows one picture twice in an author’s list', () => {
    for (const c of planConsultants())
      noLookTwice(
        newestFirst.filter((i) => i.authors.includes(c.slug)),
        12,
        c.slug,
      )
  })

  it('draws some pictures on sand and white grounds as well as navy', () => {
    expect(new Set(insights.map((i) => look(i.hero).split('/')[1]))).toEqual(new Set(['navy', 'sand', 'white']))
  })
})

describe('insight copy', () => {
  const insights = planInsights(planConsultants())
  const generated = insights.filter((i) => !i.pinnedPath)
  // longest first, so "climate technology" goes before "technology"
  const areaNames = [...INDUSTRIES, ...FUNCTIONS].map((x) => inlineName(x)).sort((a, b) => b.length - a.length)
  /** A text with its industry and function names taken out: what is left is the template's wording. */
  const pattern = (text: string) =>
    areaNames.reduce((t, name) => t.replaceAll(name, '…').replaceAll(capitalise(name), '…'), text)
  const templateOf = (title: string) =>
    TITLE_TEMPLATES[generated.find((i) => i.title === title)!.category]!.find(
      (t) => pattern(title) === pattern(capitalise(t.title.replace(/\{(industry|function)\}/g, '…'))),
    )

  it('is the same on every run', () => {
    const again = planInsights(planConsultants())
    expect(again.map((i) => `${i.title} ${i.excerpt}`)).toEqual(insights.map((i) => `${i.title} ${i.excerpt}`))
  })

  it('gives each article the teaser written for its title, about the title’s own subject', () => {
    for (const i of generated) {
      const template = templateOf(i.title)
      expect(template, i.title).toBeDefined()
      expect(pattern(i.excerpt), i.title).toBe(pattern(template!.excerpt.replaceAll('{topic}', '…')))
      // the subject filled into the teaser is the title's own ("Cyber risk and the board" is not about philanthropy)
      const [before, after] = template!.excerpt.split('{topic}')
      if (after !== undefined) {
        const subject = i.excerpt.slice(before!.length, i.excerpt.length - after.length)
        expect(i.title.toLowerCase(), i.excerpt).toContain(subject.toLowerCase())
      }
      expect(i.excerpt).not.toMatch(/\{topic\}/)
    }
  })

  it('never repeats a teaser sentence or a title pattern anywhere in the list', () => {
    const sentences = insights.flatMap((i) => i.excerpt.split(/(?<=\.) /).map(pattern))
    expect(sentences.filter((x, n) => sentences.indexOf(x) !== n)).toEqual([])
    const titles = insights.map((i) => pattern(i.title))
    expect(titles.filter((x, n) => titles.indexOf(x) !== n)).toEqual([])
  })

  it('keeps each category’s count and reads for at least two minutes (never a “1 min read”)', () => {
    for (const c of CATEGORIES)
      expect(
        insights.filter((i) => i.category === c.slug),
        c.slug,
      ).toHaveLength(INSIGHTS_PER_CATEGORY)
    for (const i of generated) expect(readingMinutes(richText(i.content)), i.title).toBeGreaterThanOrEqual(2)
  })

  it('delivers the questions a title counts, and generates no titles with a count', () => {
    const numbers: Record<string, number> = { three: 3, five: 5, ten: 10 }
    for (const i of insights) {
      const counted = /^(?:Top )?(\d+|three|five|ten) questions/i.exec(i.title)
      if (counted) {
        const wanted = Number(counted[1]) || numbers[counted[1]!.toLowerCase()]!
        expect((JSON.stringify(i.content).match(/\?/g) ?? []).length, i.title).toBeGreaterThanOrEqual(wanted)
      }
    }
    for (const i of generated) expect(i.title, i.title).not.toMatch(/^(Five|Three|Ten|Top \d+)\b/)
  })

  it('gives the fixed articles a read time of two minutes or more', () => {
    for (const i of insights.filter((x) => x.pinnedPath))
      expect(readingMinutes(richText(i.content)), i.title).toBeGreaterThanOrEqual(2)
  })
})
