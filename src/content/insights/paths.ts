import { populated } from '@/lib/relation'
import { SEGMENT, slugDraft, type DraftAddress } from '@/content/shared/paths'

/** What an insight's address is made of; its category may be an id (not populated) or a document. */
export type InsightAddress = { slug: string; pinnedPath?: boolean | null; category?: unknown }

type InsightPath = `/insights/${string}` | `/insights/${string}/${string}`

/** A pinned article lives at /insights/{slug}; every other one under its category. */
function insightPath(slug: string, pinnedPath: boolean | null | undefined, categorySlug: string | null): InsightPath {
  return pinnedPath || !categorySlug ? `/insights/${slug}` : `/insights/${categorySlug}/${slug}`
}

/** The category's slug from a relationship value that may be an id or a document. */
function categorySlugOf(category: unknown): string | null {
  const slug = populated(category as { slug?: unknown } | null)?.slug
  return typeof slug === 'string' ? slug : null
}

/** The insights' and webinars' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const insightPaths = {
  insights: '/insights',
  insightCategory: (slug: string) => `/insights/${slug}` as const,
  insight: ({ slug, pinnedPath, category }: InsightAddress) => insightPath(slug, pinnedPath, categorySlugOf(category)),
  webinar: (slug: string) => `/webinar/${slug}` as const,
} as const

/** An unpinned insight has no address until it has a category. */
export const insightDraft: DraftAddress = slugDraft((slug, data) => {
  const category = data.categorySlug && SEGMENT.test(data.categorySlug) ? data.categorySlug : null
  return data.pinnedPath || category ? insightPath(slug, data.pinnedPath, category) : null
})
