import type { Box, Point } from './projection'

type Edge = { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }

function edges(box: Box): Edge[] {
  const atX =
    (x: number) =>
    (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])]
  const atY =
    (y: number) =>
    (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y]
  return [
    { inside: (p) => p[0] >= box.minX, cross: atX(box.minX) },
    { inside: (p) => p[0] <= box.maxX, cross: atX(box.maxX) },
    { inside: (p) => p[1] >= box.minY, cross: atY(box.minY) },
    { inside: (p) => p[1] <= box.maxY, cross: atY(box.maxY) },
  ]
}

/**
 * A closed ring cut to a rectangle (Sutherland–Hodgman): what lies outside is replaced by a run
 * along the rectangle's edge. Enough for filled land seen through a window; a ring that leaves and
 * re-enters may leave a zero-width seam on the edge, which the frame hides.
 */
export function clipRing(ring: readonly Point[], box: Box): Point[] {
  let output: Point[] = [...ring]
  for (const edge of edges(box)) {
    if (output.length === 0) break
    const input = output
    output = []
    let previous = input[input.length - 1]!
    for (const current of input) {
      const currentIn = edge.inside(current)
      const previousIn = edge.inside(previous)
      if (currentIn) {
        if (!previousIn) output.push(edge.cross(previous, current))
        output.push(current)
      } else if (previousIn) {
        output.push(edge.cross(previous, current))
      }
      previous = current
    }
  }
  return output
}

/** Whether two rectangles overlap. */
export function overlaps(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
}
