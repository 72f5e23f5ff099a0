import Link from '@/components/link'
import { JsonLd } from '@/components/json-ld'

/** The separator drawn before every crumb but the first (hidden from screen readers: the list says it). */
export const SEPARATOR = '/'

export type Crumb = { title: string; link?: string }

export type BreadcrumbProps = { brandName: string; crumbs: Crumb[]; origin: string }

/**
 * requirements §2: always starts with the firm's name linking to /; a crumb without a link is plain text.
 * Emits BreadcrumbList JSON-LD for search engines. The list and its JSON-LD, without the nav
 * around them: Breadcrumb (a server component) and the client error page each add their own.
 */
export function BreadcrumbTrail({ brandName, crumbs, origin }: BreadcrumbProps) {
  const all: Crumb[] = [{ title: brandName, link: '/' }, ...crumbs]
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      ...(c.link ? { item: `${origin}${c.link === '/' ? '/' : c.link}` } : {}),
    })),
  }
  return (
    <>
      {/* One line at every width: the page's own title, last, is shortened with an ellipsis when
          the trail does not fit (a crumb before it only past 40 % of the line), its whole title still in the markup for screen readers
          and search engines. A wrapped trail would start a line with a lone "/", and where it wraps would
          depend on the font, so the heading below would move when the web font replaces its stand-in. */}
      <ol className="flex min-w-0 items-center overflow-hidden whitespace-nowrap">
        {all.map((c, i) => (
          <li
            key={`${i}-${c.title}`}
            className={i < all.length - 1 ? 'flex max-w-[40%] shrink-0 items-center' : 'flex min-w-0 items-center'}
          >
            {i > 0 ? (
              <span aria-hidden="true" className="mx-2 shrink-0">
                {SEPARATOR}
              </span>
            ) : null}
            {c.link ? (
              <Link href={c.link} className="truncate hover:text-brand-accent">
                {c.title}
              </Link>
            ) : (
              <span className="truncate" aria-current={i === all.length - 1 ? 'page' : undefined}>
                {c.title}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={jsonLd} />
    </>
  )
}

export const BREADCRUMB_CLASS = 'mx-auto max-w-7xl px-4 py-3 text-sm text-muted'

/** The breadcrumb as elements, for a client component (the error boundary's page). */
export function BreadcrumbNav(props: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={BREADCRUMB_CLASS}>
      <BreadcrumbTrail {...props} />
    </nav>
  )
}
