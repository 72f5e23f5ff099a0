/**
 * Our own implementation of the scoring published by Mozilla's HTTP Observatory (the MDN
 * Observatory's algorithm: ten tests, start at 100, per-test modifiers, bonuses only when the
 * score without them is at least 90, A+ from 100). Pure functions over a fetched response, so
 * they can be tested without a network.
 *
 * Not Mozilla's package (@mdn/mdn-http-observatory 1.4.8): installing it runs scripts that download
 * the HSTS preload list, the IANA TLD list and a CA bundle from outside the npm registry and compile
 * libpq with node-gyp, so `npm ci` fails on a machine that reaches only the registry.
 */

export type Probe = {
  /** the address finally answered (after redirects) */
  url: URL
  status: number
  headers: Headers
  body: string
  /** the page was served over TLS, or is assumed to be (a loopback run behind a TLS proxy) */
  https: boolean
  /** headers of the same request sent with a foreign Origin (for the CORS test) */
  corsHeaders?: Headers
  /** the chain followed from the plain-http address; undefined when http was not tried */
  httpRoute?: Array<{ url: URL; status: number }> | 'no-http' | 'not-tested'
}

export type TestResult = { test: string; result: string; modifier: number; pass: boolean; note?: string }
export type Grade = { score: number; grade: string; tests: TestResult[] }

const r = (test: string, result: string, modifier: number, pass: boolean, note?: string): TestResult => ({
  test,
  result,
  modifier,
  pass,
  ...(note ? { note } : {}),
})

// ── CSP ───────────────────────────────────────────────────────────────────────
export type Csp = Map<string, Set<string>>

/** Parses one or more policies (comma-separated or repeated headers); throws when unparseable. */
export function parseCsp(values: string[]): Csp {
  const csp: Csp = new Map()
  const policies = values.flatMap((v) => v.split(',')).map((p) => p.trim())
  if (policies.length === 0 || policies.every((p) => p === '')) throw new Error('empty policy')
  for (const policy of policies) {
    for (const raw of policy.split(';')) {
      const parts = raw.trim().split(/\s+/).filter(Boolean)
      if (parts.length === 0) continue
      const name = parts[0]!.toLowerCase()
      if (!/^[a-z-]+$/.test(name)) throw new Error(`invalid directive ${name}`)
      const sources = parts.slice(1).map((s) => (s.startsWith("'") ? s.toLowerCase() : s.toLowerCase()))
      // the first occurrence of a directive wins, as in browsers
      if (!csp.has(name)) csp.set(name, new Set(sources.length > 0 ? sources : ["'none'"]))
    }
  }
  if (csp.size === 0) throw new Error('no directives')
  return csp
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const INLINE = new Set(["'unsafe-inline'", 'data:'])
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/

export function cspTest(p: Probe): TestResult & { csp?: Csp } {
  const name = 'content-security-policy'
  const values = headerValues(p.headers, 'content-security-policy')
  if (values.length === 0) {
    return headerValues(p.headers, 'content-security-policy-report-only').length > 0
      ? r(name, 'csp-not-implemented-but-reporting-enabled', -25, false)
      : r(name, 'csp-not-implemented', -25, false)
  }
  let csp: Csp
  try {
    csp = parseCsp(values)
  } catch {
    return r(name, 'csp-header-invalid', -25, false)
  }
  const get = (d: string) => csp.get(d)
  const scriptSrc = new Set(get('script-src') ?? get('default-src') ?? ['*'])
  const styleSrc = new Set(get('style-src') ?? get('default-src') ?? ['*'])
  const objectSrc = new Set(get('object-src') ?? get('default-src') ?? ['*'])
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'")
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((s) => HASH_OR_NONCE.test(s))) return { ...r(name, 'csp-header-invalid', -25, false), csp }
    for (const s of [...scriptSrc]) {
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s)
    }
  }
  const passive = new Set(['img-src', 'media-src'])
  const active = [...csp.entries()]
    .filter(([d]) => !passive.has(d) && d !== 'script-src')
    .flatMap(([, v]) => [...v])
    .concat([...scriptSrc])
  const passiveSources = [...passive].flatMap((d) => [...(get(d) ?? get('default-src') ?? [])])
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')

  let result: [string, number] | undefined
  const first = (res: string, mod: number) => (result ??= [res, mod])
  if ([...scriptSrc].some((s) => BROAD.has(s) || INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) {
    first('csp-implemented-with-unsafe-inline', -20)
  }
  if (p.https && active.some(insecure)) first('csp-implemented-with-insecure-scheme', -20)
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) first('csp-implemented-with-unsafe-eval', -10)
  if (p.https && passiveSources.some(insecure)) {
    first('csp-implemented-with-insecure-scheme-in-passive-content-only', -10)
  }
  if ([...styleSrc].some((s) => BROAD.has(s) || INLINE.has(s))) {
    first('csp-implemented-with-unsafe-inline-in-style-src-only', 0)
  }
  const def = get('default-src')
  if (def?.has("'none'") && def.size === 1) first('csp-implemented-with-no-unsafe-default-src-none', 10)
  else first('csp-implemented-with-no-unsafe', 5)
  const [res, mod] = result!
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ]
  return { ...r(name, res, mod, passing.includes(res)), csp }
}

