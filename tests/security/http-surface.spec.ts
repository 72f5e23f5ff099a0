import { readdirSync, statSync } from 'node:fs'
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '../e2e/support/test'
import { TOP_15_SLUG } from '../../src/cms/seed/data/insights'
import { E2E } from '../e2e/support/env'
import { counts, expectAlive, expectNoInternals, expectNothingStored, type Counts } from '../e2e/support/hostile'
import { copyOfE2eDatabase, startServer, stopServer, type ServerProcess } from '../e2e/support/server-process'

/**
 * The rest of the HTTP surface as a stranger tries it, on the production build: static and public
 * files, Payload's REST API, media files, the image optimizer, the preview routes and the request line
 * itself. A client's mistake gets its 4xx (never a 5xx, never internals), nothing is written, and the
 * server still answers. Every request of this file is counted; none may answer 5xx.
 */

const tally = { requests: 0, serverErrors: [] as string[] }

type Answer = { status: number; headers: Headers; text: string }

/** A fetch that counts, reads the body and checks it shows no internals. */
async function hit(pathOrUrl: string, init: RequestInit = {}, origin = E2E.origin): Promise<Answer> {
  const res = await fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${origin}${pathOrUrl}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...init,
  })
  const text = await res.text()
  tally.requests += 1
  if (res.status >= 500) tally.serverErrors.push(`${init.method ?? 'GET'} ${pathOrUrl} → ${res.status}`)
  expectNoInternals(text)
  return { status: res.status, headers: res.headers, text }
}

/** A request fetch cannot send (`*` as target, a Host that is no host name), over a plain socket. */
async function raw(lines: string[], port = E2E.port): Promise<{ status: number; head: string; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`),
    )
    let out = ''
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')))
    socket.on('data', (d) => (out += d.toString('latin1')))
    socket.on('end', () => resolve(out))
    socket.on('error', reject)
  })
  const [head = '', body = ''] = text.split('\r\n\r\n', 2)
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  if (port === E2E.port) {
    tally.requests += 1
    if (!(status < 500)) tally.serverErrors.push(`${lines[0]} → ${status}`)
    expectNoInternals(body)
  }
  return { status, head, body }
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? undefined

// one of each kind of file Next serves through `send`
const buildDir = path.join(process.cwd(), E2E.env.NEXT_DIST_DIR!, 'static', 'chunks')
const chunk = `/_next/static/chunks/${readdirSync(buildDir).find((f) => f.endsWith('.js'))}`
const FILES = [chunk, '/favicon.ico', '/icons/linkedin.svg']
const sizeOf = (file: string) =>
  statSync(file === chunk ? path.join(buildDir, path.basename(chunk)) : path.join(process.cwd(), 'public', file)).size

let before: Counts
test.beforeAll(async () => {
  before = await counts()
})
test.afterAll(async () => {
  console.log(`http-surface: ${tally.requests} requests, ${tally.serverErrors.length} answered 5xx`)
  expect(tally.serverErrors).toEqual([])
})

test.describe('static and public files', () => {
  test('ranges: a bad one is ignored (the whole file), an unsatisfiable one is 416, a good one 206', async () => {
    for (const file of FILES) {
      expect((await hit(file)).status, file).toBe(200)
      const size = sizeOf(file)
      for (const range of ['bytes=5-1', 'bytes=abc', 'bytes=-', 'items=0-1', 'bytes=0-1,x']) {
        const res = await hit(file, { headers: { range } })
        expect(res.status, `${file} ${range}`).toBe(200)
      }
      for (const range of ['bytes=-0', `bytes=${size}-`, 'bytes=99999999999-']) {
        const res = await hit(file, { headers: { range } })
        expect(res.status, `${file} ${range}`).toBe(416)
        expect(res.headers.get('content-range')).toBe(`bytes */${size}`)
      }
      const part = await hit(file, { headers: { range: 'bytes=0-1' } })
      expect(part.status, file).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes 0-1/${size}`)
    }
  })

  test('preconditions: If-Match other than * fails with 412; an odd If-Unmodified-Since is ignored', async () => {
    for (const file of FILES) {
      // the files' tags are weak, and If-Match compares strongly: only * can match (src/server/static-files.ts)
      const tag = (await hit(file, { method: 'HEAD' })).headers.get('etag')
      expect(tag, file).toMatch(/^W\//)
      for (const ifMatch of ['"x"', tag!, '"a", "b"']) {
        expect((await hit(file, { headers: { 'if-match': ifMatch } })).status, `${file} ${ifMatch}`).toBe(412)
      }
      expect((await hit(file, { headers: { 'if-match': '*' } })).status).toBe(200)
      for (const since of ['garbage', '', 'Thu, 01 Jan 2099 00:00:00 GMT']) {
        expect((await hit(file, { headers: { 'if-unmodified-since': since } })).status, `${file} ${since}`).toBe(200)
      }
      const old = await hit(file, { headers: { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })
      expect(old.status, file).toBe(412)
    }
  })

  test('writes are 405 with Allow: GET, HEAD', async () => {
    for (const file of [...FILES, '/_next/static/chunks/no-such-file.js']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const res = await hit(file, { method, body: method === 'OPTIONS' ? undefined : 'x' })
        expect(res.status, `${method} ${file}`).toBe(405)
        expect(res.headers.get('allow')).toBe('GET, HEAD')
      }
    }
    await expectAlive()
  })
})

