import Link from '@/components/link'
import { SearchBox } from '@/content/search/search-box'
import { isSafeHref } from '@/lib/html'
import type { SiteSetting } from '@/payload-types'
import { ArrowGlyph, ChevronGlyph, CloseGlyph, MenuGlyph, SearchGlyph } from '@/components/header-icons'
import { MenuPanel, type MenuColumn } from './link-list'
import { withPeopleLink } from './main-nav'
import { MenuDismiss } from './menu-dismiss.client'

type Props = { brandName: string; settings: SiteSetting }

/** A top-level item: a section of the site settings' menu, or a plain link (such as "Our people"). */
type MenuItem = { id?: string | null; label: string; href?: string | null; columns?: MenuColumn[] | null }

export const HEADER_ID = 'site-header'

/**
 * The sticky header: brand, main navigation, search. Every disclosure in it is a native <details>,
 * so it opens and closes with no JavaScript (the page reads as plain HTML until its scripts start
 * after load); the island beside it adds Escape, outside click, one open at a time and, on a phone,
 * focus kept inside the open menu.
 *
 * Below the `lg` breakpoint the bar is 56 px: brand, a search button and a menu button. The menu
 * button is a <details> of its own whose sibling, the navigation, shows as a full-screen sheet while
 * it is open (`peer-open`), its sections as accordions. From `lg` up the same navigation stands in
 * the bar and each section opens a panel the width of the header: the header is the panels'
 * containing block (sticky positions it), so no panel can reach past the viewport's edges.
 */
export function SiteHeader({ brandName, settings }: Props) {
  const menu: MenuItem[] = withPeopleLink(settings.megaMenu ?? [])
  return (
    <>
      <MenuDismiss headerId={HEADER_ID} />
      <header id={HEADER_ID} className="site-header sticky top-0 z-40 bg-white shadow-[0_1px_0_rgb(11_37_69/0.12)]">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-4 lg:h-18 lg:gap-2">
          <Link
            href="/"
            className="mr-auto flex min-h-11 shrink-0 items-center font-serif text-xl font-bold whitespace-nowrap text-brand no-underline lg:text-2xl"
          >
            {brandName}
          </Link>
          <details data-header-menu="" className="group/menu peer order-2 lg:hidden">
            <summary
              aria-controls="main-nav"
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded pr-1 pl-2 text-sm font-semibold text-brand hover:bg-sand"
            >
              <MenuGlyph className="group-open/menu:hidden" />
              <CloseGlyph className="hidden group-open/menu:block" />
              <span className="group-open/menu:hidden">Menu</span>
              <span className="hidden group-open/menu:inline">Close</span>
            </summary>
          </details>
          <nav
            aria-label="Main"
            id="main-nav"
            className="fixed inset-x-0 top-14 bottom-0 hidden overflow-y-auto overscroll-contain border-t border-black/10 bg-white px-4 pb-10 peer-open:block lg:static lg:block lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0"
          >
            <ul className="mx-auto max-w-2xl lg:flex lg:max-w-none lg:items-center lg:gap-0.5 xl:gap-1">
              {menu.map((item) => (
                <li key={item.id ?? item.label} className="border-b border-black/10 lg:border-0">
                  <NavItem item={item} />
                </li>
              ))}
              <li className="pt-6 lg:pt-0 lg:pl-2 xl:pl-3">
                <Link
                  href="/contact-us"
                  className="flex min-h-12 items-center justify-center rounded bg-brand px-5 font-semibold whitespace-nowrap text-white hover:bg-brand/85 lg:min-h-11 lg:px-4 lg:text-sm xl:px-5"
                >
                  Contact us
                </Link>
              </li>
            </ul>
          </nav>
          <details data-header-search="" className="group/search order-1 lg:order-none">
            <summary className="flex size-11 cursor-pointer items-center justify-center rounded-full text-brand hover:bg-sand">
              <SearchGlyph className="group-open/search:hidden" />
              <CloseGlyph className="hidden group-open/search:block" />
              <span className="sr-only group-open/search:hidden">Search</span>
              <span className="sr-only hidden group-open/search:inline">Close search</span>
            </summary>
            <div className={PANEL_CLASS}>
              <div className="mx-auto max-w-2xl px-4 py-4 lg:py-6">
                <SearchBox />
              </div>
            </div>
          </details>
        </div>
      </header>
    </>
  )
}

/** A panel below the desktop bar (and the search field below the phone bar), edge to edge. */
const PANEL_CLASS =
  'absolute inset-x-0 top-full border-t border-black/10 bg-white shadow-[0_16px_24px_-16px_rgb(11_37_69/0.35)]'

const TOP_LEVEL_CLASS =
  'flex min-h-14 w-full items-center justify-between gap-2 text-lg font-medium text-brand hover:text-brand/80 ' +
  'lg:relative lg:h-18 lg:min-h-0 lg:gap-1 lg:px-1.5 lg:text-sm lg:whitespace-nowrap lg:text-ink lg:hover:text-brand ' +
  'xl:gap-2 xl:px-3 xl:text-[0.9375rem] lg:after:absolute lg:after:inset-x-1.5 xl:after:inset-x-3 lg:after:bottom-0 lg:after:h-0.5 lg:after:bg-brand lg:after:opacity-0 lg:hover:after:opacity-100'

function NavItem({ item }: { item: MenuItem }) {
  const columns: MenuColumn[] = item.columns ?? []
  const href = item.href && isSafeHref(item.href) ? item.href : null
  if (columns.length === 0) {
    return (
      <Link href={href ?? '/'} className={TOP_LEVEL_CLASS}>
        {item.label}
      </Link>
    )
  }
  return (
    <details className="group/panel">
      <summary
        className={`cursor-pointer ${TOP_LEVEL_CLASS} lg:group-open/panel:text-brand lg:group-open/panel:after:opacity-100`}
      >
        {item.label}
        <ChevronGlyph className="size-5 shrink-0 transition-transform group-open/panel:rotate-180 lg:size-4" />
      </summary>
      <div className="pb-5 lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-black/10 lg:bg-white lg:pb-0 lg:shadow-[0_16px_24px_-16px_rgb(11_37_69/0.35)]">
        <div className="lg:mx-auto lg:max-w-7xl lg:px-4 lg:pt-8 lg:pb-10">
          {href ? (
            <Link
              href={href}
              className="mb-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline lg:mb-5 lg:font-serif lg:text-2xl lg:font-bold"
            >
              {item.label}
              <ArrowGlyph className="shrink-0" />
            </Link>
          ) : null}
          <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-y-8">
            <MenuPanel columns={columns} />
          </div>
        </div>
      </div>
    </details>
  )
}
