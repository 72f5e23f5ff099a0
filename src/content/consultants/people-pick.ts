import { rowCount } from '@/components/cards/consultant-card'
import { byName } from '@/content/shared/seniority'
/**
 * Which consultants a page introduces when no editor has chosen them: pure rules over people already
 * read, so every page picks the same people on every build.
 */

export { bySeniority, JUNIOR_ROLES, rankOf, ROLE_RANK } from '@/content/shared/seniority'

/** How many cards a people row shows of `available`: up to `max`, an even count (`rowCount`). */
export const rowSize = (available: number, max = 4): number => rowCount(available, max)

/** FNV-1a of a string: a number that is the same on every build and in every runtime. */
function stableHash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/**
 * People of one rank in a fixed order that is not the alphabet's (by their slug's hash), so "the first
 * of each region" does not introduce only names starting with A; the same order on every build.
 */
export function inStableTurn<T extends { slug?: string | null; name: string }>(people: readonly T[]): T[] {
  const key = (p: T) => stableHash(p.slug ?? p.name)
  return [...people].sort((a, b) => key(a) - key(b) || byName(a.name, b.name))
}

/** The first person of each group in `ranked` (the most senior, when ranked), in their order; no group, no pick. */
export function firstOfEachGroup<T>(
  ranked: readonly T[],
  group: (person: T) => string | number | null | undefined,
): T[] {
  const seen = new Set<string | number>()
  return ranked.filter((p) => {
    const key = group(p)
    if (key == null || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * `count` people of different groups (regions), each group's turn and member chosen by `position`
 * (a service's place in the editors' order), so consecutive positions introduce different people.
 * A group's first member is left out: `firstOfEachGroup` of the same list introduces them elsewhere
 * (the home page), and a group of one has no one else to offer.
 */
export function rotatingGroupPick<T>(
  ranked: readonly T[],
  group: (person: T) => string | number | null | undefined,
  position: number,
  count: number,
): T[] {
  const groups = new Map<string | number, T[]>()
  for (const person of ranked) {
    const key = group(person)
    if (key == null) continue
    groups.set(key, [...(groups.get(key) ?? []), person])
  }
  const others = [...groups.values()].map((members) => members.slice(1)).filter((members) => members.length > 0)
  if (!others.length) return []
  const turn = Math.max(0, Math.floor(position))
  // walking the groups round and round: the nth time a group's turn comes, its nth member
  return Array.from({ length: Math.min(count, others.length) }, (_, i) => {
    const step = turn * count + i
    const members = others[step % others.length]!
    return members[Math.floor(step / others.length) % members.length]!
  })
}

/** A person's region: its id, whether the relation is populated or not. */
export const regionOf = (p: { region?: number | { id: number } | null }) =>
  typeof p.region === 'object' ? p.region?.id : p.region

/** A person's office: its id, whether the relation is populated or not. */
export const officeOf = (p: { office?: number | { id: number } | null }) =>
  typeof p.office === 'object' ? p.office?.id : p.office
