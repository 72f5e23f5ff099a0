import { queryTerms, tokenize, withAbbreviations } from './normalize'
import type { SearchEntry } from './types'

/**
 * The in-memory full-text index of one app instance: BM25-style scores over four weighted fields,
 * prefix completion and typo tolerance over its dictionary, patched one entry at a time.
 */

const FIELDS = ['title', 'subtitle', 'summary', 'body'] as const
const WEIGHTS = [8, 3, 2, 1] as const
const NF = FIELDS.length
const K1 = 1.2
const B = 0.75

/** How much a word matched another way counts against an exact match. */
export const MATCH_FACTOR = { exact: 1, prefix: 0.6, typo1: 0.45, typo2: 0.3 } as const
const MIN_PREFIX = 2
const MAX_EXPANSIONS = 40
const TYPO1_MIN_LENGTH = 4
const TYPO2_MIN_LENGTH = 8

type Slot<T extends string> = { entry: SearchEntry<T>; lengths: number[]; terms: string[]; titleNorm: string }
/** `tfs[i]` packs the four field counts of `slots[i]`, 7 bits each (capped at 127), as one small integer. */
type Posting = { slots: number[]; tfs: number[] }
type Candidate = { term: string; factor: number }

export type SearchHit<T extends string = string> = { entry: SearchEntry<T>; score: number; terms: string[] }
export type SearchOutcome<T extends string = string> = {
  total: number
  counts: Partial<Record<T, number>>
  hits: SearchHit<T>[]
  /** Every dictionary word the query matched (exact, completed or corrected), for highlighting. */
  matched: string[]
}

export type SearchOptions<T extends string = string> = { type?: T; offset?: number; limit?: number }

function pack(tf: number[]): number {
  let packed = 0
  for (let f = 0; f < NF; f++) packed |= Math.min(127, tf[f]!) << (7 * f)
  return packed
}

function letterMask(term: string): number {
  let mask = 0
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i)
    const bit = c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 : 27 + (c % 5)
    mask |= 1 << bit
  }
  return mask
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** Optimal-string-alignment distance, or max + 1 as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const n = b.length
  let prev2 = new Array<number>(n + 1).fill(0)
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  let cur = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    ;[prev2, prev, cur] = [prev, cur, prev2]
  }
  return prev[n]!
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

type Ranked = { slot: number; score: number; exact: number }

/** The best `k` of a stream (a binary heap whose root is the worst kept), so a page never sorts everything. */
class TopK {
  private heap: Ranked[] = []
  constructor(
    private readonly k: number,
    private readonly better: (a: Ranked, b: Ranked) => boolean,
  ) {}

  offer(item: Ranked): void {
    const h = this.heap
    if (this.k === 0) return
    if (h.length < this.k) {
      h.push(item)
      let i = h.length - 1
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (!this.better(h[parent]!, h[i]!)) break
        ;[h[parent], h[i]] = [h[i]!, h[parent]!]
        i = parent
      }
      return
    }
    if (!this.better(item, h[0]!)) return
    h[0] = item
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let worst = i
      if (l < h.length && this.better(h[worst]!, h[l]!)) worst = l
      if (r < h.length && this.better(h[worst]!, h[r]!)) worst = r
      if (worst === i) break
      ;[h[worst], h[i]] = [h[i]!, h[worst]!]
      i = worst
    }
  }

  sorted(): Ranked[] {
    return [...this.heap].sort((a, b) => (this.better(a, b) ? -1 : this.better(b, a) ? 1 : 0))
  }
}

export class SearchIndex<T extends string = string> {
  private slots: Array<Slot<T> | undefined> = []
  private free: number[] = []
  private byKey = new Map<string, number>()
  private postings = new Map<string, Posting>()
  /** The dictionary in code-unit order (prefix ranges), with each word's letter mask (typo filter). */
  private terms: string[] = []
  private masks: number[] = []
  /** Words added to or dropped from `postings` since `terms` was last brought in line. */
  private added = new Set<string>()
  private dropped = new Set<string>()
  private totalLengths = new Array<number>(NF).fill(0)

  get size(): number {
    return this.byKey.size
  }

  get dictionarySize(): number {
    return this.postings.size
  }

