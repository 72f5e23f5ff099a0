import { describe, expect, it } from 'vitest'
import type { Segment } from '@/features/search/highlight'
import { SearchIndex } from '@/features/search/search-index'
import type { SearchEntry } from '@/features/search/types'
import { parseSiteSearch, runSearch } from './run-search'
import type { SearchType } from './search-types'

const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text)
const plain = (segments: Segment[]) => segments.map((s) => s.text).join('')
const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ')

function entry(key: string, more: Partial<SearchEntry<SearchType>>): SearchEntry<SearchType> {
  return { key, source: key, type: 'insights', title: '', subtitle: '', summary: '', body: '', url: `/${key}`, ...more }
}

async function search(q: string, entries: SearchEntry<SearchType>[]) {
  const index = new SearchIndex<SearchType>()
  for (const e of entries) index.upsert(e)
  const results = await runSearch({ index, refresh: () => Promise.resolve() }, parseSiteSearch({ q }), 'firm')
  return results.items
}

describe('search results: what matched is what is marked', () => {
  it('takes the snippet around a title its abbreviation found, and marks it there and in the title', async () => {
    const [item] = await search('CFO', [
      entry('insights:1', {
        title: 'The new chief financial officer in retail',
        summary: 'Finance chiefs now spend as much time on strategy as on reporting.',
        body: `${filler(80)} The role of the Chief Financial Officer has expanded considerably. ${filler(80)}`,
      }),
    ])
    expect(marked(item!.title)).toEqual(['chief financial officer'])
    expect(plain(item!.snippet)).toContain('The role of the Chief Financial Officer has expanded')
    expect(marked(item!.snippet)).toEqual(['Chief Financial Officer'])
  })

  it('prefers the summary when it spells the title out', async () => {
    const [item] = await search('cfo', [
      entry('functions:1', {
        type: 'functions',
        title: 'Finance',
        summary: 'Chief financial officers who are partners to the board.',
        body: 'Finance leaders of every kind.',
      }),
    ])
    expect(plain(item!.snippet)).toBe('Chief financial officers who are partners to the board.')
    expect(marked(item!.snippet)).toEqual(['Chief financial officers'])
    expect(marked(item!.title)).toEqual([])
  })

  it('still marks plain words, completed prefixes and accents as written', async () => {
    const [item] = await search('zurich consu', [
      entry('offices:1', { type: 'offices', title: 'Zürich', summary: 'Our consultants in Zürich.' }),
    ])
    expect(marked(item!.title)).toEqual(['Zürich'])
    expect(marked(item!.snippet)).toEqual(['consultants', 'Zürich'])
  })
})
