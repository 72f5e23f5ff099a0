import { describe, expect, it } from 'vitest'
import {
  abbreviationsAt,
  normalizeText,
  queryTerms,
  tokenize,
  tokenizeWithOffsets,
  withAbbreviations,
} from './normalize'

describe('search normaliser', () => {
  it('folds case and accents so "Zürich", "ZURICH" and "zurich" are one word', () => {
    expect(tokenize('Zürich ZURICH zurich')).toEqual(['zurich', 'zurich', 'zurich'])
    expect(tokenize('São Paulo, Île-de-France, Kraków')).toEqual(['sao', 'paulo', 'ile', 'de', 'france', 'krakow'])
    expect(normalizeText('Straße Æther Øresund')).toBe('strasse aether oresund')
  })

  it('splits on punctuation, keeps digits and joins possessives', () => {
    expect(tokenize("Women's careers: top-15 questions (2026)")).toEqual([
      'womens',
      'careers',
      'top',
      '15',
      'questions',
      '2026',
    ])
    expect(tokenize('  ')).toEqual([])
  })

  it('treats operators, quotes and SQL as plain words', () => {
    expect(tokenize(`"board" OR 1=1; DROP TABLE search_documents; -- <script>`)).toEqual([
      'board',
      'or',
      '1',
      '1',
      'drop',
      'table',
      'search',
      'documents',
      'script',
    ])
  })

  it('drops stop words from a query unless nothing else is left', () => {
    expect(queryTerms('The future of the board')).toEqual(['future', 'board'])
    expect(queryTerms('the of')).toEqual(['the', 'of'])
    expect(queryTerms('board BOARD Board')).toEqual(['board'])
  })

  it('reports each word with its offsets in the original text', () => {
    const text = 'Héllo, Wörld!'
    expect(tokenizeWithOffsets(text).map((t) => [text.slice(t.start, t.end), t.term])).toEqual([
      ['Héllo', 'hello'],
      ['Wörld', 'world'],
    ])
  })
})

describe('withAbbreviations', () => {
  it('adds the abbreviation after a title spelt out, singular or plural, and keeps every word', () => {
    expect(withAbbreviations(tokenize('Appointing a Chief Financial Officer'))).toEqual([
      'appointing',
      'a',
      'chief',
      'financial',
      'officer',
      'cfo',
    ])
    expect(withAbbreviations(tokenize('Chief Financial Officers, Treasury'))).toContain('cfo')
    expect(withAbbreviations(tokenize('two non-executive directors'))).toContain('ned')
  })

  it('says which title starts at a word, and how many words it takes', () => {
    const words = tokenize('Our chief financial officers')
    expect(abbreviationsAt(words, 1)).toEqual([{ abbreviation: 'cfo', length: 3 }])
    expect(abbreviationsAt(words, 2)).toEqual([])
  })

  it('adds nothing for a title cut short or another role', () => {
    expect(withAbbreviations(tokenize('chief financial planning'))).not.toContain('cfo')
    expect(withAbbreviations(tokenize('chief risk officer'))).toEqual(['chief', 'risk', 'officer'])
  })
})
