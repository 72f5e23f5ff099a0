import { Fragment } from 'react'
import Link from '@/components/link'
import { JsonLd } from '@/components/json-ld'

/**
 * A crumb folded into "…" on a phone: between the firm and the page's parent, in a trail of four or
 * more ("Arden Hale / Insights / Diversity and Inclusion" did not fit a 320 px screen whole).
 */
export const phoneFolds = (i: number, count: number) => count >= 4 && i > 0 && i < count - 2

/**
 * On a phone a trail of three crumbs or more leaves out the page's own (its heading, right below, names
 * it; screen readers still hear it): cut mid-word at the screen's edge, it read as a defect.
 */
export const phoneHidesPage = (count: number) => count >= 3

/**
 * A crumb before the page's own: whole up to 40 % of the line. On a phone the page's parent, which then
 * ends the visible trail, takes what room is left, and the folded crumbs go.
 */
function crumbClass(i: number, count: number): string {
  // the firm's name is whole on a phone, whatever shares the line (a page's other language)
  if (i === 0) return 'flex max-w-[40%] shrink-0 items-center max-sm:max-w-none'
  if (phoneFolds(i, count)) return 'flex max-w-[40%] shrink-0 items-center max-sm:hidden'
  if (phoneHidesPage(count) && i === count - 2)
    return 'flex min-w-0 max-w-[40%] shrink-0 items-center max-sm:max-w-none max-sm:shrink'
  return 'flex max-w-[40%] shrink-0 items-center'
}

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
          depend on the font, so the heading below would move when the web font replaces its stand-in.
          On a phone the trail ends at the page's parent (`phoneHidesPage`), and a deeper one (four crumbs or
          more) keeps the firm and the parent, with "…" for the crumbs between: those did not fit, and were
          cut at the screen's edge. */}
      <ol className="flex min-w-0 items-center overflow-hidden whitespace-nowrap">
        {all.map((c, i) => {
          const last = i === all.length - 1
          const folded = phoneFolds(i, all.length)
          return (
            <Fragment key={`${i}-${c.title}`}>
              {folded && i === 1 ? (
                <li aria-hidden="true" className="flex shrink-0 items-center sm:hidden">
                  <span className="mx-2">{SEPARATOR}</span>…
                </li>
              ) : null}
              <li
                className={
                  last
                    ? `flex min-w-0 items-center ${phoneHidesPage(all.length) ? 'max-sm:sr-only' : ''}`
                    : crumbClass(i, all.length)
                }
              >
                {i > 0 ? (
                  <span aria-hidden="true" className="mx-2 shrink-0">
                    {SEPARATOR}
                  </span>
                ) : null}
                {c.link ? (
                  // a 44 px target that takes no more height than the line (as the language switch beside it)
                  <Link href={c.link} className="-my-3 block truncate py-3 hover:text-brand-accent">
                    {c.title}
                  </Link>
                ) : (
                  <span className="truncate" aria-current={last ? 'page' : undefined}>
                    {c.title}
                  </span>
                )}
              </li>
            </Fragment>
          )
        })}
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
