'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ACCEPT_ALL, REJECT_ALL, type Consent } from './consent-state'

type Props = {
  /** The explanation (ConsentIntro), rendered on the server. */
  intro: ReactNode
  current: Consent | null
  /** Server-rendered before the stored choice is known: visible only while `<html>` has CONSENT_PENDING_ATTRIBUTE. */
  pending: boolean
  /** Reopened by the visitor: focus moves into the banner and Escape closes it. */
  reopened: boolean
  onChoose: (consent: Consent) => void
  onClose: () => void
}

const button =
  'rounded border-2 border-brand px-4 py-2 text-sm font-semibold focus-visible:outline-offset-2 hover:bg-brand hover:text-white'

/**
 * The cookie banner: an overlay fixed to the bottom of the viewport (never pushes content, so no
 * layout shift), a labelled region so screen readers can find it, all controls native buttons and
 * checkboxes. In the prerendered HTML of every page (CSS shows it only to a visitor without a choice),
 * so it paints with the page instead of appearing late, after the JavaScript.
 */
export default function ConsentBanner({ intro, current, pending, reopened, onChoose, onClose }: Props) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [choosing, setChoosing] = useState(reopened)
  const [analytics, setAnalytics] = useState(current?.analytics === 'yes')
  const [advertisement, setAdvertisement] = useState(current?.advertisement === 'yes')

  useEffect(() => {
    if (reopened) heading.current?.focus()
  }, [reopened])

  useEffect(() => {
    if (!reopened) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [reopened, onClose])

  return (
    <section
      aria-labelledby={headingId}
      data-consent-banner={pending ? 'pending' : 'open'}
      className="fixed inset-x-0 bottom-0 z-[1000] max-h-[80vh] overflow-y-auto border-t border-black/10 bg-white text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-5">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold">
          Cookies on this site
        </h2>
        <p className="mt-2 max-w-3xl text-sm">{intro}</p>
        {choosing ? (
          <fieldset className="mt-4 space-y-2 text-sm">
            <legend className="font-semibold">Choose which cookies we may use</legend>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked disabled name="necessary" /> Necessary (always on)
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="analytics"
                checked={analytics}
                onChange={(e) => setAnalytics(e.target.checked)}
              />{' '}
              Analytics
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="advertisement"
                checked={advertisement}
                onChange={(e) => setAdvertisement(e.target.checked)}
              />{' '}
              Advertisement
            </label>
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={`${button} bg-brand text-white`} onClick={() => onChoose(ACCEPT_ALL)}>
            Accept all
          </button>
          <button type="button" className={button} onClick={() => onChoose(REJECT_ALL)}>
            Reject all
          </button>
          {choosing ? (
            <button
              type="button"
              className={button}
              onClick={() =>
                onChoose({
                  necessary: 'yes',
                  analytics: analytics ? 'yes' : 'no',
                  advertisement: advertisement ? 'yes' : 'no',
                })
              }
            >
              Save my choices
            </button>
          ) : (
            <button type="button" className={button} aria-expanded={false} onClick={() => setChoosing(true)}>
              Choose cookies
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
