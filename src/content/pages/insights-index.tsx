import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InsightsListing } from '@/content/insights/insights-listing'
import { getInsightCategories, getInsightsPage, INSIGHTS_PER_PAGE } from '@/content/insights/insights-list.server'
import { INSIGHT_ROUTE_PARAMS } from '@/content/insights/routes.server'
import { insightPaths } from '@/content/insights/paths'
import { pagedRoutePage } from '@/features/listings/paged-listing'
import { buildMetadata } from '@/features/seo/metadata'
import { isDraft } from '@/lib/cached-read'
import { siteConfig } from '@/lib/site-config'
import { getPageByPath } from './pages.server'

/**
 * The insights index (`/insights` and its later pages, which the proxy serves from `/insights-page/N`,
 * src/features/listings/paged-listing.ts): the CMS page at `insights` gives its title, intro and
 * description, the insights module the list. It composes both, so it sits in the higher of the two
 * (docs/architecture.md#layers); the insights module's other routes are in insight-routes.tsx.
 */

export async function insightsIndexMetadata(page: number): Promise<Metadata> {
  const cms = await getPageByPath('insights', { draft: await isDraft() })
  const title = cms?.meta?.title || cms?.title || 'Insights'
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: cms?.meta?.description || cms?.intro,
    path: insightPaths.insights,
  })
}

/** All insights, newest first: the newest featured on page 1, then 12 a page. */
export async function InsightsIndex({ page }: { page: number }) {
  const draft = await isDraft()
  const [cms, categories, list] = await Promise.all([
    getPageByPath('insights', { draft }),
    getInsightCategories(),
    getInsightsPage(page, null),
  ])
  if (page > list.totalPages) notFound()
  const title = cms?.title || 'Insights'
  return (
    <InsightsListing
      title={title}
      intro={cms?.intro}
      crumbs={page > 1 ? [{ title, link: insightPaths.insights }, { title: `Page ${page}` }] : [{ title }]}
      categories={categories}
      current={null}
      insights={list.docs}
      featured={page === 1 ? list.featured : null}
      page={page}
      totalPages={list.totalPages}
      totalItems={list.totalDocs}
      itemsPerPage={INSIGHTS_PER_PAGE}
      basePath={insightPaths.insights}
    />
  )
}

/** /insights: page 1 (`?page=N` is served by pagedInsightsRoute, the proxy rewrites to it). */
export function insightsIndexRoute() {
  return {
    generateMetadata: (): Promise<Metadata> => insightsIndexMetadata(1),
    InsightsPage: () => <InsightsIndex page={1} />,
  }
}

type PagedProps = { params: Promise<{ page: string }> }

/** `/insights?page=N` for N ≥ 2, rewritten by the proxy to /insights-page/N (src/features/listings/paged-listing.ts). */
export function pagedInsightsRoute() {
  return {
    generateStaticParams: INSIGHT_ROUTE_PARAMS['/insights-page/[page]'],
    generateMetadata: async ({ params }: PagedProps): Promise<Metadata> => {
      const page = pagedRoutePage((await params).page)
      return page ? insightsIndexMetadata(page) : {}
    },
    InsightsLaterPage: async ({ params }: PagedProps) => {
      const page = pagedRoutePage((await params).page)
      if (!page) notFound()
      return <InsightsIndex page={page} />
    },
  }
}
