import { rowCount } from '@/components/cards/consultant-card'
import { bySeniority, JUNIOR_ROLES } from '@/content/shared/seniority'

type Person = { name: string; role?: string | null }

/** The practice's people who may front it, most senior first: juniors are introduced in the finder. */
export function seniorConsultants<T extends Person>(people: readonly T[]): T[] {
  return bySeniority(people).filter((c) => !JUNIOR_ROLES.includes(c.role ?? ''))
}

/**
 * The row a practice page introduces: its most senior people, one row (up to four, an even count, so
 * a phone's two columns end full); everyone else is a link away, in the finder.
 */
export function practiceLeads<T extends Person>(people: readonly T[], max = 4): T[] {
  const seniors = seniorConsultants(people)
  const pool = seniors.length ? seniors : bySeniority(people)
  return pool.slice(0, rowCount(pool.length, max))
}

/**
 * The people who lead one subsector's work: a row (up to four, an even count) of the practice's senior
 * people, starting one row further for each subsector, so the practice's page and each of its
 * subsectors introduce different people while there are enough of them.
 */
export function subsectorLeads<T>(seniors: readonly T[], subsectorIndex: number, max = 4): T[] {
  const n = seniors.length
  if (n <= max) return [...seniors]
  // one row further per subsector, and one person further each time the rows wrap round, so few
  // people still give each subsector a row of its own
  const step = (subsectorIndex + 1) * max
  const start = (step + Math.floor(step / n)) % n
  return Array.from({ length: max }, (_, k) => seniors[(start + k) % n]!)
}
