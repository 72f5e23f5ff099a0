import { shadowingRoute } from '../fixed-routes'

/**
 * CMS pages are stored without the brand ("about"), while their URLs carry it
 * ("/about-arden-hale"), so renaming the brand never orphans a page (DESIGN §2).
 */
const BRANDED = ['about', 'join'] as const

export function cmsPathFromUrl(segments: readonly string[], brandSlug: string): string {
  const [first, ...rest] = segments
  const branded = BRANDED.find((p) => first === `${p}-${brandSlug}`)
  return [branded ?? first, ...rest].filter((s) => s !== undefined).join('/')
}

export function urlFromCmsPath(path: string, brandSlug: string): string {
  const [first, ...rest] = path.split('/')
  const branded = (BRANDED as readonly string[]).includes(first ?? '') ? `${first}-${brandSlug}` : first
  return `/${[branded, ...rest].join('/')}`
}

/** Whether a URL segment names the unbranded path directly (which must not be reachable). */
export function isUnbrandedAlias(segments: readonly string[]): boolean {
  return (BRANDED as readonly string[]).includes(segments[0] ?? '')
}

/** CMS pages under these prefixes are templates that other routes render for each office. */
const TEMPLATE_PREFIXES = ['office/'] as const

export const isPageTemplate = (path: string): boolean => TEMPLATE_PREFIXES.some((p) => path.startsWith(p))

/** Paths owned by their own routes or by nobody: never served from the pages collection. */
const RESERVED = new Set(['home', 'login'])

/** Whether the catch-all shows the CMS page of this path at its own address. */
export const isServablePagePath = (path: string): boolean => !RESERVED.has(path) && !isPageTemplate(path)

const PATH_SHAPE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/** Why a CMS page cannot have this path (the editor's message), or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (!PATH_SHAPE.test(path)) return 'Use lowercase segments separated by "/", without leading or trailing slash.'
  if (isPageTemplate(path)) return null
  const route = shadowingRoute(`/${path}`)
  return route
    ? `The address /${path} is answered by the site's own page ${route}, so this page would never be shown. Choose another path.`
    : null
}
