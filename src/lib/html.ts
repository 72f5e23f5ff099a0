/** Text or an attribute value made safe to write into HTML. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Whether an editor's link may go into markup React does not write itself: React refuses
 * `javascript:` addresses in an href, raw HTML would not. Control characters and spaces are
 * ignored the way browsers ignore them in a scheme.
 */
export function isSafeHref(href: string): boolean {
  const compact = href.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  return !/^(javascript|vbscript|data):/.test(compact)
}
