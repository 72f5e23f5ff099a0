import { describe, expect, it } from 'vitest'
import { bySeniority, firstOfEachGroup, inStableTurn, rankOf, rotatingGroupPick, rowSize } from './people-pick'

const person = (name: string, role: string, region?: number) => ({ name, role, region })

describe('bySeniority', () => {
  it('puts the most senior first, then orders by name, an unknown role last', () => {
    const people = [
      person('Zoe Adams', 'Partner'),
      person('Ana Bell', 'Associate'),
      person('Max Cole', 'Managing Partner'),
      person('Bo Diaz', 'Partner'),
      person('Cy Eke', 'Visiting Fellow'),
    ]
    expect(bySeniority(people).map((p) => p.name)).toEqual(['Max Cole', 'Bo Diaz', 'Zoe Adams', 'Ana Bell', 'Cy Eke'])
    expect(rankOf('Visiting Fellow')).toBeGreaterThan(rankOf('Associate'))
  })

  it('leaves its input as it was', () => {
    const people = [person('B', 'Associate'), person('A', 'Partner')]
    bySeniority(people)
    expect(people.map((p) => p.name)).toEqual(['B', 'A'])
  })
})

describe('rowSize', () => {
  it('shows up to four, never an odd count above one', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => rowSize(n))).toEqual([0, 1, 2, 2, 4, 4, 4])
    expect(rowSize(7, 3)).toBe(2)
  })
})

describe('inStableTurn', () => {
  const names = [
    'Abena Eze',
    'Adam Berg',
    'Agnieszka Nowak',
    'Ahmed Saleh',
    'Ben Ortiz',
    'Chen Wei',
    'Dara Ng',
    'Eva Holm',
  ]
  const people = names.map((name) => ({ name, slug: name.toLowerCase().replace(' ', '-') }))

  it('orders people the same way on every call, whatever order they came in', () => {
    const turn = inStableTurn(people).map((p) => p.name)
    expect(inStableTurn([...people].reverse()).map((p) => p.name)).toEqual(turn)
    expect([...turn].sort()).toEqual(names)
  })

  it('is not the alphabet: the first of a list of A-names and others is not always an A-name', () => {
    expect(inStableTurn(people).map((p) => p.name)).not.toEqual(names)
    // four groups of two, each an A-name and another: not every group's first is its A-name
    const grouped = people.map((p, i) => ({ ...p, region: i % 4 }))
    const firsts = firstOfEachGroup(inStableTurn(grouped), (p) => p.region)
    expect(firsts.some((p) => !p.name.startsWith('A'))).toBe(true)
  })
})

describe('firstOfEachGroup', () => {
  it('keeps the first person of each group and drops people with none', () => {
    const ranked = [
      person('A', 'Partner', 1),
      person('B', 'Partner', 1),
      person('C', 'Partner'),
      person('D', 'Partner', 2),
    ]
    expect(firstOfEachGroup(ranked, (p) => p.region).map((p) => p.name)).toEqual(['A', 'D'])
  })
})

describe('rotatingGroupPick', () => {
  const people = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'd1', 'd2'].map((name) => ({ name, region: name[0] }))
  const pick = (position: number, count = 2) =>
    rotatingGroupPick(people, (p) => p.region, position, count).map((p) => p.name)

  it('takes one person of each group, never its first (introduced elsewhere) nor a group of one', () => {
    expect(pick(0, 4)).toEqual(['a2', 'b2', 'd2'])
    for (let position = 0; position < 6; position += 1) {
      const names = pick(position, 3)
      expect(
        names.some((n) => n.endsWith('1')),
        names.join(),
      ).toBe(false)
      expect(new Set(names.map((n) => n[0])).size).toBe(names.length)
    }
  })

  it('turns with the position, so neighbouring positions introduce other people', () => {
    expect(pick(0)).toEqual(['a2', 'b2'])
    expect(pick(1)).toEqual(['d2', 'a3'])
    expect(pick(2)).toEqual(['b2', 'd2'])
  })

  it('is empty when every group has one member', () => {
    expect(rotatingGroupPick([{ r: 'x' }, { r: 'y' }], (p) => p.r, 0, 4)).toEqual([])
  })
})
