import { describe, expect, it } from 'vitest'
import { simplifyRing } from './simplify'

type P = [number, number]

/** The distance from `p` to the closed outline through `ring`. */
function distanceToOutline(p: P, ring: readonly P[]): number {
  let best = Infinity
  for (let i = 0; i < ring.length; i += 1) {
    const [a, b] = [ring[i]!, ring[(i + 1) % ring.length]!]
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
    const l = dx * dx + dy * dy
    const t = l === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l))
    best = Math.min(best, Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]))
  }
  return best
}

describe('simplifyRing', () => {
  it('drops the points of a straight edge and keeps the corners', () => {
    const square: P[] = [
      [0, 0],
      [5, 0],
      [10, 0],
      [10, 5],
      [10, 10],
      [5, 10],
      [0, 10],
      [0, 5],
    ]
    expect(simplifyRing(square, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ])
  })

  it('keeps every dropped point within the tolerance of the outline, and the ring in its order', () => {
    // a jagged coast: three lobes with a wobble finer than the tolerance at every point
    const ring: P[] = Array.from({ length: 2000 }, (_, i) => {
      const a = (i / 2000) * Math.PI * 2
      const r = 100 + 8 * Math.sin(3 * a) + 0.5 * Math.sin(i * 1.7) + 0.3 * Math.cos(i * 13.1)
      return [Math.round(r * Math.cos(a) * 10) / 10, Math.round(r * Math.sin(a) * 10) / 10]
    })
    const kept = simplifyRing(ring, 1)
    expect(kept.length).toBeLessThan(ring.length / 3)
    expect(kept.length).toBeGreaterThan(20)
    for (const p of ring) expect(distanceToOutline(p, kept)).toBeLessThanOrEqual(1 + 1e-9)
    // a subsequence of the ring: nothing moved, nothing reordered
    let at = 0
    for (const p of kept) {
      while (at < ring.length && ring[at] !== p) at += 1
      expect(at).toBeLessThan(ring.length)
    }
  })

  it('leaves a small ring or a zero tolerance alone', () => {
    const triangle: P[] = [
      [0, 0],
      [1, 0],
      [0, 1],
    ]
    expect(simplifyRing(triangle, 5)).toEqual(triangle)
    const ring: P[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]
    expect(simplifyRing(ring, 0)).toEqual(ring)
  })
})
