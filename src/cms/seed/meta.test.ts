import { describe, expect, it } from 'vitest'
import { fitDescription, fitSeoMeta, fitTitle, SEO_DESCRIPTION, SEO_TITLE } from './meta'

const WORDS =
  'Board chair succession and the new shape of leadership in private equity backed consumer groups today across every major market worldwide'.split(
    ' ',
  )

/** A text of words, about `length` characters long. */
function textOf(length: number): string {
  let out = ''
  for (let i = 0; out.length < length; i++) out = out ? `${out} ${WORDS[i % WORDS.length]}` : WORDS[0]!
  return out.slice(0, length).trim() || 'A'
}

describe('SEO fields of the demo content', () => {
  it('brings a title of any length into the panel range', () => {
    for (let length = 1; length <= 120; length++) {
      for (const collection of ['pages', 'insights']) {
        const { title } = fitSeoMeta(collection, { title: textOf(length), summary: textOf(120) })
        expect(title.length, `${collection} "${title}"`).toBeGreaterThanOrEqual(SEO_TITLE.min)
        expect(title.length, `${collection} "${title}"`).toBeLessThanOrEqual(SEO_TITLE.max)
      }
      const fr = fitSeoMeta('services', { title: textOf(length), language: 'fr', summary: textOf(120) })
      expect(fr.title.length, fr.title).toBeGreaterThanOrEqual(SEO_TITLE.min)
      expect(fr.title.length, fr.title).toBeLessThanOrEqual(SEO_TITLE.max)
    }
  })

  it('brings a description of any length into the panel range', () => {
    for (let length = 10; length <= 220; length++) {
      for (const language of ['en', 'fr'] as const) {
        const text = fitDescription(`${textOf(length)}.`, language)
        expect(text.length, text).toBeGreaterThanOrEqual(SEO_DESCRIPTION.min)
        expect(text.length, text).toBeLessThanOrEqual(SEO_DESCRIPTION.max)
      }
    }
  })

  it('keeps a title already in range and does not repeat its words in the ending', () => {
    const kept = 'Global Executive Search & Leadership Consulting Firm'
    expect(fitTitle(kept, [])).toBe(kept)
    const service = fitSeoMeta('services', { title: 'Executive Search', summary: textOf(120) }).title
    expect(service.toLowerCase().split('executive search').length - 1).toBe(1)
  })

  it('keeps whole sentences of a long description when they fill the range', () => {
    const long = `${textOf(90)}. ${textOf(40)}. ${textOf(80)}.`
    expect(fitDescription(long)).toBe(`${textOf(90)}. ${textOf(40)}.`)
  })

  it('names a consultant with the role', () => {
    const { title } = fitSeoMeta('consultants', { name: 'Ada Lovelace', role: 'Partner', summary: textOf(120) })
    expect(title.startsWith('Ada Lovelace, Partner')).toBe(true)
  })
})
