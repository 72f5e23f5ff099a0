import { describe, expect, it } from 'vitest'
import { seniorConsultants, subsectorLeads } from './senior-consultants'

describe('seniorConsultants', () => {
  it('keeps partners, leaders and principals in order and leaves out associates and consultants', () => {
    const people = ['Associate', 'Partner', 'Consultant', 'Office Leader', 'Principal'].map((role, id) => ({
      id,
      role,
    }))
    expect(seniorConsultants(people).map((c) => c.role)).toEqual(['Partner', 'Office Leader', 'Principal'])
  })
})

describe('subsectorLeads', () => {
  const seniors = Array.from({ length: 8 }, (_, id) => id)

  it('gives each subsector a row of four of its own, none of them the practice page’s first row', () => {
    const rows = [0, 1, 2].map((i) => subsectorLeads(seniors, i))
    for (const row of rows) expect(row).toHaveLength(4)
    expect(new Set(rows.map((r) => r.join())).size).toBe(3)
    expect(rows[0]).not.toEqual(seniors.slice(0, 4))
    for (const row of rows) expect(new Set(row).size).toBe(4)
  })

  it('shows everyone when there are four or fewer', () => {
    expect(subsectorLeads([1, 2, 3], 2)).toEqual([1, 2, 3])
  })
})
