import { bySeniority, firstOfEachGroup, officeOf } from '@/content/consultants/people-pick'

type Person = { name: string; role?: string | null; office?: number | { id: number } | null }

/**
 * The people a region's page introduces: its most senior first, one from each office before a second
 * from any (a region is led from many cities), up to `max`.
 */
export function regionLeads<T extends Person>(people: readonly T[], max = 8): T[] {
  const ranked = bySeniority(people)
  const heads = firstOfEachGroup(ranked, officeOf).slice(0, max)
  const rest = ranked.filter((p) => !heads.includes(p))
  return bySeniority([...heads, ...rest].slice(0, max))
}
