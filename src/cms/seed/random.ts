/** Deterministic pseudo-random numbers, so every seed run produces exactly the same content. */

export const SEED = 0x5eed_a4de

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for demo content, never for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a label, to give each seeder its own independent stream. */
export function hashString(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i += 1) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  private readonly next01: () => number

  constructor(seed: number) {
    this.next01 = mulberry32(seed)
  }

  /** A float in [0, 1). */
  next(): number {
    return this.next01()
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next01() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next01() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list')
    return items[Math.floor(this.next01() * items.length)] as T
  }

  /** `count` distinct items (or all of them when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length))
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next01() * (i + 1))
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }
}

/** A stream of its own for one part of the seed, so editing one seeder never reshuffles another. */
export function rngFor(label: string): Rng {
  return new Rng((SEED ^ hashString(label)) >>> 0)
}
