/**
 * The faces a practice's tile shows: a few of its senior people, chosen across all the tiles of a page at
 * once so that, while the firm has enough people, no face shows on two tiles (a wall of practices that
 * repeats the same few partners reads as a template, not a firm).
 */
export function practiceFaces<T extends { slug: string }>(
  practices: ReadonlyArray<{ key: string; members: readonly T[] }>,
  per = 3,
): Map<string, T[]> {
  const shown = new Set<string>()
  const faces = new Map<string, T[]>()
  // the practices with fewest people choose first (they have least to choose from); each takes the
  // people no other tile shows, most senior first, then, where it has too few of them, the most senior
  // of its own people again. The map keeps the practices' own order.
  const order = [...practices].sort((a, b) => a.members.length - b.members.length)
  for (const { key } of practices) faces.set(key, [])
  for (const { key, members } of order) {
    const fresh = members.filter((m) => !shown.has(m.slug)).slice(0, per)
    const again = members.filter((m) => !fresh.includes(m)).slice(0, per - fresh.length)
    const picked = [...fresh, ...again]
    for (const p of picked) shown.add(p.slug)
    faces.set(key, picked)
  }
  return faces
}

/** The key of an area in `practiceFaces`: industries and functions are numbered apart. */
export const practiceKey = (kind: string, id: number) => `${kind}:${id}`
