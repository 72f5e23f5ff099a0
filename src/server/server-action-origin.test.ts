import { describe, expect, it } from 'vitest'
import { serverActionOriginAnswer } from './server-action-origin'

const SITE = 'https://www.example.com'
const action = { 'next-action': '7f0123456789abcdef', host: 'localhost:3210' }

describe('serverActionOriginAnswer', () => {
  it('refuses a Server Action from another origin, or an opaque one, with 403', () => {
    expect(serverActionOriginAnswer({ ...action, origin: 'http://evil.example' }, SITE, 0)?.status).toBe(403)
    expect(serverActionOriginAnswer({ ...action, origin: 'null' }, SITE, 0)?.status).toBe(403)
    expect(serverActionOriginAnswer({ ...action, origin: 'http://localhost:3211' }, SITE, 0)?.status).toBe(403)
  })
  it('lets the site itself, the public origin and requests without Origin or action through', () => {
    expect(serverActionOriginAnswer({ ...action, origin: 'http://localhost:3210' }, SITE, 0)).toBeUndefined()
    expect(serverActionOriginAnswer({ ...action, origin: SITE }, SITE, 0)).toBeUndefined()
    expect(serverActionOriginAnswer(action, SITE, 0)).toBeUndefined()
    expect(serverActionOriginAnswer({ host: 'localhost', origin: 'http://evil.example' }, SITE, 0)).toBeUndefined()
  })
  it('behind a trusted proxy, takes the forwarded host', () => {
    const headers = { ...action, 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' }
    expect(serverActionOriginAnswer({ ...headers, origin: 'https://site.example' }, SITE, 1)).toBeUndefined()
    expect(serverActionOriginAnswer({ ...headers, origin: 'http://localhost:3210' }, SITE, 1)?.status).toBe(403)
  })
})