// ── cookies ───────────────────────────────────────────────────────────────────
type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite?: string; rawSameSiteInvalid: boolean }

export function parseSetCookie(line: string): Cookie {
  const [pair = '', ...attrs] = line.split(';')
  const cookie: Cookie = {
    name: pair.split('=', 1)[0]!.trim(),
    secure: false,
    httpOnly: false,
    rawSameSiteInvalid: false,
  }
  for (const attr of attrs) {
    const [k = '', v] = attr.split('=', 2).map((s) => s.trim())
    const key = k.toLowerCase()
    if (key === 'secure') cookie.secure = true
    else if (key === 'httponly') cookie.httpOnly = true
    else if (key === 'samesite') {
      if (!v || !['lax', 'strict', 'none'].includes(v.toLowerCase())) cookie.rawSameSiteInvalid = true
      else cookie.sameSite = v.toLowerCase()
    }
  }
  return cookie
}

export function cookiesTest(p: Probe, hstsPasses: boolean): TestResult {
  const name = 'cookies'
  const lines = p.headers.getSetCookie()
  if (lines.length === 0) return r(name, 'cookies-not-found', 0, true)
  // worst first: the test reports the worst finding
  const order: Array<[string, number]> = [
    ['cookies-session-without-secure-flag', -40],
    ['cookies-session-without-httponly-flag', -30],
    ['cookies-anticsrf-without-samesite-flag', -20],
    ['cookies-samesite-flag-invalid', -20],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['cookies-without-secure-flag', -20],
    ['cookies-without-secure-flag-but-protected-by-hsts', -5],
  ]
  const found = new Set<string>()
  let missingSameSite = false
  for (const cookie of lines.map(parseSetCookie)) {
    const key = cookie.name.toLowerCase()
    const session = key.includes('login') || key.includes('sess')
    // a cookie set over plain http is exposed however it is flagged
    const secure = cookie.secure && p.https
    if (cookie.rawSameSiteInvalid || (!secure && cookie.sameSite === 'none')) found.add('cookies-samesite-flag-invalid')
    if (!secure)
      found.add(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag')
    if (key.includes('csrf') && !cookie.sameSite) found.add('cookies-anticsrf-without-samesite-flag')
    if (session && !secure) {
      found.add(
        hstsPasses
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
      )
    }
    if (session && !cookie.httpOnly) found.add('cookies-session-without-httponly-flag')
    if (!cookie.sameSite) missingSameSite = true
  }
  const worst = order
    .filter(([k]) => found.has(k))
    .sort((a, b) => a[1] - b[1])
    .at(0)
  if (worst) return r(name, worst[0], worst[1], false)
  return missingSameSite
    ? r(name, 'cookies-secure-with-httponly-sessions', 0, true)
    : r(name, 'cookies-secure-with-httponly-sessions-and-samesite', 5, true)
}

// ── the other header tests ────────────────────────────────────────────────────
export function corsTest(p: Probe, origin: string): TestResult {
  const name = 'cross-origin-resource-sharing'
  const acao = p.corsHeaders?.get('access-control-allow-origin')?.trim().toLowerCase()
  if (!acao) return r(name, 'cross-origin-resource-sharing-not-implemented', 0, true)
  if (acao === '*') return r(name, 'cross-origin-resource-sharing-implemented-with-public-access', 0, true)
  const credentials = p.corsHeaders?.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true'
  if (acao === origin.toLowerCase() && credentials) {
    return r(name, 'cross-origin-resource-sharing-implemented-with-universal-access', -50, false)
  }
  return r(name, 'cross-origin-resource-sharing-implemented-with-restricted-access', 0, true)
}

export function redirectionTest(p: Probe): TestResult {
  const name = 'redirection'
  const route = p.httpRoute
  if (route === 'not-tested') {
    return r(name, 'redirection-not-needed-no-http', 0, true, 'loopback run: http→https is the TLS proxy’s job')
  }
  if (route === undefined || route === 'no-http') return r(name, 'redirection-not-needed-no-http', 0, true)
  if (route.length === 1) return r(name, 'redirection-missing', -20, false)
  if (route.at(-1)!.url.protocol !== 'https:') return r(name, 'redirection-not-to-https', -20, false)
  if (route[1]!.url.protocol === 'http:') return r(name, 'redirection-not-to-https-on-initial-redirection', -10, false)
  if (route[0]!.url.hostname !== route[1]!.url.hostname) return r(name, 'redirection-off-host-from-http', -5, false)
  return r(name, 'redirection-to-https', 0, true)
}

export function referrerPolicyTest(p: Probe): TestResult {
  const name = 'referrer-policy'
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const values = headerValues(p.headers, 'referrer-policy').concat(metaValues(p.body, 'referrer'))
  if (values.length === 0) return r(name, 'referrer-policy-not-implemented', 0, true)
  // the last policy a browser understands wins
  const policy = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1)
  if (policy && good.includes(policy)) return r(name, 'referrer-policy-private', 5, true)
  if (policy) return r(name, 'referrer-policy-unsafe', -5, false)
  return r(name, 'referrer-policy-header-invalid', -5, false)
}

