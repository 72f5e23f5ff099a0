import { describe, expect, it } from 'vitest'
import { boundsOf, frameBox, naturalEarth } from './projection'

describe('naturalEarth', () => {
  it('puts the origin at the centre and keeps the published extents (±2.7354 wide, ±1.4224 tall)', () => {
    const [x0, y0] = naturalEarth(0, 0)
    expect(x0).toBeCloseTo(0, 10)
    expect(y0).toBeCloseTo(0, 10)
    expect(naturalEarth(180, 0)[0]).toBeCloseTo(Math.PI * 0.8707, 6)
    expect(naturalEarth(0, 90)[1]).toBeCloseTo(-1.4224, 3)
    expect(naturalEarth(0, -90)[1]).toBeCloseTo(1.4224, 3)
  })

  it('is symmetric about both axes and y grows southwards', () => {
    const [x, y] = naturalEarth(23.7, 37.9)
    expect(naturalEarth(-23.7, 37.9)).toEqual([-x, y])
    expect(naturalEarth(23.7, -37.9)[1]).toBeCloseTo(-y, 12)
    expect(y).toBeLessThan(0)
  })

  it('narrows the parallels towards the poles and keeps latitudes in order', () => {
    expect(naturalEarth(180, 60)[0]).toBeLessThan(naturalEarth(180, 0)[0])
    const ys = [-80, -40, 0, 40, 80].map((lat) => naturalEarth(10, lat)[1])
    expect([...ys].sort((a, b) => b - a)).toEqual(ys)
  })
})

describe('frameBox', () => {
  const box = { minX: 0, minY: 0, maxX: 4, maxY: 1 }

  it('keeps the requested aspect and holds the box, centred', () => {
    const tall = frameBox(box, { aspect: 1 })
    expect(tall.maxX - tall.minX).toBeCloseTo(tall.maxY - tall.minY)
    expect(tall).toMatchObject({ minX: 0, maxX: 4 })
    expect((tall.minY + tall.maxY) / 2).toBeCloseTo(0.5)
    const wide = frameBox({ minX: 0, minY: 0, maxX: 1, maxY: 2 }, { aspect: 2 })
    expect(wide).toEqual({ minX: -1.5, minY: 0, maxX: 2.5, maxY: 2 })
  })

  it('gives a single point a minimum width and pads by a share of the larger side', () => {
    const point = frameBox({ minX: 1, minY: 1, maxX: 1, maxY: 1 }, { aspect: 2, minWidth: 0.4 })
    expect(point).toEqual({ minX: 0.8, minY: 0.9, maxX: 1.2, maxY: 1.1 })
    // a quarter of the 4-unit side on each side: 6 × 3, which is already 2:1
    expect(frameBox(box, { aspect: 2, padding: 0.25 })).toEqual({ minX: -1, minY: -1, maxX: 5, maxY: 2 })
  })
})

describe('boundsOf', () => {
  it('is null for no point and the enclosing box otherwise', () => {
    expect(boundsOf([])).toBeNull()
    expect(
      boundsOf([
        [1, 5],
        [-2, 3],
        [4, -1],
      ]),
    ).toEqual({ minX: -2, minY: -1, maxX: 4, maxY: 5 })
  })
})
