'use client'

import { Activity, lazy, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { whenNear } from '@/lib/when-near'
import { hydrationGate, type HydrationGate } from './hydration-gate'
import type { ContactFormClientProps } from './use-contact-form'

// React.lazy, not next/dynamic: the same server rendering, without next/dynamic's ~2 KB of loader code
// in every page's first load (the not-found boundary in the root layout renders this island too)
const LazyForm = lazy(() => import('./contact-form.client').then((m) => ({ default: m.ContactFormClient })))

// The server has the form at hand: rendered without suspending, React writes it in place. (Suspended,
// it would be written after the page and moved in by a script once painted: a layout shift.) The
// build drops this branch from the browser's code, so the form stays out of every page's first load.
const ServerForm =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, see above
      (require('./contact-form.client') as typeof import('./contact-form.client')).ContactFormClient
    : null
const ContactFormClient = ServerForm ?? LazyForm

/** How far from the viewport the form starts to hydrate: a screen ahead of the visitor's scrolling. */
const NEAR = '100% 0px'
/** A form the visitor has not scrolled to still hydrates this long after the page has loaded. */
const IDLE_FALLBACK_MS = 3000

/**
 * Waits for the gate while React hydrates the server HTML; renders at once in a client render (a
 * navigation, or React rendering the form afresh), where waiting would blank the page around it.
 */
function Gate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  // false while React hydrates the server HTML, true in a client render
  const hydrated = useHydrated()
  if (gate && !hydrated && !gate.isOpen()) use(gate.opened)
  return children
}

/**
 * The form's island as a chunk of its own: rendered on the server as usual, its code fetched only by
 * a page that shows it. On the page's first load it hydrates only once it nears the viewport (or
 * the visitor points at or focuses it, or a few idle seconds after load): its code and hydration
 * stay out of the page's start-up. It sits in an <Activity>, which React hydrates on its own and
 * later than the rest of the page, and which keeps the server HTML as it is while the gate is shut
 * (a <Suspense> boundary would do the same, but React writes a large one at the end of the HTML and
 * moves it in with a script: a layout shift). Until it hydrates the controls are disabled (see the
 * island), so nothing a visitor types is lost. A client navigation renders it at once.
 */
export function LazyContactFormClient(props: ContactFormClientProps) {
  // on the server the form renders in the same pass; in the browser a gate the effect below opens
  const [gate] = useState(() => (typeof window === 'undefined' ? null : hydrationGate()))
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = box.current
    if (!gate || !el || gate.isOpen()) return
    const stopNear = whenNear(el, NEAR, gate.open)
    const onIntent = () => gate.open()
    el.addEventListener('pointerdown', onIntent, true)
    el.addEventListener('focusin', onIntent, true)
    let timer: number | undefined
    const startTimer = () => {
      timer = window.setTimeout(gate.open, IDLE_FALLBACK_MS)
    }
    if (document.readyState === 'complete') startTimer()
    else window.addEventListener('load', startTimer, { once: true })
    return () => {
      stopNear()
      el.removeEventListener('pointerdown', onIntent, true)
      el.removeEventListener('focusin', onIntent, true)
      window.removeEventListener('load', startTimer)
      window.clearTimeout(timer)
    }
  }, [gate])

  // The same element on every render: a boundary still waiting to hydrate that received new props
  // would be rendered afresh instead of hydrated.
  const form = useMemo(
    () => (
      <Activity mode="visible">
        <Gate gate={gate}>
          <ContactFormClient {...props} />
        </Gate>
      </Activity>
    ),
    [gate, props],
  )
  return <div ref={box}>{form}</div>
}