const SIX_MONTHS = 15_552_000

export function hstsTest(p: Probe): TestResult {
  const name = 'strict-transport-security'
  if (!p.https) return r(name, 'hsts-not-implemented-no-https', -20, false)
  const header = headerValues(p.headers, 'strict-transport-security')[0]
  if (header === undefined) return r(name, 'hsts-not-implemented', -20, false)
  if (header.includes(',')) return r(name, 'hsts-header-invalid', -20, false)
  let maxAge: number | undefined
  for (const part of header.split(';').map((s) => s.trim().toLowerCase())) {
    if (part.startsWith('max-age=')) maxAge = Number.parseInt(part.slice(8).replace(/"/g, ''), 10)
  }
  if (maxAge === undefined || Number.isNaN(maxAge)) return r(name, 'hsts-header-invalid', -20, false)
  return maxAge < SIX_MONTHS
    ? r(name, 'hsts-implemented-max-age-less-than-six-months', -10, false)
    : r(name, 'hsts-implemented-max-age-at-least-six-months', 0, true)
}

/** Registrable domain, approximated by the last two labels (enough to tell our scripts from others). */
const siteOf = (host: string) => host.split('.').slice(-2).join('.')

export function sriTest(p: Probe): TestResult {
  const name = 'subresource-integrity'
  const type = (p.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml') {
    return r(name, 'sri-not-implemented-response-not-html', 0, true)
  }
  const scripts = [...p.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '')
  if (scripts.length === 0) return r(name, 'sri-not-implemented-but-no-scripts-loaded', 0, true)
  const ranking: Array<[string, number]> = [
    ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50],
    ['sri-implemented-but-external-scripts-not-loaded-securely', -20],
    ['sri-not-implemented-but-external-scripts-loaded-securely', -5],
  ]
  const found = new Set<string>()
  let foreign = false
  let sameOriginWithSri = false
  for (const attrs of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]
    if (!src) continue
    const integrity = /\sintegrity\s*=/i.test(attrs)
    const protocolRelative = src.startsWith('//')
    const absolute = /^https?:\/\//i.test(src)
    const relative = !protocolRelative && !absolute
    const sameSite = relative || protocolRelative || siteOf(new URL(src).hostname) === siteOf(p.url.hostname)
    const secureScheme = (absolute && src.toLowerCase().startsWith('https:')) || (relative && p.https)
    if (relative || (sameSite && !protocolRelative)) {
      if (integrity && secureScheme) sameOriginWithSri = true
      continue
    }
    foreign = true
    if (integrity && !secureScheme) found.add('sri-implemented-but-external-scripts-not-loaded-securely')
    else if (!integrity && secureScheme) found.add('sri-not-implemented-but-external-scripts-loaded-securely')
    else if (!integrity) found.add('sri-not-implemented-and-external-scripts-not-loaded-securely')
  }
  const worst = ranking.find(([k]) => found.has(k))
  if (worst) return r(name, worst[0], worst[1], false)
  if (foreign) return r(name, 'sri-implemented-and-external-scripts-loaded-securely', 5, true)
  if (sameOriginWithSri) return r(name, 'sri-implemented-and-all-scripts-loaded-securely', 5, true)
  return r(name, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0, true)
}

