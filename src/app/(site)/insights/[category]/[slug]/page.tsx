import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InsightArticle, insightMetadata } from '@/components/insights/insight-article'
import { getInsight, getInsightPaths } from '@/features/content/insights-list.server'
import type { InsightCategory } from '@/payload-types'

type Props = { params: Promise<{ category: string; slug: string }> }

/** The article only answers under its own category; any other category is a 404. */
async function load(category: string, slug: string) {
  const found = await getInsight(slug)
  const own = found && typeof found.insight.category === 'object' ? (found.insight.category as InsightCategory) : null
  return found && own?.slug === category ? found : null
}

export async function generateStaticParams() {
  return (await getInsightPaths()).map(({ category, slug }) => ({ category, slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, slug } = await params
  const found = await load(category, slug)
  return found ? insightMetadata(found.insight) : {}
}

export default async function InsightArticlePage({ params }: Props) {
  const { category, slug } = await params
  const found = await load(category, slug)
  if (!found) notFound()
  return <InsightArticle insight={found.insight} related={found.related} />
}
