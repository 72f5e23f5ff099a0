import { describe, expect, it } from 'vitest'
import { DRAFT_MODE_COOKIE } from './draft-mode-cookie'
import { ownAnswerHeaders, STATIC_HEADER_RULES } from './static-security-headers'

const rulesFor = (source: string) => STATIC_HEADER_RULES.filter((r) => r.source === source)
const valueOf = (source: string, key: string) =>
  rulesFor(source)
    .flatMap((r) => r.headers)
    .filter((h) => h.key === key)
    .map((h) => h.value)

describe('static security headers', () => {
  it('sends HSTS, nosniff, the referrer and permissions policies and COOP on every address', () => {
    const every = valueOf('/:path*', 'Strict-Transport-Security')
    expect(every).toEqual(['max-age=63072000; includeSubDomains'])
    expect(valueOf('/:path*', 'X-Content-Type-Options')).toEqual(['nosniff'])
    expect(valueOf('/:path*', 'Referrer-Policy')).toEqual(['strict-origin-when-cross-origin'])
    expect(valueOf('/:path*', 'Permissions-Policy')[0]).toContain('camera=()')
    expect(valueOf('/:path*', 'Cross-Origin-Opener-Policy')).toEqual(['same-origin'])
  })

  it('refuses framing, except an editor’s preview in draft mode, framed by the admin of this origin', () => {
    const frame = STATIC_HEADER_RULES.filter((r) => r.headers.some((h) => h.key === 'X-Frame-Options'))
    expect(frame).toEqual([
      expect.objectContaining({ missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }] }),
      expect.objectContaining({ has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }] }),
    ])
    expect(frame.map((r) => r.headers[0]!.value)).toEqual(['DENY', 'SAMEORIGIN'])
  })

  it('lets the site embed its own static files, media and images, after the rule for every address', () => {
    const first = STATIC_HEADER_RULES.findIndex((r) => r.source === '/:path*')
    for (const source of ['/_next/static/:path*', '/api/media/:path*', '/_next/image']) {
      expect(valueOf(source, 'Cross-Origin-Resource-Policy')).toEqual(['same-site'])
      expect(STATIC_HEADER_RULES.findIndex((r) => r.source === source)).toBeGreaterThan(first)
    }
    expect(valueOf('/:path*', 'Cross-Origin-Resource-Policy')).toEqual(['same-origin'])
  })

  it('gives the server’s own answers the same headers, framing refused', () => {
    const own = ownAnswerHeaders()
    expect(own['X-Frame-Options']).toBe('DENY')
    for (const h of rulesFor('/:path*')[0]!.headers) expect(own[h.key]).toBe(h.value)
  })
})
