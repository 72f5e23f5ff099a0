import { describe, expect, it } from 'vitest'
import { cookiesTest, cspTest, grade, gradeFor, type Probe } from './grade'

const GOOD_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

function probe(headers: Record<string, string>, extra: Partial<Probe> = {}, cookies: string[] = []): Probe {
  const h = new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers })
  for (const c of cookies) h.append('set-cookie', c)
  return {
    url: new URL('https://www.arden-hale.example/'),
    status: 200,
    headers: h,
    body: '<html><head><script src="/_next/static/chunks/a.js"></script></head><body><script>x()</script></body></html>',
    https: true,
    corsHeaders: new Headers(),
    httpRoute: [
      { url: new URL('http://www.arden-hale.example/'), status: 301 },
      { url: new URL('https://www.arden-hale.example/'), status: 200 },
    ],
    ...extra,
  }
}

const ours = {
  'content-security-policy': GOOD_CSP,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
}

const byTest = (p: Probe) => Object.fromEntries(grade(p).tests.map((t) => [t.test, t.result]))

describe('Observatory grading', () => {
  it('grades our header set A+ with its bonuses (CSP style-only allowance scores 0)', () => {
    const result = grade(probe(ours, {}, ['i18n_redirected=en; Path=/; Secure; SameSite=Lax']))
    expect(byTest(probe(ours))['content-security-policy']).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
    // 100 + cookies 5 + referrer 5 + XFO via CSP 5 + CORP 10
    expect(result.score).toBe(125)
    expect(result.grade).toBe('A+')
  })

  it('gives a site with no security headers an F and withholds its bonuses', () => {
    const result = grade(probe({}, { httpRoute: [{ url: new URL('http://www.arden-hale.example/'), status: 200 }] }))
    // CSP -25, redirection -20, HSTS -20, XCTO -5, XFO -20
    expect(result.score).toBe(10)
    expect(result.grade).toBe('F')
  })

  it('penalises unsafe-inline scripts, unsafe-eval and wildcard sources', () => {
    expect(cspTest(probe({ 'content-security-policy': "default-src 'self' 'unsafe-inline'" })).modifier).toBe(-20)
    expect(
      cspTest(probe({ 'content-security-policy': "script-src 'self' 'unsafe-eval'; object-src 'none'" })).result,
    ).toBe('csp-implemented-with-unsafe-eval')
    expect(cspTest(probe({ 'content-security-policy': "script-src https:; object-src 'none'" })).modifier).toBe(-20)
    // object-src falls back to default-src, and to * when neither is set
    expect(cspTest(probe({ 'content-security-policy': "script-src 'self'" })).result).toBe(
      'csp-implemented-with-unsafe-inline',
    )
  })

  it('ignores unsafe-inline next to a hash, and rewards default-src none', () => {
    const csp = "default-src 'none'; script-src 'sha256-x' 'unsafe-inline'; style-src 'self'; form-action 'self'"
    expect(cspTest(probe({ 'content-security-policy': csp })).result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    )
  })

  it('finds session cookies without HttpOnly or Secure', () => {
    expect(cookiesTest(probe({}, {}, ['payload-session=1; Secure; SameSite=Lax']), true).result).toBe(
      'cookies-session-without-httponly-flag',
    )
    expect(cookiesTest(probe({}, {}, ['login=1; HttpOnly; SameSite=Lax']), false).modifier).toBe(-40)
    expect(cookiesTest(probe({}, {}, ['a=1; Secure; SameSite=Bogus']), true).result).toBe(
      'cookies-samesite-flag-invalid',
    )
    expect(cookiesTest(probe({}, {}, ['a=1; Secure']), true).result).toBe('cookies-secure-with-httponly-sessions')
  })

  it('punishes credentialed CORS that reflects any origin', () => {
    const corsHeaders = new Headers({
      'access-control-allow-origin': 'https://http-observatory.security.mozilla.org',
      'access-control-allow-credentials': 'true',
    })
    expect(byTest(probe(ours, { corsHeaders }))['cross-origin-resource-sharing']).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    )
    expect(grade(probe(ours, { corsHeaders })).score).toBe(50)
  })

  it('penalises external scripts without SRI and short HSTS', () => {
    const body = '<script src="https://cdn.other.example/x.js"></script>'
    const result = byTest(probe({ ...ours, 'strict-transport-security': 'max-age=600' }, { body }))
    expect(result['subresource-integrity']).toBe('sri-not-implemented-but-external-scripts-loaded-securely')
    expect(result['strict-transport-security']).toBe('hsts-implemented-max-age-less-than-six-months')
  })

  it('maps scores to the published grade table', () => {
    expect([135, 100, 99, 90, 89, 85, 80, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeFor)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ])
  })
})
