import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { imageSpecs } from './images'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { CATEGORIES, TITLE_TEMPLATES } from './data/insights'
import { INSIGHTS_PER_CATEGORY, planInsights, type InsightPlan } from './insights'
import { CARDS_PER_PAGE } from './insight-pictures'
import { planWebinarSpeakers } from './webinars'
import { WEBINAR_READING } from '@/content/insights/page-size'
import { readingMinutes } from '@/content/insights/reading-time'
import { richText } from '@/lib/lexical'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

describe('insight pictures', () => {
  const consultants = planConsultants()
  const insights = planInsights(consultants)
  const newestFirst = [...insights].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  )
  const specs = new Map(imageSpecs().map((s) => [s.key, s]))
  const motif = (i: InsightPlan) => specs.get(i.hero)!.motif
  /** Every list of insights the site shows, newest first: all, and by category, industry, function, author and office. */
  const lists = (() => {
    const office = new Map(consultants.map((c) => [c.slug, c.office.slug]))
    const out = new Map<string, InsightPlan[]>([['all', newestFirst]])
    const filters: Array<[string, (i: InsightPlan) => string[]]> = [
      ['category', (i) => [i.category]],
      ['industry', (i) => i.industries],
      ['function', (i) => i.functions],
      ['author', (i) => i.authors],
      ['office', (i) => [...new Set(i.authors.map((a) => office.get(a)!))]],
    ]
    for (const [kind, values] of filters)
      for (const value of new Set(newestFirst.flatMap(values)))
        out.set(
          `${kind} ${value}`,
          newestFirst.filter((i) => values(i).includes(value)),
        )
    return out
  })()
  /** The places in a list where the card `gap` places before shows the same motif. */
  const repeats = (list: readonly InsightPlan[], gap: number) =>
    list.flatMap((i, n) =>
      n >= gap && motif(list[n - gap]!) === motif(i) ? [`${list[n - gap]!.slug} / ${i.slug}`] : [],
    )

  it('gives every article a picture of its own, drawn by the seed from one of at least 12 motifs', () => {
    expect(new Set(insights.map((i) => i.hero)).size).toBe(insights.length)
    for (const i of insights) expect(specs.get(i.hero)?.motif, i.slug).toBe(i.picture.motif)
    expect(new Set(insights.map(motif)).size).toBeGreaterThanOrEqual(12)
  })

  it('never shows one motif on two neighbouring cards of any list of insights', () => {
    expect(lists.size).toBeGreaterThan(100)
    for (const [name, list] of lists) expect(repeats(list, 1), name).toEqual([])
  })

  it('shows three motifs on any three cards in a row of any list of insights', () => {
    for (const [name, list] of lists) expect(repeats(list, 2), name).toEqual([])
  })

  it('never shows a card’s motif on the card below it, in a grid three cards wide', () => {
    for (const [name, list] of lists) expect(repeats(list, 3), name).toEqual([])
  })

  it('shows three motifs in each webinar’s reading: its speakers’ newest articles, topped up with the firm’s', () => {
    planWebinarSpeakers(consultants).forEach((speakers, i) => {
      const by = newestFirst.filter((p) => p.authors.some((a) => speakers.some((c) => c.slug === a)))
      const reading = [...by, ...newestFirst.filter((p) => !by.includes(p))].slice(0, WEBINAR_READING)
      expect(new Set(reading.map(motif)).size, `webinar ${i}`).toBe(WEBINAR_READING)
    })
  })

  it('shows twelve motifs on the first page of all insights and at least eleven on each category’s', () => {
    const motifsOn = (list: readonly InsightPlan[]) => new Set(list.slice(0, CARDS_PER_PAGE).map(motif)).size
    expect(motifsOn(lists.get('all')!)).toBe(CARDS_PER_PAGE)
    for (const c of CATEGORIES) expect(motifsOn(lists.get(`category ${c.slug}`)!), c.slug).toBeGreaterThanOrEqual(11)
  })

  it('never shows two pictures that look alike (motif, ground and side) in any list of insights', () => {
    const look = (i: InsightPlan) => `${i.picture.motif}/${i.picture.framing.ground}/${i.picture.framing.mirror}`
    expect(new Set(insights.map(look)).size).toBe(insights.length)
  })

  it('draws some pictures on sand and white grounds as well as navy', () => {
    expect(new Set(insights.map((i) => i.picture.framing.ground))).toEqual(new Set(['navy', 'sand', 'white']))
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
