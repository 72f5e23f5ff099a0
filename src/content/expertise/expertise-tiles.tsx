import { TOUCH_FLUSH } from '@/components/touch-target'
import Link from '@/components/link'
import { CARD_LINK } from '@/components/cards/card-link'
import { tileGridColumns } from '@/components/card-grid'
import { expertisePaths } from './paths'
import { EXPERTISE_KINDS, type ExpertiseKind, type PracticePerson } from './expertise.server'
import { practiceKey } from './practice-faces'
import { FaceStack } from '@/components/cards/face-stack'

type Area = { id: number; title: string; slug: string; subsectors?: ReadonlyArray<unknown> | null }

/** "6 specialist areas", the name the area's own page gives its subsectors. */
export function specialistAreas(count: number): string | null {
  if (count <= 0) return null
  return `${count} specialist area${count === 1 ? '' : 's'}`
}

/** One practice: its name, how many specialist areas it has, and a few of its people; the tile is one link. */
function Tile({ kind, area, faces }: { kind: ExpertiseKind; area: Area; faces: readonly PracticePerson[] }) {
  const detail = specialistAreas(area.subsectors?.length ?? 0)
  return (
    <li className="group relative flex items-center justify-between gap-4 rounded border border-black/10 bg-white p-4 transition-shadow hover:shadow-md sm:flex-col sm:items-start sm:p-5">
      <span className="flex min-w-0 flex-col">
        <h3 className="text-lg leading-snug">
          <Link href={expertisePaths.expertiseArea(kind, area.slug)} className={CARD_LINK}>
            {area.title}
          </Link>
        </h3>
        {detail ? <span className="mt-1 text-sm text-muted">{detail}</span> : null}
      </span>
      {/* the faces keep their row: a long name wraps instead */}
      <span className="shrink-0 sm:mt-auto sm:pt-2">
        <FaceStack label={`Some of our ${area.title} people`} people={faces} />
      </span>
    </li>
  )
}

/** The /expertise index's section for one family: its linked name, then a tile per practice. */
export function ExpertiseTiles({
  kind,
  areas,
  faces,
}: {
  kind: ExpertiseKind
  areas: Area[]
  faces: ReadonlyMap<string, readonly PracticePerson[]>
}) {
  const id = `expertise-${kind}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold md:text-3xl">
        <Link href={expertisePaths.expertiseFamily(kind)} className={`${TOUCH_FLUSH} hover:text-brand-accent`}>
          {EXPERTISE_KINDS[kind].label}
        </Link>
      </h2>
      <ul className={`mt-6 grid gap-3 sm:gap-5 ${tileGridColumns(areas.length)}`}>
        {areas.map((a) => (
          <Tile key={a.id} kind={kind} area={a} faces={faces.get(practiceKey(kind, a.id)) ?? []} />
        ))}
      </ul>
    </section>
  )
}
