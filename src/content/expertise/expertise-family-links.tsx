import Link from '@/components/link'
import { TOUCH_INLINE, TOUCH_ROW } from '@/components/touch-target'
import { expertisePaths } from './paths'
import { EXPERTISE_KINDS, type ExpertiseKind } from './expertise.server'

type Area = { id: number; title: string; slug: string }

/** The home page's expertise module: two columns on a phone too (forty links in one made the page's longest stretch). */
// columns, not a grid: an A–Z list reads down each column, as a reader scans it
const MODULE_LIST = 'mt-4 columns-2 gap-x-4 text-sm sm:gap-x-6 md:[&>li]:mb-2 [&>li]:break-inside-avoid'

/** Areas of one expertise family as a list of links. */
export function ExpertiseAreaLinks({
  kind,
  areas,
  className,
}: {
  kind: ExpertiseKind
  areas: Area[]
  className: string
}) {
  return (
    <ul className={className}>
      {areas.map((a) => (
        <li key={a.id}>
          <Link href={expertisePaths.expertiseArea(kind, a.slug)} className={`${TOUCH_ROW} hover:text-brand-accent`}>
            {a.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** One expertise family in the home page's module: its linked name, then every area of it, linked. */
export function ExpertiseFamilyLinks({ kind, areas }: { kind: ExpertiseKind; areas: Area[] }) {
  return (
    <div>
      <h3 className="text-xl">
        <Link href={expertisePaths.expertiseFamily(kind)} className={`${TOUCH_INLINE} hover:text-brand-accent`}>
          {EXPERTISE_KINDS[kind].label}
        </Link>
      </h3>
      <ExpertiseAreaLinks kind={kind} areas={areas} className={MODULE_LIST} />
    </div>
  )
}
