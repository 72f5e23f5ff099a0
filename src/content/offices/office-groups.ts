/** The least an office needs to be listed under its region. */
export type GroupableOffice = { id: number; region: number | { id: number } }
export type GroupableRegion = { id: number; slug: string }

export type RegionGroup<R, O> = { region: R; anchor: string; offices: O[] }

/** The in-page address of a region's section on the office list: its slug (already URL-safe). */
export function regionAnchor(region: Pick<GroupableRegion, 'slug'>): string {
  return region.slug
}

/**
 * Offices under their regions: regions in the order given, offices in the order given within each,
 * regions without an office left out. An office whose region is not among `regions` (unpublished)
 * is left out too, so every listed office appears exactly once.
 */
export function groupByRegion<R extends GroupableRegion, O extends GroupableOffice>(
  regions: readonly R[],
  offices: readonly O[],
): Array<RegionGroup<R, O>> {
  const byRegion = new Map<number, O[]>()
  for (const office of offices) {
    const id = typeof office.region === 'object' ? office.region.id : office.region
    const list = byRegion.get(id)
    if (list) list.push(office)
    else byRegion.set(id, [office])
  }
  return regions
    .map((region) => ({ region, anchor: regionAnchor(region), offices: byRegion.get(region.id) ?? [] }))
    .filter((group) => group.offices.length > 0)
}

/**
 * The country line under an office's city in a list, or null where it would only say the city again
 * (Singapore, Singapore; Hong Kong, Hong Kong SAR).
 */
export function countryLine(city: string, country: string): string | null {
  const c = city.trim().toLocaleLowerCase('en')
  return country.trim().toLocaleLowerCase('en').startsWith(c) ? null : country
}
