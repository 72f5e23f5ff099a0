/** Roles too junior to front a specialist team: a subsector page introduces the people who lead its work. */
const JUNIOR_ROLES = new Set(['Associate', 'Consultant'])

/** The practice's consultants a subsector page shows: its senior people, in the order given. */
export function seniorConsultants<T extends { role?: string | null }>(people: readonly T[]): T[] {
  return people.filter((c) => !JUNIOR_ROLES.has(c.role ?? ''))
}
