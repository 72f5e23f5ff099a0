import Link from '@/components/link'
import { Icon } from '@/components/icon.client'
import { ConsentSettingsButton } from '@/features/consent/consent-settings-button.client'
import type { SiteSetting } from '@/payload-types'
import { LinkItems } from './link-list'

type Props = { brandName: string; settings: SiteSetting }

const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
}

/** Below the desktop breakpoint a link is a 44 px row: a finger's target, not a line of small print. */
const TOUCH_ROW_CLASS = 'flex min-h-11 items-center lg:min-h-0'

const FOOTER_LINK_CLASS = `${TOUCH_ROW_CLASS} text-white/85 hover:text-white hover:underline`

export function SiteFooter({ brandName, settings }: Props) {
  const footer = settings.footer
  return (
    <footer className="bg-brand text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-4 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))] lg:gap-x-10 lg:py-16">
        <div className="col-span-2 md:col-span-4 lg:col-span-1 lg:pr-8">
          <p className="font-serif text-xl font-bold">{brandName}</p>
          {footer?.tagline ? (
            <p className="mt-3 max-w-md text-sm leading-relaxed text-white/80">{footer.tagline}</p>
          ) : null}
          {footer?.social?.length ? (
            <ul className="mt-4 -ml-2.5 flex gap-1" aria-label="Social media">
              {footer.social.map((s) => (
                <li key={s.id ?? s.href}>
                  <a
                    href={s.href}
                    className="inline-flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white"
                    rel="noopener"
                  >
                    <Icon name={s.network} size={22} label={NETWORK_NAMES[s.network] ?? s.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* display: contents keeps each column a cell of the grid */}
        <div className="contents">
          {(footer?.columns ?? []).map((col) => (
            <nav key={col.id ?? col.heading} aria-label={col.heading}>
              <p className="mb-2 text-xs font-semibold tracking-wider text-white/70 uppercase lg:mb-4">{col.heading}</p>
              <ul className="text-sm lg:space-y-2">
                <LinkItems links={col.links} linkClass={FOOTER_LINK_CLASS} />
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-white/80 lg:py-6">
          <p>
            © {new Date().getFullYear()} {brandName}
          </p>
          <div className="flex flex-wrap gap-x-6">
            <ul className="flex flex-wrap gap-x-6">
              {(footer?.legalLinks ?? []).map((l) => (
                <li key={l.id ?? l.href}>
                  <Link href={l.href} className={`${TOUCH_ROW_CLASS} hover:text-white hover:underline`}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ConsentSettingsButton
              className={`${TOUCH_ROW_CLASS} cursor-pointer underline-offset-[3px] hover:text-white hover:underline`}
            />
          </div>
        </div>
      </div>
    </footer>
  )
}
