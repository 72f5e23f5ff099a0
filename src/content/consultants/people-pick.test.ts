import { describe, expect, it } from 'vitest'
import { bySeniority, firstOfEachGroup, rankOf, rotatingPick, rowSize } from './people-pick'

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

describe('rotatingPick', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']

  it('gives consecutive positions different people, each in the order of the list', () => {
    expect(rotatingPick(ranked, 0, 4)).toEqual(['a', 'b', 'c', 'd'])
    expect(rotatingPick(ranked, 1, 4)).toEqual(['e', 'f', 'g', 'h'])
    // wraps round the end, and the list's order still holds within the pick
    expect(rotatingPick(ranked, 2, 4)).toEqual(['a', 'b', 'i', 'j'])
  })

  it('is the same on every call and never repeats a person', () => {
    for (let position = 0; position < 12; position += 1) {
      const pick = rotatingPick(ranked, position, 4)
      expect(pick).toEqual(rotatingPick(ranked, position, 4))
      expect(new Set(pick).size).toBe(4)
    }
  })

  it('takes what there is from a short list, nothing from an empty one, and a negative position as the first', () => {
    expect(rotatingPick(['a', 'b'], 3, 4)).toEqual(['a', 'b'])
    expect(rotatingPick([], 1, 4)).toEqual([])
    expect(rotatingPick(ranked, -2, 4)).toEqual(['a', 'b', 'c', 'd'])
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
