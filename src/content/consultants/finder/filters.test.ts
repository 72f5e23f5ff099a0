import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  finderQuery,
  hasFilters,
  parseFinderFilters,
  resultSummary,
  type FinderOptions,
} from './filters'

const options: FinderOptions = {
  office: [{ id: 7, title: 'London', slug: 'london' }],
  region: [{ id: 2, title: 'Europe', slug: 'europe' }],
  industry: [{ id: 3, title: 'Technology', slug: 'technology' }],
  function: [{ id: 4, title: 'Finance', slug: 'finance' }],
}

describe('parseFinderFilters', () => {
  it('maps known slugs to ids and keeps the name query', () => {
    const f = parseFinderFilters(
      { office: 'london', region: 'europe', industry: 'technology', function: 'finance', q: '  Ann   Lee ' },
      options,
    )
    expect(f.ids).toEqual({ office: 7, region: 2, industry: 3, function: 4 })
    expect(f.q).toBe('Ann Lee')
    expect(finderQuery(f)).toEqual({
      office: 'london',
      region: 'europe',
      industry: 'technology',
      function: 'finance',
      q: 'Ann Lee',
    })
    expect(hasFilters(f)).toBe(true)
  })

  it('ignores unknown, empty and repeated values', () => {
    const f = parseFinderFilters({ office: 'atlantis', region: '', industry: ['technology', 'x'], page: '2' }, options)
    expect(f.ids).toEqual({ industry: 3 })
    expect(finderQuery(f)).toEqual({ industry: 'technology' })
    expect(hasFilters(parseFinderFilters({ office: 'nowhere', q: '   ' }, options))).toBe(false)
  })

  it('cuts a very long name query', () => {
    expect(parseFinderFilters({ q: 'a'.repeat(500) }, options).q).toHaveLength(100)
  })
})

describe('activeFilterCount', () => {
  it('counts each facet in force and the name search as one, unknown values not at all', () => {
    expect(activeFilterCount(parseFinderFilters({}, options))).toBe(0)
    expect(activeFilterCount(parseFinderFilters({ office: 'london', region: 'atlantis', q: 'ann' }, options))).toBe(2)
    expect(
      activeFilterCount(
        parseFinderFilters(
          { office: 'london', region: 'europe', industry: 'technology', function: 'finance' },
          options,
        ),
      ),
    ).toBe(4)
  })
})

describe('resultSummary', () => {
  it('counts the results and the range shown', () => {
    expect(resultSummary(0, 1, 24)).toBe('No consultants found')
    expect(resultSummary(1, 1, 24)).toBe('1 consultant')
    expect(resultSummary(20, 1, 24)).toBe('20 consultants')
    expect(resultSummary(150, 1, 24)).toBe('Showing 1–24 of 150 consultants')
    expect(resultSummary(150, 7, 24)).toBe('Showing 145–150 of 150 consultants')
  })
})
