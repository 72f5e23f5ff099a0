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

export function SiteFooter({ brandName, settings }: Props) {
  const footer = settings.footer
  return (
    <footer className="bg-brand text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-bold">{brandName}</p>
          {footer?.tagline ? <p className="mt-3 text-sm text-white/80">{footer.tagline}</p> : null}
          {footer?.social?.length ? (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {footer.social.map((s) => (
                <li key={s.id ?? s.href}>
                  <a href={s.href} className="inline-flex p-1 text-white/85 hover:text-white" rel="noopener">
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
              <p className="mb-3 text-sm font-semibold uppercase tracking-wide">{col.heading}</p>
              <ul className="space-y-2 text-sm">
                <LinkItems links={col.links} linkClass="text-white/85 hover:text-white" />
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-sm text-white/80">
          <p>
            © {new Date().getFullYear()} {brandName}
          </p>
          <div className="flex flex-wrap gap-4">
            <ul className="flex flex-wrap gap-4">
              {(footer?.legalLinks ?? []).map((l) => (
                <li key={l.id ?? l.href}>
                  <Link href={l.href} className="hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ConsentSettingsButton className="underline-offset-[3px] hover:text-white hover:underline" />
          </div>
        </div>
      </div>
    </footer>
  )
}
