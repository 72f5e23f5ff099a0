import Link from '@/components/link'
import { paths } from '@/features/content/paths'
import { populated } from '@/lib/relation'
import type { Insight, InsightCategory } from '@/payload-types'

type Teaser = Pick<Insight, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'pinnedPath'> & {
  category?: number | InsightCategory | null
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** Insight teasers as cards: category, linked title, excerpt and date. */
export function InsightCards({ insights, headingLevel = 3 }: { insights: Teaser[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {insights.map((a) => {
        const category = populated(a.category)
        return (
          <li key={a.id} className="flex flex-col rounded border border-black/10 p-6">
            {category ? (
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{category.title}</p>
            ) : null}
            <Heading className="mt-2 text-lg font-semibold">
              <Link href={paths.insight(a)} className="hover:text-brand-accent">
                {a.title}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-sm text-muted">{a.excerpt}</p>
            <time dateTime={a.publishedAt} className="mt-4 text-xs text-muted">
              {dateFormat.format(new Date(a.publishedAt))}
            </time>
          </li>
        )
      })}
    </ul>
  )
}
