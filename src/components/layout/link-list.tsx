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

/** Below the desktop breakpoint a menu link is a 44 px row (a finger's target); beside a mouse, a line. */
export const MENU_LINK_CLASS =
  'flex min-h-11 items-center py-2 text-ink hover:text-brand hover:underline lg:min-h-0 lg:py-1.5'

/** A list longer than this reads as two newspaper columns on a desktop, not as a tall strip. */
export const LONG_MENU_LIST = 8

/** A mega-menu panel's columns: a heading each and a list of links. */
export function MenuPanel({ columns }: { columns: readonly MenuColumn[] }) {
  return columns.map((col, i) => {
    const long = (col.links?.length ?? 0) > LONG_MENU_LIST
    return (
      <div key={i} className={long ? 'lg:col-span-2' : undefined}>
        {col.heading ? (
          <p className="mb-1 text-xs font-semibold tracking-wider text-muted uppercase lg:mb-2">{col.heading}</p>
        ) : null}
        <ul className={long ? 'lg:columns-2 lg:gap-10' : undefined}>
          <LinkItems links={col.links} linkClass={MENU_LINK_CLASS} />
        </ul>
      </div>
    )
  })
}
