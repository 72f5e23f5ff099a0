type Pair = readonly [number, number]

/** The squared distance from `p` to the segment `a`–`b`. */
function squaredDistanceToSegment(p: Pair, a: Pair, b: Pair): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
  const [x, y] = [a[0] + t * dx - p[0], a[1] + t * dy - p[1]]
  return x * x + y * y
}

/** Douglas–Peucker on an open line: the points of `line` to keep, its ends always kept. */
function keptOfLine(line: readonly Pair[], tolerance: number): boolean[] {
  const keep = line.map((_, i) => i === 0 || i === line.length - 1)
  const limit = tolerance * tolerance
  // a stack, not recursion: a coastline of the 1:50m atlas has thousands of points
  const spans: Array<[number, number]> = [[0, line.length - 1]]
  while (spans.length > 0) {
    const [from, to] = spans.pop()!
    let farthest = -1
    let distance = limit
    for (let i = from + 1; i < to; i += 1) {
      const d = squaredDistanceToSegment(line[i]!, line[from]!, line[to]!)
      if (d > distance) [farthest, distance] = [i, d]
    }
    if (farthest < 0) continue
    keep[farthest] = true
    spans.push([from, farthest], [farthest, to])
  }
  return keep
}

/**
 * A closed ring with the points a viewer cannot tell apart removed: none of the dropped points lies
 * further than `tolerance` from the outline that is kept (Douglas–Peucker). The ring is cut in two at
 * its first point and the point farthest from it, so both halves keep their ends.
 */
export function simplifyRing<P extends Pair>(ring: readonly P[], tolerance: number): P[] {
  if (ring.length <= 4 || tolerance <= 0) return [...ring]
  const first = ring[0]!
  let split = 1
  let distance = -1
  for (let i = 1; i < ring.length; i += 1) {
    const d = (ring[i]![0] - first[0]) ** 2 + (ring[i]![1] - first[1]) ** 2
    if (d > distance) [split, distance] = [i, d]
  }
  const halves = [ring.slice(0, split + 1), [...ring.slice(split), first]]
  const kept: P[] = []
  halves.forEach((half, n) => {
    const keep = keptOfLine(half, tolerance)
    // the second half begins at the split point and ends at the first one, both kept already
    half.forEach((p, i) => {
      if (keep[i] && (n === 0 || (i > 0 && i < half.length - 1))) kept.push(p)
    })
  })
  return kept
}
