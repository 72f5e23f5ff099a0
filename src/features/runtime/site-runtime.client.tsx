'use client'

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import ConsentBanner from '@/features/consent/consent-banner.client'
import { CONSENT_OPEN_EVENT, consentSnapshot, saveConsent, subscribeConsent } from '@/features/consent/consent-client'
import { parseConsent, type Consent } from '@/features/consent/consent-state'
import { localeOnLoad } from '@/features/locale/locale-cookie'
import { NavigationRuntime } from '@/features/navigation/navigation-runtime.client'
import { adClickCookies } from '@/features/tracking/ad-click-cookies'
import type { BrowserThirdParties } from '@/features/tracking/tracking-config.server'
import { readCookie } from '@/lib/cookies'
import { LOCALE_COOKIE } from '@/lib/constants'

// error reporting and third-party scripts: a chunk fetched only once the page is interactive
const idleRuntime = () => import('./idle-runtime')

/** After the page is interactive and the browser is idle. */
function whenIdle(fn: () => void): () => void {
  let idle: number | undefined
  let timer: number | undefined
  const schedule = () => {
    // Safari has no requestIdleCallback
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fn, { timeout: 5000 })
    else timer = window.setTimeout(fn, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    window.clearTimeout(timer)
  }
}

/**
 * Everything the site does in every visitor's browser, mounted once by the layout: navigation
 * feedback, locale and ad-click cookies, the consent banner and the scripts it gates, and error
 * reporting loaded on idle. Third-party addresses arrive as props; unset ones stay off.
 */
export function SiteRuntime({
  thirdParties,
  consentIntro,
}: {
  thirdParties: BrowserThirdParties
  /** The consent banner's explanation, rendered on the server. */
  consentIntro: ReactNode
}) {
  const { consentBanner, gtmId, gtmScriptUrl, crmScriptUrl, visitorIntelScriptUrl, errorReportingDsn } = thirdParties
  // undefined on the server and while hydrating (the cookie is unknown there; the banner is "pending")
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, () => undefined)
  const consent = useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw])
  const [reopened, setReopened] = useState(false)
  // 'pending' on the server and while hydrating: the banner is in the HTML, shown by CSS only when the
  // head script found no stored choice (CONSENT_PENDING_SCRIPT), so it paints with the page
  const banner = reopened
    ? 'reopened'
    : !consentBanner
      ? 'closed'
      : consent === undefined
        ? 'pending'
        : consent === null
          ? 'first'
          : 'closed'
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
    () => whenIdle(() => void idleRuntime().then((m) => m.startErrorReportingNow(errorReportingDsn))),
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
    let current = true
    const cancel = whenIdle(
      () =>
        void idleRuntime().then((m) => {
          // a later choice has its own turn; this one must not load what that one removed
          if (current) m.applyConsent(consent, { crmScriptUrl, visitorIntelScriptUrl, gtmId, gtmScriptUrl })
        }),
    )
    return () => {
      current = false
      cancel()
    }
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
        <ConsentBanner
          intro={consentIntro}
          current={consent ?? null}
          pending={banner === 'pending'}
          reopened={banner === 'reopened'}
          onChoose={choose}
          onClose={close}
        />
      ) : null}
    </>
  )
}
