import type { Where } from 'payload'

/** Database ids of the finder's filters (see `parseFinderFilters`) and the name search. */
export type ConsultantQuery = {
  office?: number
  region?: number
  industry?: number
  function?: number
  q?: string
}

/** The finder's filters as one Payload `where`: the database does the filtering, not this process. */
export function consultantWhere(query: ConsultantQuery): Where {
  const and: Where[] = []
  if (query.office) and.push({ office: { equals: query.office } })
  if (query.region) and.push({ region: { equals: query.region } })
  // hasMany relationships: `in` matches a consultant linked to that one among others
  if (query.industry) and.push({ industries: { in: [query.industry] } })
  if (query.function) and.push({ functions: { in: [query.function] } })
  // `like` matches every word anywhere in the name, case-insensitively
  if (query.q) and.push({ name: { like: query.q } })
  return and.length ? { and } : {}
}
