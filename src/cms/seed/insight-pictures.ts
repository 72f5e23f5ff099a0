import { INSIGHTS_PER_PAGE } from '@/content/insights/page-size'
import type { Framing, Ground, Motif } from './art'

/**
 * The insights' pictures. Rows of insight cards are the newest few of a filter (all, a category, an
 * industry, a function, an author, an office's or a region's authors), so a picture's motif is chosen
 * for the article's place in every such list at once: no two neighbours in any list share a motif, and
 * none two or three apart (the card below, in a grid three wide) where the pool allows. Each picture is drawn once, for one article.
 */

/** One picture per article of a category (src/cms/seed/insights.ts), so no two cards share one. */
export const INSIGHT_PICTURES_PER_CATEGORY = 16

/** The `n`th picture of a category (0 for its newest article). */
export const insightPictureKey = (category: string, n: number) => `hero-${category}-${n}`

/** The drawings of insight cards: none is a hero above insight cards (images.test.ts holds this). */
export const INSIGHT_MOTIFS = [
  { motif: 'summit', subject: 'a path climbing mountain ridges to a gold summit' },
  { motif: 'table', subject: 'a boardroom table seen from above, one seat in gold' },
  { motif: 'pipeline', subject: 'lines of dots converging on one gold point' },
  { motif: 'mosaic', subject: 'overlapping circles in many tones of blue and gold' },
  { motif: 'bridge', subject: 'a suspension bridge over still water, its deck lit in gold' },
  { motif: 'windows', subject: 'a facade of windows, some lit, one in gold' },
  { motif: 'tree', subject: 'a tree branching from one trunk, one fruit in gold' },
  { motif: 'rings', subject: 'arcs widening from a corner, one in gold' },
  { motif: 'compass', subject: 'a compass rose with its needle in gold' },
  { motif: 'steps', subject: 'steps rising to an open gold door' },
  { motif: 'weave', subject: 'threads of many tones woven together, one in gold' },
  { motif: 'lighthouse', subject: 'a lighthouse on a headland, its lantern lit in gold' },
  { motif: 'orbit', subject: 'bodies on tilted orbits around a gold centre' },
  { motif: 'globe', subject: 'a globe with offices joined by gold arcs' },
  { motif: 'sails', subject: 'sailing boats on still water, one sail in gold' },
  { motif: 'horizon', subject: 'a calm sea at first light, the sun rising in gold' },
  { motif: 'labyrinth', subject: 'a round labyrinth with a gold path to its centre' },
  { motif: 'skyline', subject: 'building elevations with a rhythm of windows, a few lit in gold' },
] as const satisfies ReadonlyArray<{ motif: Motif; subject: string }>

export type InsightMotif = (typeof INSIGHT_MOTIFS)[number]

export type InsightPicture = InsightMotif & { framing: Framing }

const GROUNDS: readonly Ground[] = ['navy', 'sand', 'white']
const ZOOMS = [1, 1.35, 1.7] as const

/** Pictures of one motif at most: each takes a ground and a side of its own (3 × 2). */
const USES_PER_MOTIF = GROUNDS.length * 2

/**
 * How the `k`th picture of the `m`th motif (newest first) is framed: its ground and side follow k + m
 * modulo 3 and 2, so the six pictures of a motif each look their own, and the motifs that follow one
 * another in the list of all insights (the first choice takes them in order) alternate grounds and sides.
 */
export function insightFraming(k: number, m: number): Framing {
  const turn = k + m
  return { ground: GROUNDS[turn % 3]!, mirror: turn % 2 === 1, zoom: ZOOMS[Math.floor(k / 2) % ZOOMS.length]! }
}

/**
 * A neighbour in a list costs far more than a card two places away, or three (the card below, in a
 * grid three cards wide), and those more than any other card of the list's first page of twelve, which
 * costs more than two cards twelve apart or less further down.
 */
const NEIGHBOUR = 100
const TWO_APART = 10
const ROW_BELOW = 10
const SAME_PAGE = 1
const FIRST_PAGE = 3
/** Cards on one page of a list (`/insights`, a category's page). */
export const CARDS_PER_PAGE = INSIGHTS_PER_PAGE

