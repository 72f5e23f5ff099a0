'use client'

import Link from '@/components/link'
import { useEffect, useState } from 'react'
import type { OfficeLocation } from './office-locations.server'

type Props = { offices: OfficeLocation[]; defaults: number[]; count: number }

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/**
 * The offices nearest the visitor, guessed from the browser's time zone. The server renders the
 * regional hubs; after hydration the same number of same-sized cards swap in, so nothing shifts.
 */
export function NearestOffices({ offices, defaults, count }: Props) {
  const [guess, setGuess] = useState<OfficeLocation[] | null>(null)

  useEffect(() => {
    let current = true
    // a one-off read of the browser's zone after hydration (the server cannot know it); the zone
    // table is a chunk of its own, so it is not in the page's first load
    void Promise.all([import('./time-zones'), import('./nearest')]).then(([zones, { nearest }]) => {
      const from = zones.locationForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
      if (current && from) setGuess(nearest(offices, from, count))
    })
    return () => {
      current = false
    }
  }, [offices, count])

  const shown = guess ?? defaults.map((id) => offices.find((o) => o.id === id)).filter((o) => o !== undefined)
  return (
    <div>
      <h3 className="text-xl font-semibold" aria-live="polite">
        {guess ? 'Offices near you' : 'Our regional hubs'}
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3" data-nearest={guess ? 'time-zone' : 'default'}>
        {shown.map((o) => (
          <li key={o.id} className="flex min-h-32 flex-col rounded border border-black/10 bg-white p-5">
            <Link href={`/office/${o.slug}`} className="text-lg font-semibold hover:text-brand-accent">
              {o.city}
            </Link>
            <span className="text-sm text-muted">{o.country}</span>
            {o.phone ? (
              <a href={telHref(o.phone)} className="mt-auto pt-2 text-sm">
                {o.phone}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
