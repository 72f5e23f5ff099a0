import { describe, expect, it } from 'vitest'
import { frameFittingBoth, type Place } from './frames'
import { naturalEarth } from './projection'

// Europe's spread (Lisbon, Oslo, Athens, Istanbul) and a tall one (Oslo to Johannesburg)
const WIDE: Place[] = [
  { lng: -9.14, lat: 38.72 },
  { lng: 10.75, lat: 59.91 },
  { lng: 23.73, lat: 37.98 },
  { lng: 28.98, lat: 41.01 },
]
const TALL: Place[] = [
  { lng: 10.75, lat: 59.91 },
  { lng: 28.05, lat: -26.2 },
]

describe('frameFittingBoth', () => {
  it.each([
    ['wide', WIDE],
    ['tall', TALL],
  ] as const)('is 4:3, and its centred 2:1 band (the phone’s cut) holds every %s place with a margin', (_, places) => {
    const frame = frameFittingBoth(places, 2, 4 / 3)
    const width = frame.maxX - frame.minX
    const height = frame.maxY - frame.minY
    expect(width / height).toBeCloseTo(4 / 3, 9)
    const bandHeight = width / 2
    const bandTop = (frame.minY + frame.maxY) / 2 - bandHeight / 2
    for (const p of places) {
      const [x, y] = naturalEarth(p.lng, p.lat)
      // at least 5 % of the band's size from each edge: a pin of 7 px on a 360 px map stays whole
      expect(x - frame.minX).toBeGreaterThan(width * 0.05)
      expect(frame.maxX - x).toBeGreaterThan(width * 0.05)
      expect(y - bandTop).toBeGreaterThan(bandHeight * 0.05)
      expect(bandTop + bandHeight - y).toBeGreaterThan(bandHeight * 0.05)
    }
  })
})
