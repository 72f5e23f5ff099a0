/**
 * Cookie consent (first party): three categories, kept in one cookie for a year. `necessary` is
 * always 'yes'. The value reads like `necessary:yes,analytics:no,advertisement:yes`.
 */
import { DAY_SECONDS, serializeCookie } from '@/lib/cookies'

export const CONSENT_COOKIE = 'cookie-consent'
export const CONSENT_COOKIE_DAYS = 365
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'advertisement'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentValue = 'yes' | 'no'
export type Consent = Record<ConsentCategory, ConsentValue>

export const ACCEPT_ALL: Consent = { necessary: 'yes', analytics: 'yes', advertisement: 'yes' }
export const REJECT_ALL: Consent = { necessary: 'yes', analytics: 'no', advertisement: 'no' }

/** The stored consent, or null when the visitor has not chosen yet (or the cookie is not ours). */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null
  const found: Partial<Record<ConsentCategory, ConsentValue>> = {}
  for (const pair of value.split(',')) {
    const [key, v] = pair.split(':')
    if ((CONSENT_CATEGORIES as readonly string[]).includes(key ?? '') && (v === 'yes' || v === 'no')) {
      found[key as ConsentCategory] = v
    }
  }
  if (found.analytics === undefined || found.advertisement === undefined) return null
  return { necessary: 'yes', analytics: found.analytics, advertisement: found.advertisement }
}

export function formatConsent(consent: Consent): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${c === 'necessary' ? 'yes' : consent[c]}`).join(',')
}

export function consentCookie(consent: Consent): string {
  return serializeCookie(CONSENT_COOKIE, formatConsent(consent), {
    maxAgeSeconds: CONSENT_COOKIE_DAYS * DAY_SECONDS,
    sameSite: 'Lax',
  })
}

/** Google Consent Mode v2 signals for a consent (or the denied defaults without one). */
export function consentModeSignals(consent: Consent | null): Record<string, 'granted' | 'denied'> {
  const g = (v: ConsentValue | undefined) => (v === 'yes' ? 'granted' : 'denied')
  return {
    analytics_storage: g(consent?.analytics),
    ad_storage: g(consent?.advertisement),
    ad_user_data: g(consent?.advertisement),
    ad_personalization: g(consent?.advertisement),
  }
}

/** Set on `<html>` by the head script while no valid choice is stored: the server-rendered banner shows. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending'

/** Head-script code: `v` is the stored consent cookie's decoded value, '' when absent or malformed (document is `d`). */
const READ_CONSENT_COOKIE = `var v='';try{var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);v=m?decodeURIComponent(m[1]):''}catch(e){}`

/**
 * An inline head script (allowed by its CSP hash): marks the page before its first paint when the
 * visitor has not chosen yet, so the banner in the prerendered HTML shows at once (not after the
 * JavaScript, where it became the page's late largest paint) and never flashes for a visitor who
 * has chosen. Mirrors parseConsent.
 */
export const CONSENT_PENDING_SCRIPT = `(function(d){${READ_CONSENT_COOKIE}var ok=function(c){return new RegExp('(^|,)'+c+':(yes|no)(,|$)').test(v)};if(!ok('analytics')||!ok('advertisement'))d.documentElement.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','')})(document)`

/**
 * Google Consent Mode v2 defaults, an inline head script (allowed by its CSP hash) so they are in
 * the data layer before any tag: everything denied until the visitor chooses, and a stored choice
 * applied at once, as consentModeSignals(parseConsent(cookie)) would. Inline, not a deferred file:
 * a file ran at the end of the page's parse, in the task that blocked the main thread the longest.
 */
export const CONSENT_DEFAULTS_SCRIPT = `(function(w,d){w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};w.gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500});${READ_CONSENT_COOKIE}var f=function(c){var r=new RegExp('(^|,)'+c+':(yes|no)(,|$)').exec(v);return r&&r[2]},a=f('analytics'),b=f('advertisement'),g=function(x){return x==='yes'?'granted':'denied'};if(a&&b)w.gtag('consent','update',{analytics_storage:g(a),ad_storage:g(b),ad_user_data:g(b),ad_personalization:g(b)})})(window,document)`
