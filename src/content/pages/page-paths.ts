export { cmsPathFromUrl, isUnbrandedAlias, urlFromCmsPath } from '@/content/shared/branded-paths'

/** CMS pages under these prefixes are templates that other routes render for each office. */
const TEMPLATE_PREFIXES = ['office/'] as const

export const isPageTemplate = (path: string): boolean => TEMPLATE_PREFIXES.some((p) => path.startsWith(p))

/** Paths owned by their own routes or by nobody: never served from the pages collection. */
const RESERVED = new Set(['home', 'login'])

/** Whether the catch-all shows the CMS page of this path at its own address. */
export const isServablePagePath = (path: string): boolean => !RESERVED.has(path) && !isPageTemplate(path)

const PATH_SHAPE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/** The site's own route that answers an address before the CMS pages' catch-all would (the route registry's). */
export type ShadowingRoute = (url: string) => string | null

/**
 * Why a CMS page cannot have this path (the editor's message), or null when it can. The registry's
 * `shadowingRoute` comes from the CMS assembly, which sits above every module's routes.
 */
export function pagePathProblem(path: string, shadowingRoute: ShadowingRoute): string | null {
  if (!PATH_SHAPE.test(path)) return 'Use lowercase segments separated by "/", without leading or trailing slash.'
  if (isPageTemplate(path)) return null
  const route = shadowingRoute(`/${path}`)
  return route
    ? `The address /${path} is answered by the site's own page ${route}, so this page would never be shown. Choose another path.`
    : null
}
