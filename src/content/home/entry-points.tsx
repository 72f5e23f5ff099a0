import Link from '@/components/link'
import { ENTRY_POINTS } from './entry-point-links'

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-current">
      <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4z" />
    </svg>
  )
}

/**
 * The home page's two doors, under the hero and still in its first screen on a phone and on a
 * desktop (`tests/e2e/page-layout.spec.ts`): one for organisations hiring a leader, one for
 * executives exploring their next role.
 */
export function EntryPoints() {
  return (
    <nav aria-label="How can we help?" className="bg-brand text-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 px-4 py-4 md:gap-4 md:py-6">
        {ENTRY_POINTS.map((e) => (
          <li key={e.href}>
            <Link
              href={e.href}
              data-entry-point
              className="group flex h-full min-h-14 items-center justify-between gap-3 rounded-card border border-white/25 bg-white/5 px-3 py-2 text-white no-underline hover:bg-white hover:text-brand md:px-5 md:py-3"
            >
              <span className="min-w-0">
                <span className="block text-xs text-white/75 group-hover:text-muted">{e.audience}</span>
                <span className="block font-semibold leading-tight md:text-lg">{e.label}</span>
              </span>
              <Arrow />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
