import { describe, expect, it } from 'vitest'
import { parseServerEnv } from './env'
import { canonicalUrl, pageTitle } from './site-config'

describe('canonical address (requirements §1)', () => {
  const origin = 'https://www.arden-hale.example'
  it('keeps the root slash', () => expect(canonicalUrl(origin, '/')).toBe(`${origin}/`))
  it('removes one trailing slash', () => expect(canonicalUrl(origin, '/consultant/')).toBe(`${origin}/consultant`))
  it('removes only one trailing slash', () => expect(canonicalUrl(origin, '/a//')).toBe(`${origin}/a/`))
  it('drops the query and fragment', () =>
    expect(canonicalUrl(origin, '/insights?page=2#top')).toBe(`${origin}/insights`))
  it('tolerates an origin with a trailing slash', () => expect(canonicalUrl(`${origin}/`, '/x')).toBe(`${origin}/x`))
})

describe('title pattern (requirements §1)', () => {
  it('is "{title} | {brand}"', () => expect(pageTitle('Consultants', 'Arden Hale')).toBe('Consultants | Arden Hale'))
})

describe('environment', () => {
  it('defaults to SQLite, port-3000 origin and the demo brand in development', () => {
    const env = parseServerEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.SITE_BRAND_NAME).toBe('Arden Hale')
    expect(env.SITE_BRAND_SLUG).toBe('arden-hale')
  })
  it('derives SITE_URL from PORT when it is unset or blank', () => {
    expect(parseServerEnv({ PORT: '3999' }).SITE_URL).toBe('http://localhost:3999')
    expect(parseServerEnv({ PORT: '3999', SITE_URL: ' ' }).SITE_URL).toBe('http://localhost:3999')
    expect(parseServerEnv({ PORT: '3999', SITE_URL: 'https://www.example.com' }).SITE_URL).toBe(
      'https://www.example.com',
    )
  })
  it('refuses a SITE_URL that is not http(s) and names it', () => {
    expect(() => parseServerEnv({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/)
  })
  it('refuses production without PAYLOAD_SECRET and names it', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
  })
  it('names every missing production secret', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /PAYLOAD_SECRET, RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY/,
    )
  })
  it('accepts production with its secrets', () => {
    expect(parseServerEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 's3cret' }).PAYLOAD_SECRET).toBe('s3cret')
  })
  it('rejects a malformed brand slug with the variable named', () => {
    expect(() => parseServerEnv({ SITE_BRAND_SLUG: 'Arden Hale' })).toThrow(/SITE_BRAND_SLUG/)
  })
})
