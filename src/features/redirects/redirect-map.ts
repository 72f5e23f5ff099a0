export type RedirectRule = { from: string; to: string; permanent: boolean }
export type RedirectMap = Map<string, RedirectRule>

function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

export function buildRedirectMap(rules: readonly RedirectRule[]): RedirectMap {
  return new Map(rules.map((r) => [normalise(r.from), r]))
}

/** The redirect for a requested path, keeping its query string, or null. */
export function matchRedirect(
  map: RedirectMap,
  pathname: string,
  search = '',
): { location: string; status: 308 | 307 } | null {
  const rule = map.get(normalise(pathname))
  if (!rule) return null
  const external = /^[a-z]+:\/\//i.test(rule.to)
  const location =
    external || !search ? rule.to : `${rule.to}${rule.to.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}`
  return { location, status: rule.permanent ? 308 : 307 }
}
