'use client'

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { CONSENT_OPEN_EVENT, consentSnapshot, saveConsent, subscribeConsent } from '@/features/consent/consent-client'
import { parseConsent, type Consent } from '@/features/consent/consent-state'
import { adoptEarlyErrors, startErrorReporting } from '@/features/errors/error-reporting'
import { localeOnLoad } from '@/features/locale/locale-cookie'
import { NavigationRuntime } from '@/features/navigation/navigation-runtime.client'
import { adClickCookies } from '@/features/tracking/ad-click-cookies'
import { loadGtm, syncConsentScripts } from '@/features/tracking/third-party-scripts'
import type { BrowserThirdParties } from '@/features/tracking/tracking-config.server'
import { readCookie } from '@/lib/cookies'
import { LOCALE_COOKIE } from '@/lib/constants'

const ConsentBanner = lazy(() => import('@/features/consent/consent-banner.client'))

// The layout's head script has been buffering since the page began, so errors before the SDK loads are not lost.
const earlyErrors = typeof window === 'undefined' ? undefined : adoptEarlyErrors(window)

/** After the page is interactive and the browser is idle. */
function whenIdle(fn: () => void): () => void {
  let handle: number | undefined
  const schedule = () => {
    // Safari has no requestIdleCallback
    handle =
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 5000 }) : undefined
    if (handle === undefined) window.setTimeout(fn, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (handle !== undefined) window.cancelIdleCallback(handle)
  }
}

/**
 * Everything the site does in every visitor's browser, mounted once by the layout: navigation
 * feedback, locale and ad-click cookies, the consent banner and the scripts it gates, and error
 * reporting loaded on idle. Third-party addresses arrive as props; unset ones stay off.
 */
export function SiteRuntime({ thirdParties }: { thirdParties: BrowserThirdParties }) {
  const { consentBanner, gtmId, gtmScriptUrl, crmScriptUrl, visitorIntelScriptUrl, errorReportingDsn } = thirdParties
  // undefined while rendering on the server (the cookie is unknown there: no banner in the HTML)
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, () => undefined)
  const consent = useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw])
  const [reopened, setReopened] = useState(false)
  const banner = reopened ? 'reopened' : consent === null && consentBanner ? 'first' : 'closed'
  const opener = useRef<Element | null>(null)

  // first-party cookies of the visit: locale (root only) and ad-click ids
  useEffect(() => {
    const decision = localeOnLoad(
      window.location.pathname,
      readCookie(document.cookie, LOCALE_COOKIE.name),
      navigator.languages ?? [navigator.language],
    )
    if (decision) {
      document.cookie = decision.cookie
      if (decision.redirectTo) window.location.replace(decision.redirectTo)
    }
    for (const cookie of adClickCookies(window.location.search)) document.cookie = cookie
  }, [])

  useEffect(
    () =>
      whenIdle(() => {
        void startErrorReporting({
          dsn: errorReportingDsn,
          buffer: earlyErrors,
          load: (dsn) => import('@/features/errors/sentry-reporter').then((m) => m.startSentry(dsn)),
          log: (message) => console.info(message),
        })
      }),
    [errorReportingDsn],
  )

  // consent: the stored choice, the banner when there is none, and the scripts each choice allows
  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement
      setReopened(true)
    }
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen)
  }, [])

  useEffect(() => {
    if (consent === undefined) return
    syncConsentScripts(consent, { crmScriptUrl, visitorIntelScriptUrl })
    loadGtm(consent, gtmId, gtmScriptUrl)
  }, [consent, crmScriptUrl, visitorIntelScriptUrl, gtmId, gtmScriptUrl])

  const close = useCallback(() => {
    setReopened(false)
    const back = opener.current
    opener.current = null
    if (back instanceof HTMLElement) back.focus()
  }, [])
  const choose = useCallback(
    (next: Consent) => {
      saveConsent(next)
      close()
    },
    [close],
  )

  return (
    <>
      <NavigationRuntime />
      {banner !== 'closed' ? (
        <Suspense fallback={null}>
          <ConsentBanner current={consent ?? null} reopened={banner === 'reopened'} onChoose={choose} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
