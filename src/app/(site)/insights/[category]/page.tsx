import type { Metadata } from 'next'
import { getInsightCategories, getInsightPaths } from '@/features/content/insights-list.server'
import { InsightSegment, insightSegmentMetadata } from '../listing-pages'

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  const [categories, insights] = await Promise.all([getInsightCategories(), getInsightPaths()])
  return [...categories.map((c) => c.slug), ...insights.filter((i) => i.pinned).map((i) => i.slug)].map((category) => ({
    category,
  }))
}

// `?page=N` is served by ../../insights-page/[page]/[category] (the proxy rewrites to it): this is page 1
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return insightSegmentMetadata((await params).category, 1)
}

/** One category's insights, 12 a page, or a pinned article. */
export default async function InsightCategoryPage({ params }: Props) {
  return <InsightSegment segment={(await params).category} page={1} />
}
