/**
 * The one rule for an insight's address: a pinned article lives at /insights/{slug}, every other
 * one under its category (/insights/{category}/{slug}). Cards, the article's canonical URL, search
 * and the sitemap all call this, so a link always points at the address whose canonical is itself.
 */
export type InsightAddress = { slug: string; pinnedPath?: boolean | null; categorySlug?: string | null }

export function insightPath({ slug, pinnedPath, categorySlug }: InsightAddress): string {
  return pinnedPath || !categorySlug ? `/insights/${slug}` : `/insights/${categorySlug}/${slug}`
}

/** The category's slug from a relationship value that may be an id (not populated) or a document. */
export function categorySlugOf(category: unknown): string | null {
  return typeof category === 'object' && category !== null && typeof (category as { slug?: unknown }).slug === 'string'
    ? (category as { slug: string }).slug
    : null
}
