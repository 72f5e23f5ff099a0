import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pagedRoutePage } from '@/features/listings/paged-listing'
import { InsightSegment, insightSegmentMetadata } from '@/content/insights/insight-routes'

/** `/insights/{category}?page=N` for N ≥ 2, rewritten here by the proxy (src/features/listings/paged-listing.ts). */
type Props = { params: Promise<{ page: string; category: string }> }

// none at build time: each page is rendered on its first visit, then cached and revalidated by tag
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, category } = await params
  const n = pagedRoutePage(page)
  return n ? insightSegmentMetadata(category, n) : {}
}

export default async function InsightCategoryLaterPage({ params }: Props) {
  const { page, category } = await params
  const n = pagedRoutePage(page)
  if (!n) notFound()
  return <InsightSegment segment={category} page={n} />
}
