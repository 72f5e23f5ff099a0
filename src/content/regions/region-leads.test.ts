import { describe, expect, it } from 'vitest'
import { regionLeads } from './region-leads'

const person = (name: string, role: string, office: number) => ({ name, role, office: { id: office } })

describe('the people a region introduces', () => {
  const people = [
    person('Anna Alder', 'Associate', 1),
    person('Ben Brook', 'Partner', 1),
    person('Cara Cole', 'Managing Partner', 1),
    person('Dan Dale', 'Partner', 2),
    person('Eva East', 'Consultant', 3),
    person('Finn Ford', 'Office Leader', 2),
  ]

  it('puts the most senior first and never an associate before a partner', () => {
    expect(regionLeads(people, 6).map((p) => p.name)).toEqual([
      'Cara Cole',
      'Finn Ford',
      'Ben Brook',
      'Dan Dale',
      'Eva East',
      'Anna Alder',
    ])
  })

  it('takes one person from each office before a second from any', () => {
    expect(regionLeads(people, 3).map((p) => p.name)).toEqual(['Cara Cole', 'Finn Ford', 'Eva East'])
  })

  it('accepts offices as ids, and fewer people than asked for', () => {
    const two = [
      { name: 'B', role: 'Partner', office: 7 },
      { name: 'A', role: 'Partner', office: 7 },
    ]
    expect(regionLeads(two, 8).map((p) => p.name)).toEqual(['A', 'B'])
  })
})