test.describe('Payload REST', () => {
  test('a where, limit or operator Payload would fail on is 400 with what is wrong', async () => {
    for (const query of [
      'where=x',
      'where=[',
      'where[title]=x',
      'limit=2&limit=3',
      'page=1&page=2',
      'where[title][equals][0]=a&where[title][equals][1]=b',
      'where[title][equals]=a&where[title][equals]=b',
      'where[title][equals][x]=1',
      'where[title][like][0]=a',
      'where[title][near]=1,2',
      'where[title][within]=x',
      'where[title][intersects]=x',
      'where[title][all][]=a',
      'where[publishedAt][greater_than]=notadate',
      'where[and][0]=x',
    ]) {
      for (const collection of ['insights', 'consultants']) {
        const res = await hit(`/api/${collection}?${query}`)
        expect(res.status, `${collection}?${query}`).toBe(400)
        expect(JSON.parse(res.text).errors[0].message).toEqual(expect.any(String))
      }
    }
    // and what is right still works
    const ok = await hit('/api/insights?where[title][like]=board&limit=2&sort=-publishedAt')
    expect(ok.status).toBe(200)
    expect(JSON.parse(ok.text).docs.length).toBeGreaterThan(0)
  })

  test('the same queries cannot write: a bulk PATCH or DELETE with a broken where is refused', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      for (const query of ['where=x', 'where[title][equals][0]=a&where[title][equals][1]=b']) {
        const res = await hit(`/api/users?${query}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'PATCH' ? '{}' : undefined,
        })
        expect(res.status, `${method} ${query}`).toBe(400)
      }
    }
    await expectNothingStored(before)
  })

  test('addresses that do not decode, verification that does not exist, and internal collections: 4xx', async () => {
    for (const address of [
      '/api/%',
      '/api/insights/%',
      '/api/insights/%zz',
      '/api/%c0%ae%c0%af',
      '/%',
      '/insights/%ff',
    ]) {
      expect((await hit(address)).status, address).toBe(400)
    }
    for (const token of ['abc', 'x'.repeat(64)]) {
      expect((await hit(`/api/users/verify/${token}`, { method: 'POST' })).status).toBe(404)
    }
    for (const internal of ['/api/payload-migrations', '/api/payload-migrations/1']) {
      const res = await hit(internal)
      expect(res.status, internal).toBeGreaterThanOrEqual(400)
      expect(res.status, internal).toBeLessThan(500)
    }
    await expectAlive()
    await expectNothingStored(before)
  })
})

test.describe('media files', () => {
  test('a name with a NUL byte or overlong UTF-8 is 400; HEAD answers as GET does, without a body', async () => {
    for (const name of ['%00', 'a%00b.jpg', '%c0%ae%c0%af', '%c0%ae%c0%ae%c0%afetc%c0%afpasswd', '%ff.png']) {
      expect((await hit(`/api/media/file/${name}`)).status, name).toBe(400)
    }
    const media = JSON.parse((await hit('/api/media?limit=1')).text).docs[0] as { url: string }
    const get = await hit(media.url)
    const head = await hit(media.url, { method: 'HEAD' })
    expect(get.status).toBe(200)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'))
    expect((await hit('/api/media/file/no-such-file.webp', { method: 'HEAD' })).status).toBe(404)
  })
})

test.describe('image optimizer', () => {
  test('a url that is not a media file (a page, a redirect) is 400; a media file is optimized', async () => {
    for (const url of ['/about-arden-hale/', `/blog/${TOP_15_SLUG}`, '/insights', '/api/health', '/favicon.ico/']) {
      const res = await hit(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
      expect(res.status, url).toBe(400)
    }
    const media = JSON.parse((await hit('/api/media?limit=1')).text).docs[0] as { url: string }
    const ok = await hit(`/_next/image?url=${encodeURIComponent(media.url)}&w=640&q=75`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^image\//)
  })
})

test.describe('exit preview', () => {
  test('Location is percent-encoded and on this site, whatever the path', async () => {
    const cases: Array<[string, string]> = [
      ['/%E6%97%A5', '/%E6%97%A5'],
      ['/caf%C3%A9', '/caf%C3%A9'],
      ['/insights%3Fx%3D%E6%97%A5', '/insights?x=%E6%97%A5'],
      ['/%ff', '/%EF%BF%BD'],
      ['//evil.example', '/'],
      ['/..//evil.example', '/'],
      ['http://evil.example/', '/'],
      ['/%0d%0aSet-Cookie:x=1', '/'],
    ]
    for (const [path, location] of cases) {
      const res = await hit(`/api/v1/exit-preview?path=${path}`)
      expect(res.status, path).toBe(307)
      expect(res.headers.get('location'), path).toBe(location)
    }
  })
})

test.describe('the request line', () => {
  test('OPTIONS * is 204 with Allow; any other method on * is 400', async () => {
    const options = await raw(['OPTIONS * HTTP/1.1', 'Host: localhost'])
    expect(options.status).toBe(204)
    expect(header(options.head, 'allow')).toContain('GET')
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      expect((await raw([`${method} * HTTP/1.1`, 'Host: localhost', 'Content-Length: 0'])).status, method).toBe(400)
    }
  })

  test('a Host that is no host name is 400, on the admin and elsewhere', async () => {
    for (const host of ['a b', 'local%host', '[zz', 'x/y', 'localhost:99999', 'ex@mple', ':80', 'localhost:abc']) {
      for (const target of ['/admin', '/', '/api/insights']) {
        expect((await raw([`GET ${target} HTTP/1.1`, `Host: ${host}`])).status, `${host} ${target}`).toBe(400)
      }
    }
    expect((await raw(['GET /api/health HTTP/1.1', `Host: 127.0.0.1:${E2E.port}`])).status).toBe(200)
  })

  test('a Server Action from a foreign or opaque origin is 403; a made-up one from this site is 4xx', async () => {
    const action = { 'next-action': '7f0123456789abcdef0123456789abcdef012345', 'content-type': 'text/plain' }
    for (const origin of ['http://evil.example', 'null', `http://localhost:${E2E.port + 1}`]) {
      for (const page of ['/', '/insights', '/contact', '/admin']) {
        const res = await hit(page, { method: 'POST', headers: { ...action, origin }, body: '[]' })
        expect(res.status, `${origin} ${page}`).toBe(403)
      }
    }
    const own = await hit('/', { method: 'POST', headers: { ...action, origin: E2E.origin }, body: '[]' })
    expect(own.status).toBeGreaterThanOrEqual(400)
    expect(own.status).toBeLessThan(500)
    await expectAlive()
    await expectNothingStored(before)
  })
})

