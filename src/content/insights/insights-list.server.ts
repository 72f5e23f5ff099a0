import 'server-only'
import { cachedRead, findBySlug, previewableRead, readAs, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { populated } from '@/lib/relation'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'
import { INSIGHTS_PER_PAGE } from './page-size'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export { INSIGHTS_PER_PAGE }

/** Suggestions under an article. */
const RELATED_COUNT = 3

/** Every published insight category, in title order. */
export const getInsightCategories = cachedRead(
  async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'insight-categories',
      sort: 'title',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { title: true, slug: true, summary: true },
    })
    return found.docs
  },
  { key: 'insight-categories', tags: ['insight-categories'] },
)

/**
 * One page of insight teasers, newest first, optionally limited to a category id. `totalPages` is at
 * least 1 so an empty list still has a first page. The list of all insights leaves out its newest,
 * which `featured` holds: page 1 shows it above the grid, so no page repeats it and a page is still 12.
 */
export const getInsightsPage = cachedRead(
  async (page: number, categoryId: number | null) => {
    const payload = await payloadClient()
    const featured =
      categoryId === null
        ? ((
            await payload.find({
              collection: 'insights',
              sort: '-publishedAt',
              limit: 1,
              depth: 1,
              overrideAccess: false,
              select: INSIGHT_CARD_SELECT,
            })
          ).docs[0] ?? null)
        : null
    const found = await payload.find({
      collection: 'insights',
      where:
        categoryId === null
          ? featured
            ? { id: { not_equals: featured.id } }
            : {}
          : { category: { equals: categoryId } },
      sort: '-publishedAt',
      limit: INSIGHTS_PER_PAGE,
      page: Math.max(1, Math.floor(page)),
      depth: 1,
      overrideAccess: false,
      select: INSIGHT_CARD_SELECT,
    })
    return { docs: found.docs, featured, totalPages: Math.max(1, found.totalPages), totalDocs: found.totalDocs }
  },
  { key: 'insights-page', tags: ['insights', 'insight-categories', 'media'] },
)

/** A published insight (in a preview, drafts) with category, authors and hero image, plus three more: its category's newest first. */
export const getInsight = previewableRead(
  async (slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const insight = await findBySlug('insights', slug, context, { depth: 1 })
    if (!insight) return null
    const payload = await payloadClient()
    const categoryId = typeof insight.category === 'object' ? insight.category.id : insight.category
    const related = await payload.find({
      collection: 'insights',
      where: { and: [{ category: { equals: categoryId } }, { id: { not_equals: insight.id } }] },
      sort: '-publishedAt',
      limit: RELATED_COUNT,
      depth: 1,
      ...readAs(context),
      select: INSIGHT_CARD_SELECT,
    })
    // A small category still gets three suggestions: the newest from elsewhere fill the gap.
    const missing = RELATED_COUNT - related.docs.length
    const fill =
      missing > 0
        ? await payload.find({
            collection: 'insights',
            where: { id: { not_in: [insight.id, ...related.docs.map((d) => d.id)] } },
            sort: '-publishedAt',
            limit: missing,
            depth: 1,
            ...readAs(context),
            select: INSIGHT_CARD_SELECT,
          })
        : null
    // the author box shows portraits: the authors again, one level deeper (photo and office populated)
    const authorIds = (insight.authors ?? []).map((a) => (typeof a === 'object' ? a.id : a))
    const authorDocs = authorIds.length
      ? (
          await payload.find({
            collection: 'consultants',
            where: { id: { in: authorIds } },
            depth: 1,
            limit: authorIds.length,
            ...readAs(context),
            select: { name: true, slug: true, role: true, summary: true, photo: true, office: true },
            populate: { offices: { title: true, slug: true } },
          })
        ).docs
      : []
    const authors = authorIds.flatMap((id) => authorDocs.filter((d) => d.id === id))
    return { insight, authors, related: [...related.docs, ...(fill?.docs ?? [])] }
  },
  {
    key: 'insight-by-slug',
    tags: ['insights', 'insight-categories', 'consultants', 'media'],
  },
)

/** Category and slug of every published insight, for prerendering and the sitemap. */
export const getInsightPaths = cachedRead(
  async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'insights',
      ...EVERY_PUBLISHED,
      depth: 1,
      select: { slug: true, category: true, pinnedPath: true, updatedAt: true },
    })
    return found.docs.flatMap((d) => {
      const category = populated(d.category)
      return category
        ? [{ slug: d.slug, category: category.slug, pinned: Boolean(d.pinnedPath), updatedAt: d.updatedAt }]
        : []
    })
  },
  { key: 'insight-paths', tags: ['insights', 'insight-categories'] },
)
