import { describe, expect, it } from 'vitest'
import type { CollectionConfig } from 'payload'
import { Industries } from '@/content/expertise/collection'
import { INSIGHT_SEARCH } from '@/content/insights/search-document'
import { OFFICE_SEARCH } from '@/content/offices/search-document'
import { plainText, searchDocumentOf } from '@/content/shared/search-document'
import { richText } from '@/lib/lexical'
import { entriesFor, searchedCollections } from './documents'

describe('entriesFor', () => {
  it('gives an industry one entry and each subsector its own page', () => {
    const entries = entriesFor('industries', searchDocumentOf(Industries)!, {
      id: 4,
      title: 'Technology',
      slug: 'technology',
      subsectors: [{ title: 'Fintech', slug: 'fintech', summary: 'Payments' }, { title: 'No slug yet' }],
    })
    expect(entries.map((e) => [e.key, e.url, e.subtitle])).toEqual([
      ['industries:4', '/expertise/industry/technology', 'Fintech, No slug yet'],
      ['industries:4/fintech', '/expertise/industry/technology/fintech', 'Technology'],
    ])
    expect(entries[1]?.summary).toBe('Payments')
  })

  it('gives an office one entry and each service page its own', () => {
    const entries = entriesFor('offices', OFFICE_SEARCH, {
      id: 2,
      title: 'London',
      slug: 'london',
      servicePages: [{ title: 'Board services', slug: 'board-services', intro: 'Boards' }],
    })
    expect(entries.map((e) => e.url)).toEqual(['/office/london', '/office/london/board-services'])
    expect(entries[1]).toMatchObject({ key: 'offices:2/board-services', subtitle: 'London', summary: 'Boards' })
  })

  it('links an insight at its canonical address', () => {
    const doc = { id: 1, title: 'A', slug: 'a', category: { slug: 'board', title: 'Board' } }
    expect(entriesFor('insights', INSIGHT_SEARCH, doc)[0]?.url).toBe('/insights/board/a')
    expect(entriesFor('insights', INSIGHT_SEARCH, { ...doc, pinnedPath: true })[0]?.url).toBe('/insights/a')
  })
})

describe('searchedCollections', () => {
  it("finds the collections that declare a search document, in the type filters' order", () => {
    const plain = { slug: 'redirects', fields: [] } satisfies CollectionConfig
    const offices = { slug: 'offices', fields: [], custom: { searchDocument: OFFICE_SEARCH } }
    const insights = { slug: 'insights', fields: [], custom: { searchDocument: INSIGHT_SEARCH } }
    expect(searchedCollections([insights, plain, offices]).map((c) => c.slug)).toEqual(['offices', 'insights'])
  })
})

describe('plainText', () => {
  it('keeps a heading apart from the text below it, and the words of one paragraph together', () => {
    const text = plainText(
      richText([{ h2: 'Our approach' }, 'We listen first.', { ul: ['Board search', 'Succession'] }, 'Then we act']),
    )
    expect(text).toBe('Our approach. We listen first. Board search. Succession. Then we act')
  })

  it('separates the fields of blocks, and keeps inline runs of one paragraph as written', () => {
    const bold = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Chief ', format: 1 },
              { type: 'text', text: 'executives', format: 0 },
            ],
          },
        ],
      },
    }
    expect(plainText([{ blockType: 'hero', heading: 'Recent appointments', subheading: 'Chair, CFO' }, bold])).toBe(
      'Recent appointments. Chair, CFO. Chief executives',
    )
  })
})
