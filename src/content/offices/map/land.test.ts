import { describe, expect, it } from 'vitest'
import { drawMap } from './draw'
import { frameAround, frameFitting, WORLD_FRAME } from './frames'
import { landRings, type LandDetail } from './land'
import { naturalEarth, type Point } from './projection'

/** Whether a projected point lies on the atlas's land (even-odd ray casting over every ring). */
function onLand(detail: LandDetail, lng: number, lat: number): boolean {
  const [x, y] = naturalEarth(lng, lat)
  let inside = false
  for (const { points, bounds } of landRings(detail)) {
    if (x < bounds.minX || x > bounds.maxX || y < bounds.minY || y > bounds.maxY) continue
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i] as Point
      const [xj, yj] = points[j] as Point
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

describe('landRings (Natural Earth land from world-atlas)', () => {
  it.each<LandDetail>(['world', 'local'])('%s: the continents are land and the oceans are not', (detail) => {
    expect(onLand(detail, 2.35, 48.86)).toBe(true) // Paris
    expect(onLand(detail, -99.13, 19.43)).toBe(true) // Mexico City
    expect(onLand(detail, 151.21, -33.87 + 0.5)).toBe(true) // inland of Sydney
    expect(onLand(detail, 28.04, -26.2)).toBe(true) // Johannesburg
    expect(onLand(detail, -40, 30)).toBe(false) // the North Atlantic
    expect(onLand(detail, 160, 0)).toBe(false) // the Pacific
    expect(onLand(detail, 18, 35)).toBe(false) // the Mediterranean
  })

  it('keeps every ring within ±180° and leaves Antarctica out', () => {
    const edge = naturalEarth(180, 0)[0] + 1e-9
    for (const detail of ['world', 'local'] as const) {
      for (const { bounds } of landRings(detail)) {
        expect(bounds.minX).toBeGreaterThanOrEqual(-edge)
        expect(bounds.maxX).toBeLessThanOrEqual(edge)
        expect(bounds.minY).toBeLessThan(naturalEarth(0, -60)[1])
      }
    }
  })

  it('draws the world as one path of reasonable size, the same each time', () => {
    const draw = () => drawMap({ rings: landRings('world'), frame: WORLD_FRAME, width: 1000, minArea: 2 })
    const map = draw()
    expect(map.land).toMatch(/^M[-\d. ]+l/)
    expect(map.land).not.toMatch(/NaN|Infinity/)
    expect(map.land.length).toBeGreaterThan(10_000)
    expect(map.land.length).toBeLessThan(60_000)
    expect(draw()).toEqual(map)
  })

  it('draws a city’s neighbourhood from the detailed atlas, cut to the frame', () => {
    const athens = { lng: 23.7275, lat: 37.9838 }
    const map = drawMap({
      rings: landRings('local'),
      frame: frameAround(athens, 4 / 3),
      width: 640,
      markers: [{ key: 'a', ...athens }],
    })
    expect(map.height).toBe(480)
    expect(map.markers).toEqual([{ key: 'a', x: 320, y: 240 }])
    expect(map.land.length).toBeGreaterThan(1_000)
    expect(map.land.length).toBeLessThan(40_000)
  })

  it('frames a group of places with every one inside', () => {
    const places = [
      { lng: -0.13, lat: 51.51 },
      { lng: 28.98, lat: 41.01 },
      { lng: -9.14, lat: 38.72 },
    ]
    const frame = frameFitting(places, 4 / 3)
    expect((frame.maxX - frame.minX) / (frame.maxY - frame.minY)).toBeCloseTo(4 / 3)
    for (const p of places) {
      const [x, y] = naturalEarth(p.lng, p.lat)
      expect(x).toBeGreaterThan(frame.minX)
      expect(x).toBeLessThan(frame.maxX)
      expect(y).toBeGreaterThan(frame.minY)
      expect(y).toBeLessThan(frame.maxY)
    }
  })
})
