/**
 * The browser side of consent: read and store the choice, tell Google Consent Mode, and let the
 * rest of the page react (scripts loading, the banner reopening from the footer).
 */
import { readCookie } from '@/lib/cookies'
import { CONSENT_COOKIE, consentCookie, consentModeSignals, type Consent } from './consent-state'

export const CONSENT_CHANGE_EVENT = 'consent:change'
export const CONSENT_OPEN_EVENT = 'consent:open'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** gtag as Google defines it (CONSENT_DEFAULTS_SCRIPT in consent-state.ts): it must push the arguments object. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params -- Consent Mode only reads Arguments objects
  window.dataLayer.push(arguments)
}

/** For useSyncExternalStore: the raw cookie value (a stable string), null without a choice. */
export function consentSnapshot(): string | null {
  return readCookie(document.cookie, CONSENT_COOKIE) ?? null
}

export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
}

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent)
  ;(window.gtag ?? gtag)('consent', 'update', consentModeSignals(consent))
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }))
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
}
