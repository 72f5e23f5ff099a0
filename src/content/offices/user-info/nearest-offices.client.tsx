'use client'
import { TOUCH_INLINE } from '@/components/touch-target'

import Link from '@/components/link'
import { useEffect, useRef, useState } from 'react'
import { telHref } from '@/lib/tel-href'
import { whenNear } from '@/lib/when-near'
import { countryLine } from '../office-groups'
import type { OfficeLocation } from '../office-locations.server'

type Props = {
  /** The offices the server renders, shown until (or without) the browser's guess. */
  defaults: OfficeLocation[]
  count: number
  /** The address of every office's coordinates (about 10 KB: fetched, not part of the page's payload). */
  source: string
}

/** Every office with its coordinates, or null when they cannot be had (the defaults stay). */
async function fetchOffices(source: string): Promise<OfficeLocation[] | null> {
  try {
    const res = await fetch(source)
    if (!res.ok) return null
    const body = (await res.json()) as { offices?: unknown }
    return Array.isArray(body.offices) ? (body.offices as OfficeLocation[]) : null
  } catch {
    return null
  }
}

/**
 * The offices nearest the visitor, guessed from the browser's time zone. The server renders the
 * regional hubs; as the module nears the viewport the same number of same-sized cards swap in, so
 * nothing shifts.
 */
export function NearestOffices({ defaults, count, source }: Props) {
  const [guess, setGuess] = useState<OfficeLocation[] | null>(null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let current = true
    // the browser's zone is read once the module comes within a screen or so of the viewport (the
    // server cannot know it): the zone table is a chunk of its own and the office list an answer of
    // its own, and reading them is a task of its own, none of it while the page is still starting
    const guessNow = () =>
      void Promise.all([import('./time-zones'), import('./nearest'), fetchOffices(source)]).then(
        ([zones, { nearest }, offices]) => {
          const from = zones.locationForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
          if (current && from && offices) setGuess(nearest(offices, from, count))
        },
      )
    // the div below always renders, so the ref is set when the effect runs
    const stop = whenNear(box.current!, '100% 0px', guessNow)
    return () => {
      current = false
      stop()
    }
  }, [source, count])

  const shown = guess ?? defaults
  return (
    <div ref={box}>
      <h3 className="text-xl" aria-live="polite">
        {guess ? 'Offices near you' : 'Our regional hubs'}
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3" data-nearest={guess ? 'time-zone' : 'default'}>
        {shown.map((o) => (
          <li key={o.id} className="flex min-h-32 flex-col rounded border border-black/10 bg-white p-5">
            <Link
              href={`/office/${o.slug}`}
              className={`${TOUCH_INLINE} text-lg font-semibold hover:text-brand-accent`}
            >
              {o.city}
            </Link>
            {/* a city-state (Singapore) is not named twice */}
            {countryLine(o.city, o.country) ? <span className="text-sm text-muted">{o.country}</span> : null}
            {o.phone ? (
              <a href={telHref(o.phone)} className={`mt-auto pt-2 text-sm ${TOUCH_INLINE}`}>
                {o.phone}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
