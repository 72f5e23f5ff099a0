import Link from '@/components/link'
import { isSafeHref } from '@/lib/html'

export type LinkItem = { label: string; href: string }

export type MenuColumn = {
  heading?: string | null
  links?: readonly LinkItem[] | null
}

/**
 * The header's and footer's link lists: plain anchors (src/components/link.tsx) that NavigationRuntime
 * navigates and prefetches like any other link.
 */
export function LinkItems({ links, linkClass }: { links: readonly LinkItem[] | null | undefined; linkClass: string }) {
  // an editor's address that would run script is left out with its label, not written as a dead link
  return (links ?? [])
    .filter((l) => isSafeHref(l.href))
    .map((l, i) => (
      <li key={i}>
        <Link href={l.href} className={linkClass}>
          {l.label}
        </Link>
      </li>
    ))
}

/** A mega-menu panel's columns: a heading each and a list of links. */
export function MenuPanel({ columns }: { columns: readonly MenuColumn[] }) {
  return columns.map((col, i) => (
    <div key={i}>
      {col.heading ? <p className="mb-2 text-xs font-semibold uppercase text-muted">{col.heading}</p> : null}
      <ul className="space-y-1">
        <LinkItems links={col.links} linkClass="inline-block py-0.5 hover:text-brand-accent" />
      </ul>
    </div>
  ))
}
