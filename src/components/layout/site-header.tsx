import Link from '@/components/link'
import { SearchBox } from '@/features/search/search-box'
import type { SiteSetting } from '@/payload-types'
import { MenuPanel } from './link-list'
import { MenuDismiss } from './menu-dismiss.client'

type Props = { brandName: string; settings: SiteSetting }

/**
 * Header with the mega menu. Native <details> keeps it keyboard and screen-reader operable with
 * no client JavaScript (the header is a server component); a small island beside it adds Escape,
 * outside click and one-panel-at-a-time.
 */
export function SiteHeader({ brandName, settings }: Props) {
  const menu = settings.megaMenu ?? []
  return (
    <>
      <MenuDismiss navId="main-nav" />
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <Link href="/" className="font-serif text-2xl font-bold text-brand no-underline">
            {brandName}
          </Link>
          <SearchBox />
          <nav aria-label="Main" id="main-nav">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
              {menu.map((item) => (
                <li key={item.id ?? item.label} className="relative">
                  {item.columns && item.columns.length > 0 ? (
                    <details className="group">
                      <summary className="inline-block cursor-pointer list-none py-1 hover:text-brand-accent">
                        {item.label}
                      </summary>
                      <div className="absolute left-0 z-40 mt-3 grid min-w-72 gap-6 rounded border border-black/10 bg-white p-5 shadow-lg sm:grid-cols-2">
                        <MenuPanel columns={item.columns} />
                      </div>
                    </details>
                  ) : (
                    <Link href={item.href ?? '/'} className="inline-block py-1 hover:text-brand-accent">
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
              <li>
                <Link href="/contact-us" className="rounded bg-brand px-4 py-2 text-white hover:bg-brand-accent">
                  Contact us
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  )
}
