import Link from '@/components/link'
import { CARD_LINK } from '@/components/cards/card-link'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { expertisePaths } from './paths'
import type { ExpertiseKind, PracticePerson } from './expertise.server'
import { practiceKey } from './practice-faces'
import { FaceStack } from '@/components/cards/face-stack'

type Area = { id: number; title: string; slug: string; summary?: string | null }

/** Industries or functions as linked cards, with their summaries when asked for and a few of their people. */
export function ExpertiseCards({
  kind,
  areas,
  withSummary = true,
  faces,
}: {
  kind: ExpertiseKind
  areas: Area[]
  withSummary?: boolean
  faces?: ReadonlyMap<string, readonly PracticePerson[]>
}) {
  return (
    <ul className={`grid gap-6 ${cardGridColumns(areas.length)}`}>
      {areas.map((a, i) => (
        <li
          key={a.id}
          className={`group relative flex flex-col rounded-card border border-line p-6 ${featuredCardClass(areas.length, i)}`}
        >
          <h3 className="text-lg">
            <Link href={expertisePaths.expertiseArea(kind, a.slug)} className={CARD_LINK}>
              {a.title}
            </Link>
          </h3>
          {withSummary && a.summary ? <p className="mt-2 text-sm text-muted">{a.summary}</p> : null}
          {faces ? (
            <span className="mt-auto pt-4">
              <FaceStack label={`Some of our ${a.title} people`} people={faces.get(practiceKey(kind, a.id)) ?? []} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
