import Link from '@/components/link'
import { JsonLd } from '@/components/json-ld'

/** The separator before every crumb but the first: a slash, then a word joiner (no break after it). */
export const SEPARATOR = '/\u2060'

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
      {/* Inline text, not a wrapping flex row: the only places a line may break are the space before
          a separator and the spaces inside a title. A word joiner (U+2060) ties each "/" to the first
          word of the crumb it leads to, so a wrapped line never starts or ends with a lone "/". The gap
          before a "/" is the item's right margin and that space, so a wrapped line starts flush. */}
      <ol>
        {all.map((c, i) => (
          <li key={`${i}-${c.title}`} className={i < all.length - 1 ? 'inline mr-1' : 'inline'}>
            {i > 0 ? (
              <>
                {' '}
                <span aria-hidden="true" className="mr-2">
                  {SEPARATOR}
                </span>
              </>
            ) : null}
            {c.link ? (
              <Link href={c.link} className="hover:text-brand-accent">
                {c.title}
              </Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.title}</span>
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
