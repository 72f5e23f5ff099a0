import { rowCount } from '@/components/cards/consultant-card'
/**
 * Which consultants a page introduces when no editor has chosen them: pure rules over people already
 * read, so every page picks the same people on every build.
 */

/** Seniority, most senior first: the firm's roles (the seed's too); an unknown role ranks last. */
export const ROLE_RANK: readonly string[] = [
  'Managing Partner',
  'Office Leader',
  'Practice Leader',
  'Partner',
  'Director, Leadership Consulting',
  'Senior Research Director',
  'Principal',
  'Consultant',
  'Associate',
]

/** Roles too junior to front a page's people: they are introduced on their office's page and in the finder. */
export const JUNIOR_ROLES: readonly string[] = ['Consultant', 'Associate']

type Person = { name: string; role?: string | null }

export const rankOf = (role: string | null | undefined): number => {
  const n = ROLE_RANK.indexOf(role ?? '')
  return n < 0 ? ROLE_RANK.length : n
}

/** Byte order, the same under SQLite and PostgreSQL and in every locale. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Most senior first, then by name. */
export function bySeniority<T extends Person>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => rankOf(a.role) - rankOf(b.role) || byName(a.name, b.name))
}

/** How many cards a people row shows of `available`: up to `max`, an even count (`rowCount`). */
export const rowSize = (available: number, max = 4): number => rowCount(available, max)

/**
 * `count` people of `ranked` from a window that starts at `position × count` and wraps round, so
 * consecutive positions (a service's place in the editors' order) introduce different people while
 * each window keeps the list's order of seniority.
 */
export function rotatingPick<T>(ranked: readonly T[], position: number, count: number): T[] {
  const take = Math.min(count, ranked.length)
  if (!take) return []
  const start = (Math.max(0, Math.floor(position)) * count) % ranked.length
  const window = Array.from({ length: take }, (_, i) => ranked[(start + i) % ranked.length]!)
  return [...window].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))
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
