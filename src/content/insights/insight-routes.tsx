import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pagedRoutePage } from '@/features/listings/paged-listing'
import { isDraft } from '@/lib/cached-read'
import { insightPaths } from './paths'
import { buildMetadata } from '@/features/seo/metadata'
import { populated } from '@/lib/relation'
import { siteConfig } from '@/lib/site-config'
import type { InsightCategory } from '@/payload-types'
import { InsightArticle, insightMetadata } from './insight-article'
import { InsightsListing } from './insights-listing'
import { getInsight, getInsightCategories, getInsightsPage, INSIGHTS_PER_PAGE } from './insights-list.server'
import { INSIGHT_ROUTE_PARAMS } from './routes.server'

/**
 * The insights routes. The category pages are shared by their public routes (page 1) and the routes
 * the proxy serves `?page=N` from (`/insights-page/N/{category}`, src/features/listings/paged-listing.ts).
 * They do not read the query string, so every page of every listing is prerendered and cached like
 * the rest of the site, instead of being rendered per request. The index (`/insights`), whose title
 * and intro are a CMS page's, is the pages module's (src/content/pages/insights-index.tsx).
 */

/** Route parameters of /insights/{segment}: every category, and every pinned article. */
export const insightSegmentParams = INSIGHT_ROUTE_PARAMS['/insights/[category]']

/** The segment names a category, or else one of the fixed articles served at /insights/{slug}. */
async function resolveSegment(segment: string) {
  const category = (await getInsightCategories()).find((c) => c.slug === segment)
  if (category) return { kind: 'category' as const, category }
  const article = await getInsight(segment, { draft: await isDraft() })
  return article?.insight.pinnedPath ? { kind: 'article' as const, ...article } : null
}

export async function insightSegmentMetadata(segment: string, page: number): Promise<Metadata> {
  const found = await resolveSegment(segment)
  if (!found) return {}
  if (found.kind === 'article') return insightMetadata(found.insight)
  const { category } = found
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${category.title} insights, page ${page}` : `${category.title} insights`,
    description: category.summary,
    path: insightPaths.insightCategory(category.slug),
  })
}

/** One category's insights, 12 a page, or a pinned article (which has no pages: any page shows it). */
export async function InsightSegment({ segment, page }: { segment: string; page: number }) {
  const found = await resolveSegment(segment)
  if (!found) notFound()
  if (found.kind === 'article')
    return <InsightArticle insight={found.insight} authors={found.authors} related={found.related} />
  const { category } = found
  const [categories, list] = await Promise.all([getInsightCategories(), getInsightsPage(page, category.id)])
  if (page > list.totalPages) notFound()
  const base = insightPaths.insightCategory(category.slug)
  return (
    <InsightsListing
      title={category.title}
      intro={category.summary}
      crumbs={[
        { title: 'Insights', link: insightPaths.insights },
        ...(page > 1
          ? [{ title: category.title, link: base }, { title: `Page ${page}` }]
          : [{ title: category.title }]),
      ]}
      categories={categories}
      current={category.slug}
      insights={list.docs}
      page={page}
      totalPages={list.totalPages}
      totalItems={list.totalDocs}
      itemsPerPage={INSIGHTS_PER_PAGE}
      basePath={base}
    />
  )
}

/** /insights/{category}/{slug}: the article only answers under its own category; any other is a 404. */
export function insightArticleRoute() {
  type Props = { params: Promise<{ category: string; slug: string }> }

  async function load(category: string, slug: string) {
    const found = await getInsight(slug, { draft: await isDraft() })
    return found && populated<InsightCategory>(found.insight.category)?.slug === category ? found : null
  }

  const generateStaticParams = INSIGHT_ROUTE_PARAMS['/insights/[category]/[slug]']

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { category, slug } = await params
    const found = await load(category, slug)
    return found ? insightMetadata(found.insight) : {}
  }

  async function InsightArticlePage({ params }: Props) {
    const { category, slug } = await params
    const found = await load(category, slug)
    if (!found) notFound()
    return <InsightArticle insight={found.insight} authors={found.authors} related={found.related} />
  }

  return { generateStaticParams, generateMetadata, InsightArticlePage }
}

type SegmentProps = { params: Promise<{ category: string }> }
type PagedSegmentProps = { params: Promise<{ page: string; category: string }> }

/** /insights/{category}: one category's insights, page 1, or a pinned article. */
export function insightSegmentRoute() {
  return {
    generateStaticParams: insightSegmentParams,
    generateMetadata: async ({ params }: SegmentProps): Promise<Metadata> =>
      insightSegmentMetadata((await params).category, 1),
    InsightCategoryPage: async ({ params }: SegmentProps) => (
      <InsightSegment segment={(await params).category} page={1} />
    ),
  }
}

/** `/insights/{category}?page=N` for N ≥ 2, rewritten by the proxy to /insights-page/N/{category}. */
export function pagedInsightSegmentRoute() {
  return {
    generateStaticParams: INSIGHT_ROUTE_PARAMS['/insights-page/[page]/[category]'],
    generateMetadata: async ({ params }: PagedSegmentProps): Promise<Metadata> => {
      const { page, category } = await params
      const n = pagedRoutePage(page)
      return n ? insightSegmentMetadata(category, n) : {}
    },
    InsightCategoryLaterPage: async ({ params }: PagedSegmentProps) => {
      const { page, category } = await params
      const n = pagedRoutePage(page)
      if (!n) notFound()
      return <InsightSegment segment={category} page={n} />
    },
  }
}
