import type { Metadata } from 'next'
import { InsightsIndex, insightsIndexMetadata } from '@/content/insights/insight-routes'

// `?page=N` is served by ../insights-page/[page] (the proxy rewrites to it): this route is page 1
export function generateMetadata(): Promise<Metadata> {
  return insightsIndexMetadata(1)
}

export default function InsightsPage() {
  return <InsightsIndex page={1} />
}
