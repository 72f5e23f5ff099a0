import { describe, expect, it } from 'vitest'
import { countryLine, groupByRegion, regionAnchor } from './office-groups'

const regions = [
  { id: 1, slug: 'africa', title: 'Africa' },
  { id: 2, slug: 'asia-pacific', title: 'Asia Pacific' },
  { id: 3, slug: 'europe', title: 'Europe' },
]

describe('groupByRegion', () => {
  it('puts each office under its region, in the given orders, with the region’s anchor', () => {
    const offices = [
      { id: 10, city: 'Athens', region: 3 },
      { id: 11, city: 'Lagos', region: 1 },
      { id: 12, city: 'London', region: 3 },
      { id: 13, city: 'Nairobi', region: { id: 1 } },
    ]
    const groups = groupByRegion(regions, offices)
    expect(groups.map((g) => [g.anchor, g.offices.map((o) => o.city)])).toEqual([
      ['africa', ['Lagos', 'Nairobi']],
      ['europe', ['Athens', 'London']],
    ])
    expect(groups[0]!.region).toBe(regions[0])
  })

  it('lists every office exactly once and leaves out those of unpublished regions', () => {
    const offices = Array.from({ length: 30 }, (_, i) => ({ id: i, region: (i % 4) + 1 }))
    const listed = groupByRegion(regions, offices).flatMap((g) => g.offices.map((o) => o.id))
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.sort((a, b) => a - b)).toEqual(offices.filter((o) => o.region !== 4).map((o) => o.id))
  })

  it('gives nothing for no office', () => {
    expect(groupByRegion(regions, [])).toEqual([])
  })
})

describe('regionAnchor', () => {
  it('is the region’s slug, usable as a fragment', () => {
    expect(regionAnchor({ slug: 'north-america' })).toBe('north-america')
  })
})

describe('countryLine', () => {
  it('names the country under the city', () => {
    expect(countryLine('Athens', 'Greece')).toBe('Greece')
    expect(countryLine('Kuwait City', 'Kuwait')).toBe('Kuwait')
  })

  it('says nothing where the country would repeat the city', () => {
    expect(countryLine('Singapore', 'Singapore')).toBeNull()
    expect(countryLine('Hong Kong', 'Hong Kong SAR')).toBeNull()
    expect(countryLine('monaco ', 'Monaco')).toBeNull()
  })
})
