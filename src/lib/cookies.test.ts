import { describe, expect, it } from 'vitest'
import { DAY_SECONDS, deleteCookie, readCookie, serializeCookie } from './cookies'

describe('cookies', () => {
  it('serializes value and attributes', () => {
    expect(serializeCookie('i18n_redirected', 'en', { maxAgeSeconds: 365 * DAY_SECONDS, sameSite: 'Lax' })).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(serializeCookie('t', 'a b;c', { maxAgeSeconds: 604_800, secure: true })).toBe(
      't=a%20b%3Bc; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    )
  })

  it('reads one cookie among many, decoding it', () => {
    const jar = 'a=1; gclid=abc%20d; other=x'
    expect(readCookie(jar, 'gclid')).toBe('abc d')
    expect(readCookie(jar, 'clid')).toBeUndefined()
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeUndefined()
  })

  it('deletes with max-age 0', () => {
    expect(deleteCookie('x')).toBe('x=; Max-Age=0; Path=/; SameSite=Lax')
  })
})
