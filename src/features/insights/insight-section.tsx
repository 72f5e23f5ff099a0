import Link from '@/components/link'
import { paths } from '@/features/content/paths'
import { InsightCards } from './insight-cards'
import { getLatestInsights } from './insights.server'

/** The default layout's insight section: the newest insights with a link to all of them. */
export async function InsightSection({
  heading = 'Latest insights',
  limit = 6,
  headingId = 'insights-heading',
}: {
  heading?: string
  limit?: number
  headingId?: string
}) {
  const insights = await getLatestInsights(limit)
  if (insights.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold">
          {heading}
        </h2>
        <Link href={paths.insights} className="font-semibold text-brand-accent underline">
          All insights
        </Link>
      </div>
      <InsightCards insights={insights} />
    </section>
  )
}
