/**
 * A request target in absolute form (`GET http://evil.example/about/ HTTP/1.1`, which HTTP/1.1 lets a
 * client send to any server) would reach Next as a full URL, and Next takes its origin for the URL
 * it redirects to: the site's own redirects would send the visitor to the host the client named.
 * This server serves only its own site, so the target keeps its path and query and loses the rest.
 *
 * Returns the target in origin form (`/about/?q`), the target itself when it is already one (or
 * `*`, answered elsewhere), and undefined when an absolute-form target cannot be parsed.
 */
export function toOriginForm(target: string): string | undefined {
  if (!/^[a-z][a-z\d+.-]*:/i.test(target)) return target
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // the path as sent (URL would resolve dot segments and re-encode), from the first slash after the authority
  const afterScheme = target.slice(target.indexOf('//') + 2)
  const slash = afterScheme.search(/[/?]/)
  const rest = slash === -1 ? '' : afterScheme.slice(slash)
  // `//host` in the path would make the result a scheme-relative URL again
  const path = rest.startsWith('/') ? rest.replace(/^\/+/, '/') : `/${rest}`
  return path.split('#', 1)[0]
}
