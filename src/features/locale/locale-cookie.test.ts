import { describe, expect, it } from 'vitest'
import { LOCALE_COOKIE } from '@/lib/constants'
import { acceptLanguages, detectLocale, localeOnLoad } from './locale-cookie'

describe('locale cookie (requirements §1)', () => {
  it('is i18n_redirected, 365 days, path /, SameSite Lax', () => {
    expect(LOCALE_COOKIE).toEqual({ name: 'i18n_redirected', days: 365, path: '/', sameSite: 'lax' })
    expect(localeOnLoad('/', undefined, ['fr-FR', 'en-GB'])).toEqual({
      cookie: 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
      redirectTo: null,
    })
  })
  it('detects only on the root path and only once', () => {
    expect(localeOnLoad('/services', undefined, ['en'])).toBeNull()
    expect(localeOnLoad('/', 'en', ['en'])).toBeNull()
  })
  it('falls back to en: French visitors are not sent to /services/fr', () => {
    expect(detectLocale(['fr-FR', 'fr'])).toBe('en')
    expect(detectLocale(['EN-us'])).toBe('en')
  })
})

describe('acceptLanguages', () => {
  it('orders by weight, keeps order among equals, and drops q=0 and *', () => {
    expect(acceptLanguages('fr-FR,fr;q=0.9,en-GB;q=0.8,en;q=0.7')).toEqual(['fr-FR', 'fr', 'en-GB', 'en'])
    expect(acceptLanguages('en;q=0.2, de, *;q=0.1, es;q=0')).toEqual(['de', 'en'])
    expect(acceptLanguages(null)).toEqual([])
    expect(acceptLanguages('garbage;q=abc')).toEqual([])
  })
})
