import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_PENDING_ATTRIBUTE,
  CONSENT_DEFAULTS_SCRIPT,
  CONSENT_PENDING_SCRIPT,
  consentCookie,
  consentModeSignals,
  formatConsent,
  parseConsent,
  REJECT_ALL,
} from './consent-state'

describe('consent state', () => {
  it('round-trips through the cookie value', () => {
    const c = { necessary: 'yes', analytics: 'no', advertisement: 'yes' } as const
    expect(formatConsent(c)).toBe('necessary:yes,analytics:no,advertisement:yes')
    expect(parseConsent(formatConsent(c))).toEqual(c)
  })

  it('no choice yet, or a foreign value, is null; necessary is always yes', () => {
    expect(parseConsent(undefined)).toBeNull()
    expect(parseConsent('')).toBeNull()
    expect(parseConsent('analytics:yes')).toBeNull()
    expect(parseConsent('necessary:no,analytics:maybe,advertisement:yes')).toBeNull()
    expect(parseConsent('necessary:no,analytics:no,advertisement:no')).toEqual(REJECT_ALL)
  })

  it('is kept for 365 days, path /, SameSite Lax', () => {
    expect(consentCookie(ACCEPT_ALL)).toBe(
      'cookie-consent=necessary%3Ayes%2Canalytics%3Ayes%2Cadvertisement%3Ayes; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })

  it('maps to Consent Mode v2 signals, denied by default', () => {
    expect(consentModeSignals(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeSignals({ necessary: 'yes', analytics: 'yes', advertisement: 'no' })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })
})

describe('the head script that shows the prerendered banner before the first paint', () => {
  const run = (cookie: string) => {
    const attributes = new Map<string, string>()
    const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) }
    new Function('document', CONSENT_PENDING_SCRIPT)({ cookie, documentElement })
    return attributes.has(CONSENT_PENDING_ATTRIBUTE)
  }

  it('marks the page exactly when parseConsent finds no choice', () => {
    const cookies = [
      '',
      'other=1',
      `${CONSENT_COOKIE}=`,
      `${CONSENT_COOKIE}=garbage`,
      `${CONSENT_COOKIE}=%E0%A4%A`,
      `${CONSENT_COOKIE}=analytics%3Ayes`,
      `a=1; ${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(ACCEPT_ALL))}`,
      `${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(REJECT_ALL))}; b=2`,
      `x${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(ACCEPT_ALL))}`,
    ]
    for (const cookie of cookies) {
      const match = /(?:^|;\s*)cookie-consent=([^;]*)/.exec(cookie)
      let value: string | undefined
      try {
        value = match ? decodeURIComponent(match[1]!) : undefined
      } catch {
        value = undefined
      }
      expect(run(cookie), cookie).toBe(parseConsent(value) === null)
    }
  })
})

describe('the Consent Mode defaults script', () => {
  const run = (cookie: string) => {
    const window: { dataLayer?: unknown[]; gtag?: unknown } = {}
    new Function('window', 'document', CONSENT_DEFAULTS_SCRIPT)(window, { cookie })
    // gtag pushes its arguments object, as Google's snippet does
    return (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
  }
  const DEFAULTS = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  }

  it('denies everything by default, then applies a stored choice as consentModeSignals does', () => {
    const values = [
      '',
      'garbage',
      '%E0%A4%A',
      formatConsent(ACCEPT_ALL),
      formatConsent(REJECT_ALL),
      formatConsent({ necessary: 'yes', analytics: 'yes', advertisement: 'no' }),
      formatConsent({ necessary: 'yes', analytics: 'no', advertisement: 'yes' }),
      'analytics:yes',
    ]
    for (const value of values) {
      const cookie = `a=1; ${CONSENT_COOKIE}=${value.startsWith('%') ? value : encodeURIComponent(value)}; b=2`
      const layer = run(cookie)
      expect(layer[0], cookie).toEqual(['consent', 'default', DEFAULTS])
      let decoded: string | undefined
      try {
        decoded = decodeURIComponent(value)
      } catch {
        decoded = undefined
      }
      const consent = parseConsent(decoded)
      expect(layer.slice(1), cookie).toEqual(consent ? [['consent', 'update', consentModeSignals(consent)]] : [])
    }
    expect(run('')).toEqual([['consent', 'default', DEFAULTS]])
  })

  it('keeps a data layer and gtag a tag set up before it', () => {
    const earlier: unknown[] = [{ event: 'early' }]
    const window = { dataLayer: earlier }
    new Function('window', 'document', CONSENT_DEFAULTS_SCRIPT)(window, { cookie: '' })
    expect(window.dataLayer).toBe(earlier)
    expect(earlier).toHaveLength(2)
  })
})