test.describe('cookies and caching', () => {
  test('an answer that sets a cookie is never publicly cacheable (a forged draft cookie cleared)', async () => {
    for (const page of ['/', '/insights', '/about-arden-hale']) {
      const res = await hit(page, { headers: { cookie: '__prerender_bypass=forged; i18n_redirected=en' } })
      expect(res.status, page).toBe(200)
      expect(res.headers.get('set-cookie'), page).toContain('__prerender_bypass=;')
      expect(res.headers.get('cache-control'), page).toMatch(/private|no-store/)
      expect(res.headers.get('cache-control'), page).not.toMatch(/public|s-maxage/)
    }
    // without a cookie to set, the page stays cacheable at the edge
    const plain = await hit('/insights', { headers: { cookie: 'i18n_redirected=en' } })
    expect(plain.headers.get('set-cookie')).toBeNull()
    expect(plain.headers.get('cache-control')).toMatch(/s-maxage=/)
  })

  test('the locale cookie comes from the server on / (no JavaScript needed), once, and nowhere else', async () => {
    for (const language of [undefined, 'fr-FR,fr;q=0.9', 'en-GB,en;q=0.8']) {
      const res = await hit('/', { headers: language ? { 'accept-language': language } : {} })
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie'), language).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax')
      expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
    }
    expect((await hit('/', { headers: { cookie: 'i18n_redirected=en' } })).headers.get('set-cookie')).toBeNull()
    expect((await hit('/insights')).headers.get('set-cookie')).toBeNull()
    // the client router fetching / from another page sets nothing
    const router = await hit('/', { headers: { rsc: '1', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } })
    expect(router.headers.get('set-cookie')).toBeNull()
    const navigation = await hit('/', { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } })
    expect(navigation.headers.get('set-cookie')).toContain('i18n_redirected=en')
  })
})