export function xContentTypeOptionsTest(p: Probe): TestResult {
  const name = 'x-content-type-options'
  const value = p.headers.get('x-content-type-options')
  if (value === null) return r(name, 'x-content-type-options-not-implemented', -5, false)
  return value.trim().toLowerCase() === 'nosniff'
    ? r(name, 'x-content-type-options-nosniff', 0, true)
    : r(name, 'x-content-type-options-header-invalid', -5, false)
}

export function xFrameOptionsTest(p: Probe, csp: Csp | undefined): TestResult {
  const name = 'x-frame-options'
  if (csp?.has('frame-ancestors')) return r(name, 'x-frame-options-implemented-via-csp', 5, true)
  const value = p.headers.get('x-frame-options')?.trim().toLowerCase()
  if (value === undefined) return r(name, 'x-frame-options-not-implemented', -20, false)
  if (value === 'deny' || value === 'sameorigin') return r(name, 'x-frame-options-sameorigin-or-deny', 0, true)
  if (value.startsWith('allow-from')) return r(name, 'x-frame-options-allow-from-origin', 0, true)
  return r(name, 'x-frame-options-header-invalid', -20, false)
}

export function corpTest(p: Probe): TestResult {
  const name = 'cross-origin-resource-policy'
  const value = p.headers.get('cross-origin-resource-policy')?.trim().toLowerCase()
  if (!value) return r(name, 'cross-origin-resource-policy-not-implemented', 0, true)
  if (value === 'same-origin') return r(name, 'cross-origin-resource-policy-implemented-with-same-origin', 10, true)
  if (value === 'same-site') return r(name, 'cross-origin-resource-policy-implemented-with-same-site', 10, true)
  if (value === 'cross-origin') return r(name, 'cross-origin-resource-policy-implemented-with-cross-origin', 0, true)
  return r(name, 'cross-origin-resource-policy-header-invalid', -5, false)
}

// ── grading ───────────────────────────────────────────────────────────────────
const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

export function gradeFor(score: number): string {
  return GRADES.find(([min]) => score >= min)![1]
}

export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org'

export function grade(p: Probe): Grade {
  const csp = cspTest(p)
  const hsts = hstsTest(p)
  const { csp: parsed, ...cspResult } = csp
  const tests: TestResult[] = [
    cspResult,
    cookiesTest(p, hsts.pass),
    corsTest(p, OBSERVATORY_ORIGIN),
    redirectionTest(p),
    referrerPolicyTest(p),
    hsts,
    sriTest(p),
    xContentTypeOptionsTest(p),
    xFrameOptionsTest(p, parsed),
    corpTest(p),
  ]
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
  const all = tests.reduce((sum, t) => sum + t.modifier, 0)
  const uncurved = 100 + penalties
  // bonuses count only for a site that already earns an A without them
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + all : uncurved)
  return { score, grade: gradeFor(score), tests }
}

// ── helpers ───────────────────────────────────────────────────────────────────
function headerValues(headers: Headers, name: string): string[] {
  const value = headers.get(name)
  return value === null ? [] : [value]
}

/** `<meta name=…>` / `<meta http-equiv=…>` values, for the tests that honour them. */
function metaValues(html: string, name: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = m[1] ?? ''
    const key = /\s(?:name|http-equiv)\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    const content = /\scontent\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1]
    if (key === name && content !== undefined) out.push(content)
  }
  return out
}
