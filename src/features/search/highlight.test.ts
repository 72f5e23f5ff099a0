import { describe, expect, it } from 'vitest'
import { highlight, mentions, snippet, type Segment } from './highlight'
import { SearchIndex } from './search-index'
import type { SearchEntry } from './types'

const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text)
const plain = (segments: Segment[]) => segments.map((s) => s.text).join('')
const terms = (...words: string[]) => new Set(words)

const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ')

describe('highlight', () => {
  it('marks each word whose normalised form is a term, keeping the original spelling', () => {
    const segments = highlight('Zürich and ZURICH: our Consultants in zurich', terms('zurich', 'consultants'))
    expect(marked(segments)).toEqual(['Zürich', 'ZURICH', 'Consultants', 'zurich'])
    expect(plain(segments)).toBe('Zürich and ZURICH: our Consultants in zurich')
    // words side by side stay separate marks
    expect(marked(highlight('Chief Financial', terms('chief', 'financial')))).toEqual(['Chief', 'Financial'])
  })

  it('marks a title spelt out when its abbreviation is a term, as one run, singular or plural', () => {
    expect(marked(highlight('Appointing a Chief Financial Officer', terms('cfo')))).toEqual(['Chief Financial Officer'])
    expect(marked(highlight('Chief Financial Officers, Treasury', terms('cfo')))).toEqual(['Chief Financial Officers'])
    expect(marked(highlight('Two non-executive directors', terms('ned')))).toEqual(['non-executive directors'])
    // the abbreviation written as such is marked too
    expect(marked(highlight('The CFO and the chief financial officer', terms('cfo')))).toEqual([
      'CFO',
      'chief financial officer',
    ])
  })

  it('leaves a title alone when its abbreviation is not a term, or the title is another', () => {
    expect(marked(highlight('The chief financial officer', terms('ceo')))).toEqual([])
    expect(marked(highlight('The chief risk officer', terms('cfo')))).toEqual([])
    expect(marked(highlight('The chief financial planner', terms('cfo')))).toEqual([])
  })

  it('merges a word inside a marked title into it', () => {
    expect(marked(highlight('A chief financial officer', terms('cfo', 'officer')))).toEqual(['chief financial officer'])
  })
})

describe('snippet', () => {
  it('is taken around the first matching word, with ellipses where it was cut', () => {
    const text = `${filler(60)} the technology practice ${filler(60)}`
    const segments = snippet(text, terms('technology'))
    expect(segments[0]).toEqual({ text: '…', mark: false })
    expect(segments.at(-1)).toEqual({ text: '…', mark: false })
    expect(marked(segments)).toEqual(['technology'])
  })

  it('is taken around a title its abbreviation matched, and marks it', () => {
    const text = `${filler(60)} the role of the Chief Financial Officer has widened ${filler(60)}`
    const segments = snippet(text, terms('cfo'))
    expect(plain(segments)).toContain('Chief Financial Officer has widened')
    expect(marked(segments)).toEqual(['Chief Financial Officer'])
  })

  it('starts at the text when nothing matches', () => {
    const text = `${filler(100)}`
    expect(plain(snippet(text, terms('cfo')))).toMatch(/^word0 word1 /)
  })
})

describe('mentions', () => {
  it('counts a title spelt out as a mention of its abbreviation', () => {
    expect(mentions('Our chief financial officers', terms('cfo'))).toBe(true)
    expect(mentions('Our finance chiefs', terms('cfo'))).toBe(false)
    expect(mentions('Our consultants', terms('consultants'))).toBe(true)
  })
})

describe('highlighting what the index matched', () => {
  const entry = (key: string, title: string, body: string): SearchEntry => ({
    key,
    source: key,
    type: 'insights',
    title,
    subtitle: '',
    summary: '',
    body,
    url: `/${key}`,
  })

  it('marks the spelt-out title a search for its abbreviation found', () => {
    const index = new SearchIndex()
    index.upsert(
      entry(
        'insights:1',
        'The new chief financial officer',
        `${filler(60)} today the chief financial officer leads data and technology ${filler(60)}`,
      ),
    )
    const [hit] = index.search('CFO').hits
    const words = new Set(hit!.terms)
    expect(marked(highlight(hit!.entry.title, words))).toEqual(['chief financial officer'])
    const segments = snippet(hit!.entry.body, words)
    expect(plain(segments)).toContain('today the chief financial officer leads')
    expect(marked(segments)).toEqual(['chief financial officer'])
  })

  it('marks the words of a spelt-out query where the page spells them out', () => {
    const index = new SearchIndex()
    index.upsert(entry('insights:2', 'Hiring a chief financial officer', ''))
    const [hit] = index.search('chief financial officer').hits
    expect(marked(highlight(hit!.entry.title, new Set(hit!.terms)))).toEqual(['chief', 'financial', 'officer'])
  })
})
