import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InsightsListing } from '@/components/insights/insights-listing'
import { parsePageParam as parsePage } from '@/components/pagination'
import { getInsightCategories, getInsightsPage, INSIGHTS_PER_PAGE } from '@/features/content/insights-list.server'
import { getPageByPath } from '@/features/content/pages.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page)
  const cms = await getPageByPath('insights')
  const title = cms?.meta?.title || cms?.title || 'Insights'
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: cms?.meta?.description || cms?.intro,
    path: '/insights',
  })
}

/** All insights, newest first, 12 a page. */
export default async function InsightsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  const [cms, categories, list] = await Promise.all([
    getPageByPath('insights'),
    getInsightCategories(),
    getInsightsPage(page, null),
  ])
  if (page > list.totalPages) notFound()
  const title = cms?.title || 'Insights'
  return (
    <InsightsListing
      title={title}
      intro={cms?.intro}
      crumbs={page > 1 ? [{ title, link: '/insights' }, { title: `Page ${page}` }] : [{ title }]}
      categories={categories}
      current={null}
      insights={list.docs}
      page={page}
      totalPages={list.totalPages}
      totalItems={list.totalDocs}
      itemsPerPage={INSIGHTS_PER_PAGE}
      basePath="/insights"
    />
  )
}
