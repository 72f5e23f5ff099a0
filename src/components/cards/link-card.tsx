import Link from '@/components/link'
import { CARD_LINK } from './card-link'

/**
 * A card that is one link (a service, a CMS card-links block): its title links to the page, the whole card is the
 * target, and it says so with a hover lift and an arrow where the eye ends. One design wherever such cards stand.
 */
export function LinkCard({
  href,
  title,
  text,
  className = '',
}: {
  href: string
  title: string
  text?: string | null
  /** The card's place in its grid (`featuredCardClass`). */
  className?: string
}) {
  return (
    <li
      className={`group relative flex flex-col rounded-card border border-line p-6 transition-shadow hover:shadow-md ${className}`}
    >
      <h3 className="text-lg">
        <Link href={href} className={CARD_LINK}>
          {title}
        </Link>
      </h3>
      {text ? <p className="mt-2 text-sm text-muted">{text}</p> : null}
      <span
        aria-hidden="true"
        data-card-arrow=""
        className="mt-auto self-end pt-3 text-lg leading-none text-brand-accent transition-transform group-hover:translate-x-1"
      >
        →
      </span>
    </li>
  )
}
