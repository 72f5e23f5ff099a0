import type { Metadata } from 'next'
import { InsightSegment, insightSegmentMetadata, insightSegmentParams } from '@/content/insights/insight-routes'

type Props = { params: Promise<{ category: string }> }

export const generateStaticParams = insightSegmentParams

// `?page=N` is served by ../../insights-page/[page]/[category] (the proxy rewrites to it): this is page 1
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return insightSegmentMetadata((await params).category, 1)
}

/** One category's insights, 12 a page, or a pinned article. */
export default async function InsightCategoryPage({ params }: Props) {
  return <InsightSegment segment={(await params).category} page={1} />
}
