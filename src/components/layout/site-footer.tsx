import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'

type Props = { brandName: string; settings: SiteSetting }

export function SiteFooter({ brandName, settings }: Props) {
  const footer = settings.footer
  return (
    <footer className="mt-16 bg-brand text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-bold">{brandName}</p>
          {footer?.tagline ? <p className="mt-3 text-sm text-white/80">{footer.tagline}</p> : null}
        </div>
        {(footer?.columns ?? []).map((col) => (
          <nav key={col.id ?? col.heading} aria-label={col.heading}>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide">{col.heading}</p>
            <ul className="space-y-2 text-sm">
              {(col.links ?? []).map((l) => (
                <li key={l.id ?? l.href}>
                  <Link href={l.href} className="text-white/85 hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-sm text-white/80">
          <p>
            © {new Date().getFullYear()} {brandName}
          </p>
          <ul className="flex flex-wrap gap-4">
            {(footer?.legalLinks ?? []).map((l) => (
              <li key={l.id ?? l.href}>
                <Link href={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
