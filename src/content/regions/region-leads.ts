import { bySeniority } from '@/content/shared/seniority'

type Person = { name: string; role?: string | null; office?: unknown }

/** The office a consultant belongs to, whether the relation came populated or as an id. */
function officeKey(office: unknown): string {
  if (office && typeof office === 'object' && 'id' in office) return String((office as { id: unknown }).id)
  return String(office ?? '')
}

/**
 * The people a region's page introduces: its most senior first, one from each office before a second
 * from any (a region is led from many cities), up to `max`.
 */
export function regionLeads<T extends Person>(people: readonly T[], max = 8): T[] {
  const ranked = bySeniority(people)
  const chosen: T[] = []
  const offices = new Set<string>()
  for (const p of ranked) {
    if (chosen.length === max) break
    const office = officeKey(p.office)
    if (offices.has(office)) continue
    offices.add(office)
    chosen.push(p)
  }
  for (const p of ranked) {
    if (chosen.length === max) break
    if (!chosen.includes(p)) chosen.push(p)
  }
  return bySeniority(chosen)
}
