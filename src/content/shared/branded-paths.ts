/**
 * CMS pages are stored without the brand ("about"), while their URLs carry it
 * ("/about-arden-hale"), so renaming the brand never orphans a page (docs/architecture.md#decisions). Kept in shared
 * because the pages' address builders (`content/pages/paths.ts`), which import nothing of content but shared, build
 * with it; the pages module re-exports it (`page-paths.ts`).
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