/** The cost of one motif on two cards `gap` places apart in a list. */
const costAt = (gap: number) => (gap === 1 ? NEIGHBOUR : gap === 2 ? TWO_APART : gap === 3 ? ROW_BELOW : SAME_PAGE)

/**
 * Motifs for articles given newest first, from the lists they appear in besides the list of all (each
 * newest first, by the articles' indices): a first choice in date order, each taking the motif that clashes least with the
 * articles already chosen and then the least used, and a few passes that move an article to a motif
 * clashing less. Deterministic, as the seed must be.
 */
export function assignInsightPictures(count: number, lists: readonly (readonly number[])[]): InsightPicture[] {
  const weight = new Map<number, number>()
  // the list of all insights, newest first, is always one of them
  for (const list of [Array.from({ length: count }, (_, n) => n), ...lists])
    for (let n = 1; n < list.length; n += 1)
      for (let gap = 1; gap < CARDS_PER_PAGE && gap <= n; gap += 1) {
        const [a, b] = [list[n - gap]!, list[n]!]
        const key = Math.min(a, b) * count + Math.max(a, b)
        // a list's first page is the one most visitors see: two of its cards sharing a motif cost more
        const cost = n < CARDS_PER_PAGE ? Math.max(costAt(gap), FIRST_PAGE) : costAt(gap)
        weight.set(key, Math.max(weight.get(key) ?? 0, cost))
      }
  const near: Array<Array<[number, number]>> = Array.from({ length: count }, () => [])
  for (const [key, cost] of weight) {
    const [a, b] = [Math.floor(key / count), key % count]
    near[a]!.push([b, cost])
    near[b]!.push([a, cost])
  }
  const chosen: number[] = Array.from({ length: count }, () => -1)
  const uses: number[] = INSIGHT_MOTIFS.map(() => 0)
  const clash = (n: number, m: number) => near[n]!.reduce((s, [o, cost]) => s + (chosen[o] === m ? cost : 0), 0)
  for (let n = 0; n < count; n += 1) {
    let best = -1
    let bestScore = Infinity
    INSIGHT_MOTIFS.forEach((_, m) => {
      const score = clash(n, m) * count + uses[m]!
      if (uses[m]! < USES_PER_MOTIF && score < bestScore) [best, bestScore] = [m, score]
    })
    if (best < 0) throw new Error(`Seed: more insights than ${USES_PER_MOTIF} pictures of each motif`)
    chosen[n] = best
    uses[best]! += 1
  }
  for (let pass = 0; pass < 50; pass += 1) {
    let moved = false
    for (let n = 0; n < count; n += 1) {
      const now = clash(n, chosen[n]!)
      const better = INSIGHT_MOTIFS.findIndex((_, m) => uses[m]! < USES_PER_MOTIF && clash(n, m) < now)
      if (better < 0) continue
      uses[chosen[n]!]! -= 1
      uses[better]! += 1
      chosen[n] = better
      moved = true
    }
    if (!moved) break
  }
  // with every motif nearly used up, a move has nowhere to go: two articles trading motifs often still helps
  for (let pass = 0; pass < 20; pass += 1) {
    let swapped = false
    for (let n = 0; n < count; n += 1) {
      if (clash(n, chosen[n]!) === 0) continue
      for (let k = 0; k < count; k += 1) {
        const [mn, mk] = [chosen[n]!, chosen[k]!]
        if (mn === mk) continue
        const before = clash(n, mn) + clash(k, mk)
        ;[chosen[n], chosen[k]] = [mk, mn]
        if (clash(n, mk) + clash(k, mn) < before) {
          swapped = true
          break
        }
        ;[chosen[n], chosen[k]] = [mn, mk]
      }
    }
    if (!swapped) break
  }
  for (let n = 1; n < count; n += 1)
    if (chosen[n] === chosen[n - 1]) throw new Error(`Seed: insights ${n - 1} and ${n} share a motif`)
  const seen: number[] = INSIGHT_MOTIFS.map(() => 0)
  return chosen.map((m) => ({ ...INSIGHT_MOTIFS[m]!, framing: insightFraming(seen[m]!++, m) }))
}
