import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pagedRoutePage } from '@/features/listings/paged-listing'
import { InsightsIndex, insightsIndexMetadata } from '@/content/insights/insight-routes'

/** `/insights?page=N` for N ≥ 2, rewritten here by the proxy (src/features/listings/paged-listing.ts). */
type Props = { params: Promise<{ page: string }> }

// none at build time: each page is rendered on its first visit, then cached and revalidated by tag
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pagedRoutePage((await params).page)
  return page ? insightsIndexMetadata(page) : {}
}

export default async function InsightsLaterPage({ params }: Props) {
  const page = pagedRoutePage((await params).page)
  if (!page) notFound()
  return <InsightsIndex page={page} />
}
