'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FINDER_FACETS, type FinderFacet } from './filters'
import { FACET_LABELS } from './options-html'

type Props = {
  action: string
  /** Each filter's options as HTML (finderOptionsHtml, on the server). */
  optionsHtml: Record<FinderFacet, string>
  /** The filters in force (known slugs only) and the name query. */
  current: Partial<Record<FinderFacet, string>>
  q: string
}

const field =
  'mt-1 block min-h-11 w-full rounded border border-black/30 bg-white px-3 focus:outline-2 focus:outline-brand-accent'

/**
 * The finder's GET form. Without JavaScript it submits like any form and the server filters. With it, a
 * changed filter applies at once through a client navigation that keeps focus and scroll where they
 * are, and empty fields stay out of the address.
 */
export function FinderForm({ action, optionsHtml, current, q }: Props) {
  const router = useRouter()
  const [values, setValues] = useState({ ...current, q })
  const [seen, setSeen] = useState({ ...current, q })
  // Links (clear filters, back/forward) change the URL: the fields follow it.
  const incoming = { ...current, q }
  if (JSON.stringify(incoming) !== JSON.stringify(seen)) {
    setSeen(incoming)
    setValues(incoming)
  }

  function go(next: typeof values) {
    const params = new URLSearchParams()
    for (const facet of FINDER_FACETS) if (next[facet]) params.set(facet, next[facet])
    const text = next.q?.trim()
    if (text) params.set('q', text)
    const qs = params.toString()
    router.push(qs ? `${action}?${qs}` : action, { scroll: false })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    go(values)
  }

  return (
    <form method="get" action={action} onSubmit={onSubmit} role="search" aria-label="Find a consultant">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
        <div>
          <label htmlFor="finder-q" className="block text-sm font-semibold">
            Name
          </label>
          <input
            id="finder-q"
            type="search"
            name="q"
            value={values.q ?? ''}
            onChange={(e) => setValues({ ...values, q: e.target.value })}
            maxLength={100}
            autoComplete="off"
            className={field}
          />
        </div>
        {FINDER_FACETS.map((facet) => (
          <div key={facet}>
            <label htmlFor={`finder-${facet}`} className="block text-sm font-semibold">
              {FACET_LABELS[facet]}
            </label>
            <select
              id={`finder-${facet}`}
              name={facet}
              value={values[facet] ?? ''}
              onChange={(e) => {
                const next = { ...values, [facet]: e.target.value }
                setValues(next)
                go(next)
              }}
              className={field}
              dangerouslySetInnerHTML={{ __html: optionsHtml[facet] }}
            />
          </div>
        ))}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
        >
          Find consultants
        </button>
      </div>
    </form>
  )
}
