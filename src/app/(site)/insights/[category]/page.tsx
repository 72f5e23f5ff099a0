import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InsightArticle, insightMetadata } from '@/components/insights/insight-article'
import { InsightsListing } from '@/components/insights/insights-listing'
import { parsePageParam as parsePage } from '@/components/pagination'
import {
  getInsight,
  getInsightCategories,
  getInsightPaths,
  getInsightsPage,
  INSIGHTS_PER_PAGE,
} from '@/features/content/insights-list.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

type Props = { params: Promise<{ category: string }>; searchParams: Promise<{ page?: string | string[] }> }

/** The segment names a category, or else one of the fixed articles served at /insights/{slug}. */
async function resolve(segment: string) {
  const category = (await getInsightCategories()).find((c) => c.slug === segment)
  if (category) return { kind: 'category' as const, category }
  const article = await getInsight(segment)
  return article?.insight.pinnedPath ? { kind: 'article' as const, ...article } : null
}

export async function generateStaticParams() {
  const [categories, insights] = await Promise.all([getInsightCategories(), getInsightPaths()])
  return [...categories.map((c) => c.slug), ...insights.filter((i) => i.pinned).map((i) => i.slug)].map((category) => ({
    category,
  }))
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const found = await resolve((await params).category)
  if (!found) return {}
  if (found.kind === 'article') return insightMetadata(found.insight)
  const page = parsePage((await searchParams).page)
  const { category } = found
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${category.title} insights, page ${page}` : `${category.title} insights`,
    description: category.summary,
    path: `/insights/${category.slug}`,
  })
}

/** One category's insights, 12 a page, or a pinned article. */
export default async function InsightCategoryPage({ params, searchParams }: Props) {
  const found = await resolve((await params).category)
  if (!found) notFound()
  if (found.kind === 'article') return <InsightArticle insight={found.insight} related={found.related} />
  const { category } = found
  const page = parsePage((await searchParams).page)
  const [categories, list] = await Promise.all([getInsightCategories(), getInsightsPage(page, category.id)])
  if (page > list.totalPages) notFound()
  const base = `/insights/${category.slug}`
  return (
    <InsightsListing
      title={category.title}
      intro={category.summary}
      crumbs={[
        { title: 'Insights', link: '/insights' },
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
