/** Normalises a site path for comparison: leading slash, no trailing slash, no query. */
export function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').trim()
  const lead = bare.startsWith('/') ? bare : `/${bare}`
  return lead.length > 1 ? lead.replace(/\/+$/, '') : lead
}

/**
 * Follows redirects from `from` through the saved ones plus the one being saved and reports
 * whether it comes back to a path already visited.
 */
export function createsLoop(from: string, to: string, existing: ReadonlyArray<{ from: string; to: string }>): boolean {
  if (/^[a-z]+:\/\//i.test(to)) return false
  const next = new Map(existing.map((r) => [normalisePath(r.from), normalisePath(r.to)]))
  next.set(normalisePath(from), normalisePath(to))
  const seen = new Set<string>()
  let current: string | undefined = normalisePath(from)
  while (current !== undefined) {
    if (seen.has(current)) return true
    seen.add(current)
    current = next.get(current)
  }
  return false
}
