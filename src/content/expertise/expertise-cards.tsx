import Link from '@/components/link'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { expertisePaths } from './paths'
import type { ExpertiseKind } from './expertise.server'

type Area = { id: number; title: string; slug: string; summary?: string | null }

/** Industries or functions as linked cards, with their summaries when asked for. */
export function ExpertiseCards({
  kind,
  areas,
  withSummary = true,
}: {
  kind: ExpertiseKind
  areas: Area[]
  withSummary?: boolean
}) {
  return (
    <ul className={`grid gap-6 ${cardGridColumns(areas.length)}`}>
      {areas.map((a, i) => (
        <li key={a.id} className={`rounded-card border border-line p-6 ${featuredCardClass(areas.length, i)}`}>
          <h3 className="text-lg font-semibold">
            <Link href={expertisePaths.expertiseArea(kind, a.slug)} className="hover:text-brand-accent">
              {a.title}
            </Link>
          </h3>
          {withSummary && a.summary ? <p className="mt-2 text-sm text-muted">{a.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}
