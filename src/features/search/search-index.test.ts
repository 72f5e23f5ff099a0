import { describe, expect, it } from 'vitest'
import { editDistance, SearchIndex } from './search-index'
import type { SearchEntry } from './types'

/** Types as the content would declare them. */
type SearchType =
  'consultants' | 'offices' | 'insights' | 'webinars' | 'services' | 'industries' | 'functions' | 'regions' | 'pages'

let n = 0
function entry(type: SearchType, title: string, more: Partial<SearchEntry> = {}): SearchEntry {
  const key = `${type}:${++n}`
  return { key, source: key, type, title, subtitle: '', summary: '', body: '', url: `/${key}`, ...more }
}

function build(entries: SearchEntry[]): SearchIndex {
  const index = new SearchIndex()
  for (const e of entries) index.upsert(e)
  return index
}

const titles = (index: SearchIndex, q: string, type?: SearchType) =>
  index.search(q, { type, limit: 50 }).hits.map((h) => h.entry.title)

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and transpositions as one edit each', () => {
    expect(editDistance('tecnology', 'technology', 2)).toBe(1)
    expect(editDistance('technolgoy', 'technology', 2)).toBe(1)
    expect(editDistance('finance', 'fiance', 2)).toBe(1)
    expect(editDistance('board', 'beard', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
  })
})

describe('site search ranking', () => {
  const index = build([
    entry('industries', 'Technology', { summary: 'Leaders for software, hardware and telecoms.' }),
    entry('insights', 'Why boards miss the obvious', { body: 'Every board needs technology expertise today.' }),
    entry('consultants', 'Ada Lovelace', { subtitle: 'Partner · London', body: 'Leads our technology practice.' }),
    entry('consultants', 'Grace Hopper', { subtitle: 'Consultant · New York' }),
    entry('pages', 'Our consultants', { summary: 'Meet the consultants who lead our searches.' }),
    entry('offices', 'Zürich', { subtitle: 'Zürich, Switzerland' }),
    entry('services', 'Consulting for boards', { summary: 'Board effectiveness reviews.' }),
  ])

  it('ranks an exact title match above a body mention', () => {
    const found = titles(index, 'technology')
    expect(found[0]).toBe('Technology')
    expect(found).toEqual(expect.arrayContaining(['Why boards miss the obvious', 'Ada Lovelace']))
  })

  it('finds a title spelt out by its abbreviation: "cfo" finds chief financial officers', () => {
    const roles = build([
      entry('functions', 'Finance', { subtitle: 'Chief Financial Officers, Treasury, Investor Relations' }),
      entry('insights', 'Appointing a chief risk officer'),
      entry('webinars', 'The CFO as transformation leader'),
    ])
    expect(titles(roles, 'cfo').sort()).toEqual(['Finance', 'The CFO as transformation leader'])
    expect(titles(roles, 'cfo')).not.toContain('Appointing a chief risk officer')
  })

  it('completes a prefix: "consu" finds consultants', () => {
    const found = titles(index, 'consu')
    expect(found).toEqual(expect.arrayContaining(['Our consultants', 'Grace Hopper', 'Consulting for boards']))
    expect(found).not.toContain('Technology')
  })

  it('forgives a typo: "tecnology" finds technology, ranked as for the right word', () => {
    expect(titles(index, 'tecnology')[0]).toBe('Technology')
    expect(titles(index, 'Tehcnology')[0]).toBe('Technology')
    // the page titled with the corrected word beats longer titles that repeat it
    const idx = build([
      entry('industries', 'North America Technology', { subtitle: 'Technology', summary: 'Technology hubs.' }),
      entry('industries', 'Technology'),
    ])
    expect(titles(idx, 'tecnology')[0]).toBe('Technology')
    expect(index.search('tecnology').matched).toContain('technology')
  })

  it('ranks exact matches above prefix and typo matches in the same field', () => {
    const idx = build([
      entry('insights', 'Boardroom dynamics'),
      entry('insights', 'The board agenda'),
      entry('insights', 'Beard growth'),
    ])
    expect(titles(idx, 'board')).toEqual(['The board agenda', 'Boardroom dynamics'])
    const exactVsTypo = build([entry('pages', 'Finance leaders'), entry('pages', 'Fiance visas')])
    expect(titles(exactVsTypo, 'fiance')).toEqual(['Fiance visas'])
    expect(titles(exactVsTypo, 'finanse')).toEqual(['Finance leaders'])
    const scores = index.search('consultant').hits
    expect(scores[0]!.entry.title).toBe('Grace Hopper')
  })

  it('matches accents and case either way', () => {
    expect(titles(index, 'ZURICH')).toEqual(['Zürich'])
    expect(titles(index, 'zürich')).toEqual(['Zürich'])
  })

  it('puts the page titled exactly as the query first', () => {
    expect(titles(index, 'our consultants')[0]).toBe('Our consultants')
  })

  it('needs every word when some page has them all', () => {
    expect(titles(index, 'technology board')).toEqual(['Why boards miss the obvious'])
    // a word nothing contains does not empty the result: pages with the other words still show
    expect(titles(index, 'technology qqqxx')).toContain('Technology')
  })

  it('counts per type and filters by type with pagination', () => {
    const out = index.search('consu', { limit: 1 })
    expect(out.counts.consultants).toBe(1)
    expect(out.counts.pages).toBe(1)
    expect(out.counts.services).toBe(1)
    expect(out.total).toBe(3)
    expect(out.hits).toHaveLength(1)
    const onlyPages = index.search('consu', { type: 'pages' })
    expect(onlyPages.total).toBe(1)
    expect(onlyPages.counts.consultants).toBe(1)
    expect(onlyPages.hits.map((h) => h.entry.type)).toEqual(['pages'])
    const second = index.search('consu', { offset: 1, limit: 1 })
    expect(second.hits[0]!.entry.key).not.toBe(out.hits[0]!.entry.key)
  })

  it('finds nothing for an empty or unknown query and suggests a correction', () => {
    expect(index.search('').total).toBe(0)
    expect(index.search('   ').total).toBe(0)
    expect(index.search('xqzzqx').total).toBe(0)
    expect(index.suggest('tecnologi')).toBe('technology')
    expect(index.suggest('xqzzqx')).toBeNull()
  })

  it('replaces and removes entries in place', () => {
    const idx = build([entry('regions', 'Europe')])
    const e = entry('regions', 'Asia Pacific', { key: 'regions:x', source: 'regions:x' })
    idx.upsert(e)
    expect(titles(idx, 'asia')).toEqual(['Asia Pacific'])
    idx.upsert({ ...e, title: 'Americas' })
    expect(titles(idx, 'asia')).toEqual([])
    expect(titles(idx, 'americas')).toEqual(['Americas'])
    expect(idx.remove('regions:x')).toBe(true)
    expect(titles(idx, 'americas')).toEqual([])
    expect(idx.size).toBe(1)
    expect(titles(idx, 'europe')).toEqual(['Europe'])
    expect(idx.dictionarySize).toBe(1)
  })
})
