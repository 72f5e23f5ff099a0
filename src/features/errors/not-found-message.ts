/**
 * requirements §8 keeps two 404 messages apart: an address no route claims is "Page not found: {path}";
 * an address a route claims but whose parameters fail (unknown slug, category…) is
 * "Page Not Found: {path}". These prefixes are the routes that take parameters (requirements §2).
 */
const PARAMETERISED_ROUTES = [
  /^\/consultant\/[^/]+$/,
  /^\/office\/[^/]+(\/[^/]+)?$/,
  /^\/office\/[^/]+\/board-readiness-survey\/contact-us(\/thank-you)?$/,
  /^\/expertise\/(functions|industry)\/[^/]+(\/[^/]+)?$/,
  /^\/insights\/[^/]+(\/[^/]+)?$/,
  /^\/region\/[^/]+$/,
  /^\/services\/(fr\/)?[^/]+$/,
  /^\/webinar\/[^/]+$/,
]

export function notFoundMessage(path: string): string {
  const clean = path.split(/[?#]/, 1)[0] || '/'
  const claimed = PARAMETERISED_ROUTES.some((r) => r.test(clean.replace(/\/+$/, '')))
  return `${claimed ? 'Page Not Found' : 'Page not found'}: ${clean}`
}
