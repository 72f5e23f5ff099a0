import { clipRing, overlaps } from './clip'
import { boundsOf, naturalEarth, type Box, type Point } from './projection'
import { simplifyRing } from './simplify'

/** A land ring projected with Natural Earth, with its bounds, ready to be framed. */
export type LandRing = { points: readonly Point[]; bounds: Box }

export type MapMarker = { key: string; lng: number; lat: number }
export type DrawnMarker = { key: string; x: number; y: number }

/** A map ready for an `<svg viewBox="0 0 {width} {height}">`: one path for all land and the markers' places. */
export type DrawnMap = { width: number; height: number; land: string; markers: DrawnMarker[] }

/** A ring given in degrees ([longitude, latitude]) as a projected land ring. */
export function projectRing(degrees: readonly Point[]): LandRing {
  const points = degrees.map(([lng, lat]) => naturalEarth(lng, lat))
  return { points, bounds: boundsOf(points) ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 } }
}

const WORLD: Box = { minX: -180, minY: -90, maxX: 180, maxY: 90 }

/**
 * A ring of the atlas as rings that stay within ±180° of longitude. The atlas keeps shapes that cross
 * the antimeridian (eastern Russia, Fiji) whole, jumping 360° between neighbouring points; drawn as
 * is they would streak across the map. The ring is made continuous, then cut to the world's width,
 * with the part beyond it shifted back to the other side.
 */
export function splitAtAntimeridian(ring: readonly Point[]): Point[][] {
  const unwrapped: Point[] = []
  let shift = 0
  for (let i = 0; i < ring.length; i += 1) {
    const [lng, lat] = ring[i]!
    if (i > 0) {
      const step = lng - ring[i - 1]![0]
      if (step > 180) shift -= 360
      else if (step < -180) shift += 360
    }
    unwrapped.push([lng + shift, lat])
  }
  const bounds = boundsOf(unwrapped)
  if (!bounds || (bounds.minX >= -180 && bounds.maxX <= 180)) return [unwrapped]
  const offset = bounds.maxX > 180 ? -360 : 360
  return [unwrapped, unwrapped.map(([x, y]): Point => [x + offset, y])]
    .map((r) => clipRing(r, WORLD))
    .filter((r) => r.length >= 3)
}

/** The Natural Earth box of a longitude/latitude window (the projection widens towards the equator). */
export function projectedBox(west: number, south: number, east: number, north: number): Box {
  const samples: Point[] = []
  for (let i = 0; i <= 16; i += 1) {
    const lat = south + ((north - south) * i) / 16
    samples.push(naturalEarth(west, lat), naturalEarth(east, lat))
  }
  return boundsOf(samples)!
}

function format(tenths: number): string {
  if (tenths === 0) return '0'
  const text = String(Math.abs(tenths) / 10).replace(/^0\./, '.')
  return tenths < 0 ? `-${text}` : text
}

/** "x y" pairs joined as tightly as SVG allows: a minus sign separates numbers by itself. */
function pairs(values: number[]): string {
  let out = ''
  for (const v of values) {
    const text = format(v)
    out += out === '' || text.startsWith('-') ? text : ` ${text}`
  }
  return out
}

/** Twice the signed area of a ring, in squared tenths. */
function doubleArea(ring: ReadonlyArray<readonly [number, number]>): number {
  let sum = 0
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i]!
    const [x2, y2] = ring[(i + 1) % ring.length]!
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

/**
 * How far a drawn coast may stray from the atlas's, in drawing units: a map is drawn 640 or 1000 units
 * wide and shown at about as many CSS pixels or fewer, so half a unit is half a pixel or less, which no
 * screen shows (a side-by-side at twice the size showed no difference), while fjords and islands drop
 * most of their points: Europe's region map goes from 70 KB of path to 22 KB, a third of the page.
 */
export const MAP_TOLERANCE = 0.5

/**
 * Projected land and the markers (in degrees, projected with Natural Earth) framed by `frame` (a box
 * in the projection's units), scaled to `width` drawing units. Coordinates are rounded to a tenth of a unit and written
 * relative to the previous point, islands smaller than `minArea` square units are left out, so
 * the path stays small enough to inline in the page. Deterministic: the same input gives the same path.
 */
export function drawMap({
  rings,
  frame,
  width,
  markers = [],
  minArea = 0.5,
  tolerance = MAP_TOLERANCE,
}: {
  rings: readonly LandRing[]
  frame: Box
  width: number
  markers?: readonly MapMarker[]
  minArea?: number
  /** How far (in drawing units) the drawn coast may stray from the atlas's: points closer are dropped. */
  tolerance?: number
}): DrawnMap {
  const scale = width / (frame.maxX - frame.minX)
  const height = Math.round((frame.maxY - frame.minY) * scale * 10) / 10
  // cut a little outside the frame, so the seams that clipping leaves on the cut fall out of sight
  const margin = (frame.maxX - frame.minX) * 0.02
  const cut: Box = {
    minX: frame.minX - margin,
    minY: frame.minY - margin,
    maxX: frame.maxX + margin,
    maxY: frame.maxY + margin,
  }
  const toTenths = ([x, y]: Point): [number, number] => [
    Math.round((x - frame.minX) * scale * 10),
    Math.round((y - frame.minY) * scale * 10),
  ]

  const parts: string[] = []
  for (const { points, bounds } of rings) {
    if (!overlaps(bounds, cut)) continue
    const inside =
      bounds.minX >= cut.minX && bounds.maxX <= cut.maxX && bounds.minY >= cut.minY && bounds.maxY <= cut.maxY
    const clipped = inside ? points : clipRing(points, cut)
    const tenths: Array<[number, number]> = []
    for (const p of clipped) {
      const t = toTenths(p)
      const last = tenths[tenths.length - 1]
      if (!last || last[0] !== t[0] || last[1] !== t[1]) tenths.push(t)
    }
    if (tenths.length < 3 || Math.abs(doubleArea(tenths)) / 200 < minArea) continue
    const outline = simplifyRing(tenths, tolerance * 10)
    // a sliver thinner than the tolerance would be drawn as a line
    if (outline.length < 3) continue
    const [start, ...rest] = outline
    const deltas: number[] = []
    let previous = start!
    for (const t of rest) {
      deltas.push(t[0] - previous[0], t[1] - previous[1])
      previous = t
    }
    parts.push(`M${pairs([start![0], start![1]])}l${pairs(deltas)}z`)
  }

  const drawnMarkers = markers.map((m) => {
    const [x, y] = toTenths(naturalEarth(m.lng, m.lat))
    return { key: m.key, x: x / 10, y: y / 10 }
  })
  return { width, height, land: parts.join(''), markers: drawnMarkers }
}
