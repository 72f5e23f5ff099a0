/** A point on the drawing plane: x to the east, y to the south (SVG's direction). */
export type Point = readonly [x: number, y: number]

/** A rectangle on the drawing plane. */
export type Box = { minX: number; minY: number; maxX: number; maxY: number }

const RADIANS = Math.PI / 180

/**
 * The Natural Earth projection (Šavrič, Jenny, Patterson and Jenny, 2011): a compromise world
 * projection drawn with two polynomials, so the whole world looks familiar without trigonometry or a
 * mapping library. Longitude and latitude in degrees; the result is in the projection's own units
 * (the equator spans about ±2.74), y growing southwards.
 */
export function naturalEarth(lng: number, lat: number): Point {
  const lambda = lng * RADIANS
  const phi = lat * RADIANS
  const phi2 = phi * phi
  const phi4 = phi2 * phi2
  const x = lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)))
  const y = phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)))
  return [x, -y]
}

/** The smallest box holding every point (null for none). */
export function boundsOf(points: readonly Point[]): Box | null {
  if (points.length === 0) return null
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const [x, y] of points) {
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  return { minX, minY, maxX, maxY }
}

/**
 * A box of the given aspect (width ÷ height) around `box`: grown by `padding` (a share of its larger
 * side), at least `minWidth` wide, centred on the original, so one city still gets a readable
 * neighbourhood and a spread-out region is not cut.
 */
export function frameBox(box: Box, { aspect, padding = 0, minWidth = 0 }: FrameOptions): Box {
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  const pad = Math.max(box.maxX - box.minX, box.maxY - box.minY) * padding
  let width = Math.max(box.maxX - box.minX + 2 * pad, minWidth)
  let height = box.maxY - box.minY + 2 * pad
  if (width / aspect < height) width = height * aspect
  else height = width / aspect
  return { minX: cx - width / 2, minY: cy - height / 2, maxX: cx + width / 2, maxY: cy + height / 2 }
}

export type FrameOptions = { aspect: number; padding?: number; minWidth?: number }
