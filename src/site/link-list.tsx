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
  'flex min-h-11 items-center py-2 text-ink hover:text-brand hover:underline lg:min-h-0 lg:py-1.5 lg:text-[0.9375rem]'

/** A list longer than this reads as two newspaper columns from the tablet width up, not as a tall strip. */
export const LONG_MENU_LIST = 8

/**
 * A label longer than this (in characters) would wrap in a quarter of a desktop panel (224 px at
 * 1024 px): its column takes two.
 */
export const LONG_MENU_LABEL = 28

/** A mega-menu panel's columns: a heading each and a list of links. */
export function MenuPanel({ columns }: { columns: readonly MenuColumn[] }) {
  return columns.map((col, i) => {
    const links = col.links ?? []
    const long = links.length > LONG_MENU_LIST
    const wide = long || links.some((l) => l.label.length > LONG_MENU_LABEL)
    return (
      <div key={i} className={wide ? 'sm:col-span-2' : undefined}>
        {col.heading ? (
          <p className="mb-1 text-xs font-semibold tracking-wider text-muted uppercase lg:mb-2">{col.heading}</p>
        ) : null}
        <ul className={long ? 'sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid' : undefined}>
          <LinkItems links={col.links} linkClass={MENU_LINK_CLASS} />
        </ul>
      </div>
    )
  })
}
