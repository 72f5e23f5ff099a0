import { describe, expect, it } from 'vitest'
import { clipRing, overlaps } from './clip'
import type { Point } from './projection'

const square = (x0: number, y0: number, size: number): Point[] => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
]
const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 }

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    expect(clipRing(square(2, 2, 3), box)).toEqual(square(2, 2, 3))
  })

  it('drops a ring outside the box', () => {
    expect(clipRing(square(20, 20, 3), box)).toEqual([])
  })

  it('cuts a ring that crosses a corner to the part inside', () => {
    const clipped = clipRing(square(5, 5, 10), box)
    const sorted = [...clipped].sort((a, b) => a[0] - b[0] || a[1] - b[1])
    expect(sorted).toEqual([
      [5, 5],
      [5, 10],
      [10, 5],
      [10, 10],
    ])
  })

  it('puts the crossing points on the edge by interpolation', () => {
    const triangle: Point[] = [
      [5, 5],
      [15, 5],
      [5, 15],
    ]
    const clipped = clipRing(triangle, box)
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(10)
      expect(y).toBeLessThanOrEqual(10)
    }
    expect(clipped).toContainEqual([10, 5])
    expect(clipped).toContainEqual([5, 10])
  })
})

describe('overlaps', () => {
  it('tells touching and overlapping boxes from apart ones', () => {
    expect(overlaps(box, { minX: 10, minY: 10, maxX: 12, maxY: 12 })).toBe(true)
    expect(overlaps(box, { minX: 3, minY: -5, maxX: 4, maxY: 20 })).toBe(true)
    expect(overlaps(box, { minX: 11, minY: 0, maxX: 12, maxY: 1 })).toBe(false)
  })
})
