import { readdirSync } from 'node:fs'
import { expect, test } from './support/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { E2E } from './support/env'
import { fastCaptchaToken } from './support/fast-captcha'
import { clientBody, counts } from './support/hostile'
import {
  findNginx,
  prepareNginx,
  startNginx,
  testNginxConfig,
  type NginxProcess,
  type PreparedNginx,
} from './support/nginx-process'
import { copyOfE2eDatabase, startServer, stopServer, type ServerProcess } from './support/server-process'

/**
 * The README's nginx front (docs/deploy/nginx.conf), run as it is written: nginx -t accepts it, pages
 * are served from its cache, editors and the API go past it, and a lead submitted through it is stored.
 * Behind it runs the suite's production build as deployed there: TRUSTED_PROXY_HOPS=1.
 */
const binary = findNginx()
const missing = 'nginx is not installed (Debian: apt-get install nginx-light; .ci/run installs it)'
// CI installs nginx, so there a missing binary is a failure (in beforeAll), never a skip
test.skip(!binary && !process.env.CI, missing)
if (!binary && !process.env.CI) console.log(`Skipping tests/e2e/nginx.spec.ts: ${missing}`)

test.describe.configure({ mode: 'serial' })

let app: ServerProcess | undefined
let prepared: PreparedNginx
let nginx: NginxProcess | undefined
let database: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  if (!binary) throw new Error(`${missing}; CI must run this spec`)
  database = await copyOfE2eDatabase('nginx')
  app = await startServer(E2E.port + 12, {
    DATABASE_URL: `file:${database}`,
    TRUSTED_PROXY_HOPS: '1',
    JOBS_AUTORUN: '0',
  })
  prepared = await prepareNginx(binary, E2E.port + 12)
  nginx = await startNginx(prepared)
})

test.afterAll(async () => {
  await nginx?.stop()
  await stopServer(app)
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx!.origin}${path}`, { headers })

/** Files nginx has written into its cache (one per stored response). */
function cachedFiles(dir = prepared.cacheDir): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length
}

test('nginx -t accepts the deployment file', async () => {
  const { ok, output } = await testNginxConfig(prepared)
  expect(ok, output).toBe(true)
  expect(output).toContain('test is successful')
})

test('a public page asked twice is the second time served from the cache', async () => {
  const first = await get('/about-arden-hale')
  expect(first.status).toBe(200)
  // the app lets a shared cache keep the page 10 s: the second request comes well within that
  expect(first.headers.get('cache-control')).toContain('s-maxage=10')
  expect(first.headers.get('x-cache')).toBe('MISS')
  const html = await first.text()
  const second = await get('/about-arden-hale')
  expect(second.headers.get('x-cache')).toBe('HIT')
  expect(await second.text()).toBe(html)
  // the RSC payload of the same URL is another entry, never the HTML
  const rsc = await get('/about-arden-hale', { rsc: '1' })
  expect(rsc.headers.get('x-cache')).not.toBe('HIT')
  expect(rsc.headers.get('content-type') ?? '').not.toContain('text/html')
})

test("a hashed asset is cached with the app's one Cache-Control", async () => {
  const html = await (await get('/insights')).text()
  const asset = /\/_next\/static\/[^"'\s\\)]+\.(?:js|css)/.exec(html)?.[0]
  expect(asset, 'the page names a /_next/static file').toBeTruthy()
  const first = await get(asset!)
  expect(first.status).toBe(200)
  await first.arrayBuffer()
  const second = await get(asset!)
  expect(second.headers.get('x-cache')).toBe('HIT')
  expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test("an editor's payload-token cookie bypasses the cache, and the editor's page is not stored", async () => {
  const login = await fetch(`${nginx!.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EDITOR_CREDENTIALS.email, password: EDITOR_CREDENTIALS.password }),
  })
  expect(login.status).toBe(200)
  const token = /payload-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
  expect(token, 'login sets the payload-token cookie').toBeTruthy()
  const cookie = `cookie-consent=necessary:yes; payload-token=${token}`

  for (let i = 0; i < 2; i++) {
    const editor = await get('/legal-notice', { cookie })
    expect(editor.status).toBe(200)
    expect(editor.headers.get('x-cache')).toBe('BYPASS')
    await editor.arrayBuffer()
  }
  // nothing was stored for the editor: a visitor's first request goes to the app
  const visitor = await get('/legal-notice', { cookie: 'my-payload-token=x' })
  expect(visitor.headers.get('x-cache')).toBe('MISS')
  await visitor.arrayBuffer()
  // a cookie that merely ends in the name is no editor's
  expect((await get('/legal-notice', { cookie: 'my-payload-token=x' })).headers.get('x-cache')).toBe('HIT')
})

test('the API is never cached', async () => {
  const before = cachedFiles()
  for (const path of ['/api/v1/office-locations', '/api/pages?limit=1&depth=0', '/api/health']) {
    for (let i = 0; i < 2; i++) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-cache'), path).toBeNull()
      await res.arrayBuffer()
    }
  }
  expect(cachedFiles()).toBe(before)
})

test('a contact-form submit through nginx is stored', async () => {
  const before = await counts(`file:${database}`)
  const res = await fetch(`${nginx!.origin}/api/v1/forms/8`, {
    method: 'POST',
    // a browser on the nginx address sends that address as Origin
    headers: { 'content-type': 'application/json', origin: nginx!.origin },
    body: JSON.stringify({ ...clientBody(), captcha_token: await fastCaptchaToken() }),
  })
  const text = await res.text()
  expect(res.status, text.slice(0, 300)).toBe(200)
  expect(res.headers.get('x-cache')).toBeNull()
  const id = (JSON.parse(text) as { id?: unknown }).id
  expect(typeof id).toBe('number')
  const after = await counts(`file:${database}`)
  expect(after.leads - before.leads).toBe(1)
})
