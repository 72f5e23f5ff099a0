import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { FIXED_ARTICLES, TITLE_TEMPLATES } from './data/insights'
import { planInsights, splitQuote } from './insights'
import { readingMinutes } from '@/content/insights/reading-time'
import { richText, type RichBlock } from '@/lib/lexical'
import { indefinite } from './words'

const templates = Object.values(TITLE_TEMPLATES).flat()

/** Words of a title that any article could share, so they say nothing about its subject. */
const GENERIC = new Set(
  'about beyond every from have into just lessons must need needs next not than that their this through today what when where which with will your leader leaders leadership leading executive executives'.split(
    ' ',
  ),
)

/** The words of a title pattern that name its subject, as stems ("succession" matches "successor"). */
function subjectStems(title: string): string[] {
  return title
    .replace(/\{(industry|function)\}/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !GENERIC.has(w))
    .map((w) => w.slice(0, Math.max(4, w.length - 3)))
}

const placeholders = (text: string) => new Set(text.match(/\{(industry|function)\}/g) ?? [])

const paragraphsOf = (content: readonly RichBlock[]) => content.filter((b): b is string => typeof b === 'string')

describe('insight bodies', () => {
  it('opens every article on its title’s subject: a word of the title is in the lede or a heading', () => {
    for (const t of templates) {
      const opening = [t.lede, ...t.sections.map((s) => s.heading)].join(' ').toLowerCase()
      const stems = subjectStems(t.title)
      expect(stems, t.title).not.toEqual([])
      expect(
        stems.filter((s) => opening.includes(s)),
        `${t.title}: none of ${stems.join(', ')} in its lede or headings`,
      ).not.toEqual([])
    }
  })

  it('names the industry or function of its title in its text, and no other placeholder', () => {
    for (const t of templates) {
      const body = [t.lede, ...t.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join(' ')
      expect([...placeholders(body)].sort(), t.title).toEqual([...placeholders(t.title)].sort())
    }
  })

  it('gives every article a lede and three to five sections of two or three paragraphs', () => {
    for (const t of templates) {
      expect(t.sections.length, t.title).toBeGreaterThanOrEqual(3)
      expect(t.sections.length, t.title).toBeLessThanOrEqual(5)
      for (const s of t.sections) {
        expect(s.paragraphs.length, `${t.title}: ${s.heading}`).toBeGreaterThanOrEqual(2)
        expect(s.paragraphs.length, `${t.title}: ${s.heading}`).toBeLessThanOrEqual(3)
      }
    }
  })

  it('sets one sentence apart as each article’s quote, after the first section, moved out of its paragraph', () => {
    for (const i of planInsights(planConsultants()).filter((x) => !x.pinnedPath)) {
      const at = i.content.findIndex((b) => typeof b === 'object' && 'quote' in b)
      const quotes = i.content.filter((b) => typeof b === 'object' && 'quote' in b)
      expect(quotes, i.title).toHaveLength(1)
      const firstHeading = i.content.findIndex((b) => typeof b === 'object' && 'h2' in b)
      const secondHeading = i.content.findIndex((b, n) => n > firstHeading && typeof b === 'object' && 'h2' in b)
      expect(at, i.title).toBeGreaterThan(secondHeading)
      const quote = (i.content[at] as { quote: string }).quote
      // said once: no paragraph holds it, and the paragraph before it reads whole with it
      for (const p of paragraphsOf(i.content)) expect(p, i.title).not.toContain(quote)
      expect(typeof i.content[at - 1], i.title).toBe('string')
      const whole = `${i.content[at - 1] as string} ${quote}`
      expect(whole.split(/(?<=[.?!])\s+(?=[A-Z])/).length, i.title).toBeGreaterThanOrEqual(3)
    }
  })

  it('takes a quote only from a paragraph that keeps two sentences, and only of a quote’s length', () => {
    const long =
      'One sentence here. Another one follows it. And a closing sentence long enough to stand on its own as a quote.'
    expect(splitQuote(long)).toEqual({
      rest: 'One sentence here. Another one follows it.',
      quote: 'And a closing sentence long enough to stand on its own as a quote.',
    })
    expect(splitQuote('Only one sentence. And a closing sentence long enough to stand on its own as a quote.')).toBe(
      undefined,
    )
    expect(splitQuote('One sentence here. Another one follows it. Too short.')).toBe(undefined)
  })

  it('never repeats a paragraph or a heading in two articles', () => {
    const paragraphs = [
      ...templates.flatMap((t) => [t.lede, ...t.sections.flatMap((s) => s.paragraphs)]),
      ...FIXED_ARTICLES.flatMap((a) => paragraphsOf(a.content)),
    ]
    expect(paragraphs.filter((p, n) => paragraphs.indexOf(p) !== n)).toEqual([])
    const headings = templates.flatMap((t) => t.sections.map((s) => s.heading))
    expect(headings.filter((h, n) => headings.indexOf(h) !== n)).toEqual([])
  })

  it('fills every placeholder, opening a sentence with a capital and putting “an” before “HR”', () => {
    const takeAn = [...INDUSTRIES, ...FUNCTIONS].map((x) => inlineName(x)).filter((n) => indefinite(n) === 'an')
    for (const i of planInsights(planConsultants()).filter((x) => !x.pinnedPath)) {
      for (const p of paragraphsOf(i.content)) {
        expect(p, i.title).not.toMatch(/[{}]/)
        expect(p, i.title).not.toMatch(/(^|[.?!] )[a-z]/)
        for (const name of takeAn) expect(p, i.title).not.toMatch(new RegExp(`\\b[Aa] ${name.replace('&', '\\&')}\\b`))
      }
    }
  })

  it('reads as an article: never under four minutes, and five or more for most', () => {
    const generated = planInsights(planConsultants()).filter((x) => !x.pinnedPath)
    const minutes = generated.map((i) => readingMinutes(richText(i.content)))
    for (const [n, m] of minutes.entries()) expect(m, generated[n]!.title).toBeGreaterThanOrEqual(4)
    expect(minutes.filter((m) => m >= 5).length).toBeGreaterThan((generated.length * 2) / 3)
  })
})