test.describe('logging', () => {
  let server: ServerProcess | undefined
  test.afterAll(async () => stopServer(server))

  test("Payload's anonymous 403 and 404 are info lines without a stack", async () => {
    const database = await copyOfE2eDatabase('http-surface-logging')
    server = await startServer(E2E.port + 7, { DATABASE_URL: `file:${database}`, JOBS_AUTORUN: '0' })
    const from = server.output().length
    const refused = ['/api/payload-preferences', '/api/form-submissions', '/api/insights/999999', '/api/users/999999']
    for (const address of refused) {
      const res = await hit(address, {}, server.origin)
      expect([403, 404], address).toContain(res.status)
    }
    await expect
      .poll(
        () =>
          server!
            .output()
            .slice(from)
            .split('\n')
            .filter((l) => l.includes('"status":40')).length,
      )
      .toBeGreaterThanOrEqual(refused.length)
    const lines = server
      .output()
      .slice(from)
      .split('\n')
      .filter((l) => l.includes('"component":"payload"'))
    expect(lines.length).toBeGreaterThanOrEqual(refused.length)
    for (const line of lines) {
      expect(JSON.parse(line).level, line).toBe('info')
      expect(line).not.toContain('stack')
    }
  })
})

test.describe('why the server answers these itself', () => {
  // When one of these fails, Next answers that request well by itself after an upgrade: the check
  // named beside it may go (or stay as a second line). Not counted above: a plain `next start` is not our server.
  test('a plain `next start` of the same build still answers each of them 500', async () => {
    test.setTimeout(180_000)
    const port = E2E.port + 13
    const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
      env: { ...process.env, ...E2E.env, PORT: String(port), JOBS_AUTORUN: '0' },
      stdio: 'ignore',
    })
    try {
      const plain = `http://127.0.0.1:${port}`
      await expect
        .poll(async () => (await fetch(`${plain}/api/health`).catch(() => undefined))?.status, { timeout: 90_000 })
        .toBeDefined()
      const status = async (p: string, init: RequestInit = {}) => {
        const res = await fetch(`${plain}${p}`, { redirect: 'manual', ...init })
        await res.arrayBuffer()
        return res.status
      }
      const action = { 'next-action': '7f0123456789abcdef0123456789abcdef012345', origin: 'http://evil.example' }
      expect({
        'static-files.ts: Range bytes=-0': await status('/favicon.ico', { headers: { range: 'bytes=-0' } }),
        'static-files.ts: Range bytes=5-1': await status('/favicon.ico', { headers: { range: 'bytes=5-1' } }),
        'static-files.ts: If-Match': await status(chunk, { headers: { 'if-match': '"x"' } }),
        'static-files.ts: POST a file': await status('/favicon.ico', { method: 'POST', body: 'x' }),
        'request-target.ts: /api/%': await status('/api/%'),
        'request-target.ts: NUL in a media name': await status('/api/media/file/a%00b.jpg'),
        'request-target.ts: OPTIONS *': (await raw(['OPTIONS * HTTP/1.1', 'Host: localhost'], port)).status,
        'request-target.ts: Host "a b"': (await raw(['GET /admin HTTP/1.1', 'Host: a b'], port)).status,
        'server-action-origin.ts: foreign action': await status('/', { method: 'POST', headers: action, body: '[]' }),
      }).toEqual({
        'static-files.ts: Range bytes=-0': 500,
        'static-files.ts: Range bytes=5-1': 500,
        'static-files.ts: If-Match': 500,
        'static-files.ts: POST a file': 500,
        'request-target.ts: /api/%': 500,
        'request-target.ts: NUL in a media name': 500,
        'request-target.ts: OPTIONS *': 500,
        'request-target.ts: Host "a b"': 500,
        'server-action-origin.ts: foreign action': 500,
      })
    } finally {
      child.kill('SIGTERM')
    }
  })
})
