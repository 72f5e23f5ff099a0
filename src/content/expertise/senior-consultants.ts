/** Roles too junior to front a specialist team: a subsector page introduces the people who lead its work. */
const JUNIOR_ROLES = new Set(['Associate', 'Consultant'])

/** The practice's consultants a subsector page shows: its senior people, in the order given. */
export function seniorConsultants<T extends { role?: string | null }>(people: readonly T[]): T[] {
  return people.filter((c) => !JUNIOR_ROLES.has(c.role ?? ''))
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
