import { describe, expect, it } from 'vitest'
import { isOwnOrigin, requestOrigin } from './request-origin'

const h = (init: Record<string, string>) => new Headers(init)
const SITE = 'http://localhost:3000'

describe('requestOrigin', () => {
  it('is the Host over plain HTTP without proxies', () => {
    expect(requestOrigin(h({ host: '127.0.0.1:3999' }), 0)).toBe('http://127.0.0.1:3999')
    expect(requestOrigin(h({ host: '[::1]:3100' }), 0)).toBe('http://[::1]:3100')
  })
  it('ignores forwarded headers unless proxies are trusted', () => {
    const headers = h({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(requestOrigin(headers, 0)).toBe('http://localhost:3000')
    expect(requestOrigin(headers, 1)).toBe('https://evil.example')
  })
  it('behind proxies takes the Host and the forwarded scheme, dropping a default port', () => {
    expect(requestOrigin(h({ host: 'www.example.com', 'x-forwarded-proto': 'https' }), 1)).toBe(
      'https://www.example.com',
    )
    expect(requestOrigin(h({ host: 'www.example.com:443', 'x-forwarded-proto': 'https' }), 1)).toBe(
      'https://www.example.com',
    )
  })
  it('takes the entry the outermost trusted proxy appended', () => {
    const headers = h({ host: 'app:3000', 'x-forwarded-host': 'forged.example, www.example.com, lb.internal' })
    expect(requestOrigin(headers, 2)).toBe('http://www.example.com')
  })
  it('is nothing for a missing or malformed Host or scheme', () => {
    expect(requestOrigin(h({}), 0)).toBeUndefined()
    expect(requestOrigin(h({ host: 'a.example/path' }), 0)).toBeUndefined()
    expect(requestOrigin(h({ host: 'user@a.example' }), 0)).toBeUndefined()
    expect(requestOrigin(h({ host: 'a.example', 'x-forwarded-proto': 'javascript' }), 1)).toBeUndefined()
  })
})

describe('isOwnOrigin', () => {
  it('accepts SITE_URL and the address the request was sent to', () => {
    expect(isOwnOrigin(SITE, h({ host: 'other:1' }), SITE, 0)).toBe(true)
    expect(isOwnOrigin('http://127.0.0.1:3999', h({ host: '127.0.0.1:3999' }), SITE, 0)).toBe(true)
  })
  it('refuses a foreign, null or missing Origin', () => {
    expect(isOwnOrigin('https://evil.example', h({ host: 'localhost:3000' }), SITE, 0)).toBe(false)
    expect(isOwnOrigin('http://localhost:3999', h({ host: 'localhost:3000' }), SITE, 0)).toBe(false)
    expect(isOwnOrigin('null', h({ host: 'localhost:3000' }), SITE, 0)).toBe(false)
    expect(isOwnOrigin(null, h({ host: 'localhost:3000' }), SITE, 0)).toBe(false)
  })
  it('refuses another scheme at the same host', () => {
    expect(isOwnOrigin('https://localhost:3999', h({ host: 'localhost:3999' }), SITE, 0)).toBe(false)
  })
})
