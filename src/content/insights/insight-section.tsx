import { SectionHead } from '@/components/section-head'
import { insightPaths } from './paths'
import { FeaturedInsight, InsightCards } from '@/content/insights/insight-card'
import { getLatestInsights } from './insights.server'

/** The default layout's insight section: the newest insights with a link to all of them, the first featured on home. */
export async function InsightSection({
  heading = 'Latest insights',
  limit = 6,
  headingId = 'insights-heading',
  featured = false,
}: {
  heading?: string
  limit?: number
  headingId?: string
  /** Lead with the newest article, large, then `limit` cards after it. */
  featured?: boolean
}) {
  const latest = await getLatestInsights(featured ? limit + 1 : limit)
  if (latest.length === 0) return null
  const [first, ...rest] = latest
  const insights = featured ? rest : latest
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16">
      <SectionHead id={headingId} heading={heading} more={{ href: insightPaths.insights, label: 'All insights' }} />
      {featured && first ? <FeaturedInsight insight={first} id={`${headingId}-featured`} headingLevel={3} /> : null}
      {insights.length ? <InsightCards insights={insights} /> : null}
    </section>
  )
}