  /** Brings the sorted dictionary in line: a few splices after an edit, one sort after a bulk load. */
  private syncDictionary(): void {
    if (this.added.size === 0 && this.dropped.size === 0) return
    if (this.added.size + this.dropped.size > 256) {
      this.terms = [...this.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      this.masks = this.terms.map(letterMask)
    } else {
      for (const term of this.dropped) {
        const at = lowerBound(this.terms, term)
        if (this.terms[at] === term) {
          this.terms.splice(at, 1)
          this.masks.splice(at, 1)
        }
      }
      for (const term of this.added) {
        const at = lowerBound(this.terms, term)
        this.terms.splice(at, 0, term)
        this.masks.splice(at, 0, letterMask(term))
      }
    }
    this.added.clear()
    this.dropped.clear()
  }

  has(key: string): boolean {
    return this.byKey.has(key)
  }

  /** Every entry of one type, in no particular order. */
  list(type: T): SearchEntry<T>[] {
    const out: SearchEntry<T>[] = []
    for (const slot of this.slots) if (slot?.entry.type === type) out.push(slot.entry)
    return out
  }

  /** Adds an entry, replacing the one with the same key. */
  upsert(entry: SearchEntry<T>): void {
    this.remove(entry.key)
    const slot = this.free.pop() ?? this.slots.length
    const counts = new Map<string, number[]>()
    const lengths: number[] = []
    FIELDS.forEach((field, f) => {
      const words = withAbbreviations(tokenize(entry[field]))
      lengths.push(words.length)
      this.totalLengths[f]! += words.length
      for (const w of words) {
        let tf = counts.get(w)
        if (!tf) counts.set(w, (tf = new Array<number>(NF).fill(0)))
        tf[f]! += 1
      }
    })
    for (const [term, tf] of counts) {
      let posting = this.postings.get(term)
      if (!posting) {
        posting = { slots: [], tfs: [] }
        this.postings.set(term, posting)
        if (!this.dropped.delete(term)) this.added.add(term)
      }
      posting.slots.push(slot)
      posting.tfs.push(pack(tf))
    }
    this.slots[slot] = { entry, lengths, terms: [...counts.keys()], titleNorm: tokenize(entry.title).join(' ') }
    this.byKey.set(entry.key, slot)
    this.changes += 1
  }

  remove(key: string): boolean {
    const slot = this.byKey.get(key)
    if (slot === undefined) return false
    const doc = this.slots[slot]!
    for (const term of doc.terms) {
      const posting = this.postings.get(term)!
      const i = posting.slots.indexOf(slot)
      const last = posting.slots.length - 1
      posting.slots[i] = posting.slots[last]!
      posting.slots.pop()
      posting.tfs[i] = posting.tfs[last]!
      posting.tfs.pop()
      if (last === 0) {
        this.postings.delete(term)
        if (!this.added.delete(term)) this.dropped.add(term)
      }
    }
    doc.lengths.forEach((n, f) => (this.totalLengths[f]! -= n))
    this.slots[slot] = undefined
    this.free.push(slot)
    this.byKey.delete(key)
    this.changes += 1
    return true
  }

  /** Exact word, its completions and its near misses, each with how much it counts. */
  private candidates(word: string): Candidate[] {
    this.syncDictionary()
    const out: Candidate[] = []
    const exact = this.postings.has(word)
    if (exact) out.push({ term: word, factor: MATCH_FACTOR.exact })
    if (word.length >= MIN_PREFIX) {
      const completions: string[] = []
      for (let i = lowerBound(this.terms, word); i < this.terms.length; i++) {
        const t = this.terms[i]!
        if (!t.startsWith(word)) break
        if (t !== word) completions.push(t)
      }
      completions
        .sort((a, b) => this.postings.get(b)!.slots.length - this.postings.get(a)!.slots.length)
        .slice(0, MAX_EXPANSIONS)
        // a short completion of a long prefix is almost the word itself
        .forEach((t) => out.push({ term: t, factor: MATCH_FACTOR.prefix * (0.8 + (0.2 * word.length) / t.length) }))
    }
    // near misses only for a word the dictionary lacks, so a correct word never drags in its neighbours
    if (!exact && word.length >= TYPO1_MIN_LENGTH) {
      const max = word.length >= TYPO2_MIN_LENGTH ? 2 : 1
      const seen = new Set(out.map((c) => c.term))
      for (const { term, distance } of this.nearMisses(word, max)) {
        if (!seen.has(term)) out.push({ term, factor: distance === 1 ? MATCH_FACTOR.typo1 : MATCH_FACTOR.typo2 })
      }
    }
    return out
  }

  private nearMisses(word: string, max: number): Array<{ term: string; distance: number }> {
    this.syncDictionary()
    const mask = letterMask(word)
    const out: Array<{ term: string; distance: number }> = []
    for (let i = 0; i < this.terms.length; i++) {
      const t = this.terms[i]!
      if (Math.abs(t.length - word.length) > max || popcount(this.masks[i]! ^ mask) > 2 * max) continue
      const distance = editDistance(word, t, max)
      if (distance > 0 && distance <= max) out.push({ term: t, distance })
    }
    return out
  }

  /** Per-document BM25 length norms, recomputed only after the index changed. */
  private norms = new Float64Array(0)
  private normsFor = -1
  private changes = 0

  private lengthNorms(): Float64Array {
    if (this.normsFor === this.changes && this.norms.length === this.slots.length * NF) return this.norms
    const docCount = Math.max(1, this.byKey.size)
    const avg = this.totalLengths.map((l) => Math.max(1, l / docCount))
    const norms = new Float64Array(this.slots.length * NF)
    this.slots.forEach((doc, slot) => {
      if (doc) for (let f = 0; f < NF; f++) norms[slot * NF + f] = K1 * (1 - B + (B * doc.lengths[f]!) / avg[f]!)
    })
    this.norms = norms
    this.normsFor = this.changes
    return norms
  }

  search(query: string, options: SearchOptions<T> = {}): SearchOutcome<T> {
    const counts: Partial<Record<T, number>> = {}
    const words = queryTerms(query)
    const n = this.slots.length
    if (words.length === 0 || this.byKey.size === 0) return { total: 0, counts, hits: [], matched: [] }
    const docCount = this.byKey.size
    const norms = this.lengthNorms()
    const total = new Float64Array(n)
    const covered = new Uint8Array(n)
    const exactInTitle = new Uint8Array(n)
    const exact = new Uint8Array(n)
    const matched = new Set<string>()
    const best = new Float64Array(n)
    // per query word: the index (into `wordCandidates`) of the word that scored best in each document
    const bestOf: Int32Array[] = []
    const wordCandidates: Candidate[][] = []
    for (const word of words) {
      best.fill(0)
      const bestCandidate = new Int32Array(n).fill(-1)
      const candidates = this.candidates(word)
      bestOf.push(bestCandidate)
      wordCandidates.push(candidates)
      candidates.forEach(({ term, factor }, c) => {
        matched.add(term)
        const posting = this.postings.get(term)!
        const df = posting.slots.length
        const weight = Math.log(1 + (docCount - df + 0.5) / (df + 0.5)) * factor
        const isExact = factor === MATCH_FACTOR.exact
        const { slots, tfs } = posting
        for (let p = 0; p < df; p++) {
          const slot = slots[p]!
          const packed = tfs[p]!
          let s = 0
          for (let f = 0, bits = packed; bits !== 0; f++, bits >>>= 7) {
            const tf = bits & 127
            if (tf !== 0) s += (WEIGHTS[f]! * tf * (K1 + 1)) / (tf + norms[slot * NF + f]!)
          }
          if (isExact) {
            exact[slot]! += 1
            if ((packed & 127) !== 0) exactInTitle[slot]! += 1
          }
          s *= weight
          if (s > best[slot]!) {
            best[slot] = s
            bestCandidate[slot] = c
          }
        }
      })
      for (let slot = 0; slot < n; slot++) {
        if (best[slot]! > 0) {
          total[slot]! += best[slot]!
          covered[slot]! += 1
        }
      }
    }
    let need = 0
    for (let slot = 0; slot < n; slot++) if (covered[slot]! > need) need = covered[slot]!
    if (need === 0) return { total: 0, counts, hits: [], matched: [] }
    const phrase = words.join(' ')
    const offset = Math.max(0, options.offset ?? 0)
    const limit = Math.max(0, options.limit ?? 10)
    const top = new TopK(offset + limit, (a, b) => this.before(a, b))
    let matches = 0
    for (let slot = 0; slot < n; slot++) {
      if (covered[slot] !== need) continue
      const doc = this.slots[slot]!
      counts[doc.entry.type] = (counts[doc.entry.type] ?? 0) + 1
      if (options.type && doc.entry.type !== options.type) continue
      matches += 1
      let score = total[slot]!
      // the page named exactly what was asked for comes first, then pages whose title has every word
      const asked =
        doc.titleNorm === phrase ||
        (doc.titleNorm.length <= phrase.length + 2 * words.length &&
          doc.titleNorm === bestOf.map((b, w) => wordCandidates[w]![b[slot]!]?.term).join(' '))
      if (asked) score = score * 2 + 100
      else if (exactInTitle[slot]! >= words.length) score *= 1.5
      top.offer({ slot, score, exact: exact[slot]! })
    }
    const hits = top
      .sorted()
      .slice(offset)
      .map(({ slot, score }) => ({
        entry: this.slots[slot]!.entry,
        score,
        terms: bestOf.map((b, w) => wordCandidates[w]![b[slot]!]?.term).filter((t): t is string => t !== undefined),
      }))
    return { total: matches, counts, hits, matched: [...matched] }
  }

  /**
   * Ranking order: pages with more words matched exactly come first (completions and corrections
   * follow), then by score, then by title.
   */
  private before(a: Ranked, b: Ranked): boolean {
    if (a.exact !== b.exact) return a.exact > b.exact
    if (a.score !== b.score) return a.score > b.score
    return this.slots[a.slot]!.entry.title < this.slots[b.slot]!.entry.title
  }

  /** A corrected query for one that found nothing ("tecnolgy" → "technology"), or null. */
  suggest(query: string): string | null {
    const words = queryTerms(query)
    let changed = false
    const fixed = words.map((w) => {
      if (this.postings.has(w) || w.length < TYPO1_MIN_LENGTH) return w
      const near = this.nearMisses(w, w.length >= 6 ? 2 : 1).sort(
        (a, b) =>
          a.distance - b.distance || this.postings.get(b.term)!.slots.length - this.postings.get(a.term)!.slots.length,
      )[0]
      if (!near) return w
      changed = true
      return near.term
    })
    return changed ? fixed.join(' ') : null
  }
}
