import { describe, expect, it } from 'vitest'
import { drawMap, MAP_TOLERANCE, projectRing, projectedBox, splitAtAntimeridian, type LandRing } from './draw'
import { frameFittingBoth, WORLD_FRAME } from './frames'
import { landRings } from './land'
import { naturalEarth, type Box, type Point } from './projection'

/** A ring already in projection units, as drawMap takes it. */
function ring(points: Point[]): LandRing {
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  return {
    points,
    bounds: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
  }
}

/** The absolute points of each subpath of a path written as drawMap writes it ("M x y l dx dy … z"). */
function decodePath(d: string): Point[][] {
  const rings: Point[][] = []
  for (const part of d.split('z').filter(Boolean)) {
    const [abs, rel] = part.slice(1).split('l') as [string, string]
    const numbers = (text: string) => (text.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number)
    const [x0, y0] = numbers(abs) as [number, number]
    const points: Point[] = [[x0, y0]]
    const deltas = numbers(rel)
    for (let i = 0; i < deltas.length; i += 2) {
      const [px, py] = points[points.length - 1]!
      points.push([Math.round((px + deltas[i]!) * 10) / 10, Math.round((py + deltas[i + 1]!) * 10) / 10])
    }
    rings.push(points)
  }
  return rings
}

const frame: Box = { minX: 0, minY: 0, maxX: 2, maxY: 1 }
const unitSquare = ring([
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
])

describe('drawMap', () => {
  it('scales the frame to the width and writes a ring as a start point and relative steps', () => {
    const map = drawMap({ rings: [unitSquare], frame, width: 100 })
    expect(map).toMatchObject({ width: 100, height: 50 })
    expect(map.land).toBe('M0 0l50 0 0 50-50 0z')
    expect(decodePath(map.land)).toEqual([
      [
        [0, 0],
        [50, 0],
        [50, 50],
        [0, 50],
      ],
    ])
  })

  it('rounds to tenths, writes small numbers without a leading zero and merges points that round together', () => {
    const map = drawMap({
      rings: [
        ring([
          [0.1, 0.1],
          [0.1003, 0.1001],
          [0.5, 0.1],
          [0.5, 0.50123],
        ]),
      ],
      frame,
      width: 100,
    })
    expect(map.land).toBe('M5 5l20 0 0 20.1z')
    const tiny = drawMap({
      rings: [unitSquare],
      frame: { minX: 0, minY: 0, maxX: 200, maxY: 100 },
      width: 100,
      minArea: 0,
    })
    expect(tiny.land).toBe('M0 0l.5 0 0 .5-.5 0z')
  })

  it('leaves out rings outside the frame and islands below the minimum area', () => {
    const far = ring([
      [5, 5],
      [6, 5],
      [6, 6],
    ])
    expect(drawMap({ rings: [far], frame, width: 100 }).land).toBe('')
    expect(drawMap({ rings: [unitSquare], frame, width: 100, minArea: 2501 }).land).toBe('')
    expect(drawMap({ rings: [unitSquare], frame, width: 100, minArea: 2499 }).land).not.toBe('')
  })

  it('cuts rings that leave the frame just outside it', () => {
    const big = ring([
      [-5, -5],
      [5, -5],
      [5, 5],
      [-5, 5],
    ])
    const [points] = decodePath(drawMap({ rings: [big], frame, width: 100 }).land)
    for (const [x, y] of points!) {
      expect(x).toBeGreaterThanOrEqual(-2)
      expect(x).toBeLessThanOrEqual(102)
      expect(y).toBeGreaterThanOrEqual(-2)
      expect(y).toBeLessThanOrEqual(52)
    }
  })

  it('places markers by their projected coordinates', () => {
    const around: Box = { minX: -1, minY: -1, maxX: 1, maxY: 1 }
    const { markers } = drawMap({
      rings: [],
      frame: around,
      width: 200,
      markers: [
        { key: 'origin', lng: 0, lat: 0 },
        { key: 'athens', lng: 23.7275, lat: 37.9838 },
      ],
    })
    expect(markers[0]).toEqual({ key: 'origin', x: 100, y: 100 })
    const [x, y] = naturalEarth(23.7275, 37.9838)
    expect(markers[1]!.x).toBeCloseTo((x + 1) * 100, 1)
    expect(markers[1]!.y).toBeCloseTo((y + 1) * 100, 1)
  })

  it('gives the same path for the same input', () => {
    const rings = [
      projectRing([
        [10, 40],
        [20, 40],
        [20, 50],
        [10, 45],
      ]),
    ]
    const box = projectedBox(0, 30, 30, 60)
    expect(drawMap({ rings, frame: box, width: 640 })).toEqual(drawMap({ rings, frame: box, width: 640 }))
  })
})

describe('splitAtAntimeridian', () => {
  it('leaves a ring within ±180° alone', () => {
    const ring: Point[] = [
      [10, 10],
      [20, 10],
      [20, 20],
    ]
    expect(splitAtAntimeridian(ring)).toEqual([ring])
  })

  it('cuts a ring that jumps across 180° into two, one on each side', () => {
    const fiji: Point[] = [
      [178, -16],
      [-179, -16],
      [-179, -18],
      [178, -18],
    ]
    const parts = splitAtAntimeridian(fiji)
    expect(parts).toHaveLength(2)
    for (const part of parts) {
      const lngs = part.map((p) => p[0])
      expect(Math.max(...lngs) - Math.min(...lngs)).toBeLessThanOrEqual(2 + 1e-9)
      for (const lng of lngs) expect(Math.abs(lng)).toBeLessThanOrEqual(180)
    }
    const east = parts.find((p) => p.some(([lng]) => lng > 0))!
    const west = parts.find((p) => p.some(([lng]) => lng < 0))!
    expect(east.map((p) => p[0]).sort((a, b) => a - b)).toEqual([178, 178, 180, 180])
    expect(west.map((p) => p[0]).sort((a, b) => a - b)).toEqual([-180, -180, -179, -179])
  })

  it('keeps the maps a page inlines small: the atlas’s coasts simplified within half a unit', () => {
    // Europe's offices, from Reykjavik to Athens and Moscow: the longest coasts of any region map
    const europe = [
      { key: 'reykjavik', lng: -21.9, lat: 64.1 },
      { key: 'lisbon', lng: -9.1, lat: 38.7 },
      { key: 'athens', lng: 23.7, lat: 37.9 },
      { key: 'moscow', lng: 37.6, lat: 55.7 },
      { key: 'oslo', lng: 10.7, lat: 59.9 },
    ]
    const frame = frameFittingBoth(europe, 2, 4 / 3)
    const exact = drawMap({ rings: landRings('local'), frame, width: 640, tolerance: 0 })
    const drawn = drawMap({ rings: landRings('local'), frame, width: 640 })
    expect(MAP_TOLERANCE).toBeLessThanOrEqual(0.5)
    expect(drawn.land.length).toBeLessThan(exact.land.length * 0.4)
    expect(drawn.land.length).toBeLessThan(30_000)
    // islands stay, but for slivers thinner than the tolerance
    expect(drawn.land.split('z').length).toBeGreaterThan(exact.land.split('z').length * 0.85)
    const world = drawMap({ rings: landRings('world'), frame: WORLD_FRAME, width: 1000, minArea: 2 })
    expect(world.land.length).toBeLessThan(24_000)
  })
})
