import Link from '@/components/link'

/**
 * A section's heading, with an optional line under it and the way to the rest ("All insights",
 * "Everyone in Europe") at its right, on the heading's line where it fits: one place for that link on
 * every page, not at the top of one section and under the cards of the next.
 */
export function SectionHead({
  id,
  heading,
  intro,
  more,
}: {
  /** The heading's id: the section is named by it (`aria-labelledby`). */
  id: string
  heading: string
  intro?: string
  more?: { href: string; label: string } | null
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
      </div>
      {more ? (
        <Link href={more.href} className="inline-flex min-h-11 items-center font-semibold text-brand-accent underline">
          {more.label}
        </Link>
      ) : null}
    </div>
  )
}
