import { describe, expect, it } from 'vitest'
import { practiceLeads, seniorConsultants, subsectorLeads } from './senior-consultants'

const person = (role: string, name: string) => ({ name, role })

describe('seniorConsultants', () => {
  it('keeps leaders, partners and principals, most senior first, and leaves out associates and consultants', () => {
    const people = [
      person('Associate', 'Ann'),
      person('Partner', 'Bea'),
      person('Consultant', 'Cy'),
      person('Office Leader', 'Dan'),
      person('Principal', 'Eve'),
    ]
    expect(seniorConsultants(people).map((c) => c.role)).toEqual(['Office Leader', 'Partner', 'Principal'])
  })
})

describe('practiceLeads', () => {
  it('introduces one row of the most senior, never an associate while a senior is left out', () => {
    const people = [
      person('Associate', 'Ann'),
      person('Principal', 'Bo'),
      person('Partner', 'Cal'),
      person('Consultant', 'Di'),
      person('Partner', 'Ed'),
      person('Practice Leader', 'Flo'),
      person('Principal', 'Gus'),
      person('Principal', 'Hal'),
    ]
    expect(practiceLeads(people).map((p) => p.name)).toEqual(['Flo', 'Cal', 'Ed', 'Bo'])
  })

  it('shows an even count, so a phone’s two columns end full, and juniors only when nobody else is there', () => {
    expect(practiceLeads([person('Partner', 'A'), person('Partner', 'B'), person('Principal', 'C')])).toHaveLength(2)
    expect(practiceLeads([person('Associate', 'A'), person('Consultant', 'B')]).map((p) => p.name)).toEqual(['B', 'A'])
    expect(practiceLeads([])).toEqual([])
  })
})

describe('subsectorLeads', () => {
  const seniors = Array.from({ length: 8 }, (_, id) => id)
  // practiceLeads shows the first row of the same order the subsectors step through

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
