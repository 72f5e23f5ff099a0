import Link from '@/components/link'
import { expertisePaths } from './paths'
import { EXPERTISE_KINDS, type ExpertiseKind } from './expertise.server'

type Area = { id: number; title: string; slug: string }

/** The /expertise index's sections (h2), and the home page's expertise module's columns (h3, smaller). */
// columns, not a grid: an A–Z list reads down each column, as a reader scans it
const VARIANTS = {
  index: {
    heading: 'text-2xl font-bold md:text-3xl',
    list: 'mt-4 gap-x-6 sm:columns-2 [&>li]:mb-2 [&>li]:break-inside-avoid',
  },
  // two columns on a phone too: forty links in one column made the home page's longest stretch
  module: {
    heading: 'text-xl font-semibold',
    list: 'mt-4 columns-2 gap-x-4 text-sm sm:gap-x-6 [&>li]:mb-2 [&>li]:break-inside-avoid',
  },
} as const

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
          <Link href={expertisePaths.expertiseArea(kind, a.slug)} className="hover:text-brand-accent">
            {a.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** One expertise family: its linked name, then every area of it, linked. */
export function ExpertiseFamilyLinks({
  kind,
  areas,
  variant,
}: {
  kind: ExpertiseKind
  areas: Area[]
  variant: keyof typeof VARIANTS
}) {
  const { heading, list } = VARIANTS[variant]
  const id = `expertise-${kind}`
  const title = (
    <Link href={expertisePaths.expertiseFamily(kind)} className="hover:text-brand-accent">
      {EXPERTISE_KINDS[kind].label}
    </Link>
  )
  const links = <ExpertiseAreaLinks kind={kind} areas={areas} className={list} />
  return variant === 'index' ? (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {links}
    </section>
  ) : (
    <div>
      <h3 className={heading}>{title}</h3>
      {links}
    </div>
  )
}
