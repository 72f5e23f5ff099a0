import { describe, expect, it } from 'vitest'
import { consultantWhere } from './where'

describe('consultantWhere', () => {
  it('is empty without filters', () => {
    expect(consultantWhere({})).toEqual({})
  })

  it('combines every filter with and, matching hasMany relationships by membership', () => {
    expect(consultantWhere({ office: 1, region: 2, industry: 3, function: 4, q: 'ann' })).toEqual({
      and: [
        { office: { equals: 1 } },
        { region: { equals: 2 } },
        { industries: { in: [3] } },
        { functions: { in: [4] } },
        { name: { like: 'ann' } },
      ],
    })
  })
})
