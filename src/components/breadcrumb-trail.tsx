import Link from '@/components/link'
import { JsonLd } from '@/components/json-ld'

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
      <ol className="flex flex-wrap items-center gap-2">
        {all.map((c, i) => (
          <li key={`${i}-${c.title}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
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
