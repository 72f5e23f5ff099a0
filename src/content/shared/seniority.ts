/**
 * The firm's roles by seniority: which people a page puts first and which are too junior to front it.
 * Here, below every content module, so an expertise page and the consultants' pages rank alike.
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
export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Most senior first, then by name. */
export function bySeniority<T extends Person>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => rankOf(a.role) - rankOf(b.role) || byName(a.name, b.name))
}
