import { readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { MAX_LIST_LIMIT } from '../../src/cms/graphql/limits'
import { MAX_ANONYMOUS_DEPTH } from '../../src/cms/hooks/list-bounds'
import { E2E } from '../e2e/support/env'
import { counts, expectAlive, expectNoInternals, expectNothingStored, json } from '../e2e/support/hostile'
import { startServer, stopServer, type ServerProcess } from '../e2e/support/server-process'
import { expect, test } from '../e2e/support/test'

/**
 * Answers and the server's memory have bounds, against the production build: an anonymous REST
 * read gets one bounded page, a client that stops reading gives its request slot back and is
 * dropped, a burst never leaves the not-found path hung, a redirect never leaves the site's origin
 * whatever the request line names, and oversized headers answer 431. Each class is tried in several
 * variants; every answer is checked for its status, that nothing was stored, and that the server
 * still answers. No answer may be a 5xx but a 503 with Retry-After under deliberate overload.
 */
const tally = new Map<string, number>()
let requests = 0
let serverErrors = 0
let sheddedUnderOverload = 0

function seen(kind: string, status: number, headers: { get(name: string): string | null }, overload = false) {
  tally.set(kind, (tally.get(kind) ?? 0) + 1)
  requests += 1
  if (overload && status === 503 && headers.get('retry-after')) {
    sheddedUnderOverload += 1
    return
  }
  if (status >= 500) serverErrors += 1
  expect(status, `${kind}: a 5xx`).toBeLessThan(500)
}

test.afterAll(() => {
  console.log(
    `bounds: ${tally.size} classes, ${requests} requests, ${serverErrors} answers 5xx, ` +
      `${sheddedUnderOverload} 503 + Retry-After under deliberate overload ` +
      `(${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')})`,
  )
  expect(serverErrors).toBe(0)
})

type Answer = { status: number; text: string; headers: Headers; ms: number }

async function get(kind: string, path: string, init: RequestInit = {}, overload = false): Promise<Answer> {
  const started = Date.now()
  const res = await fetch(`${E2E.origin}${path}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  seen(kind, res.status, res.headers, overload)
  // a script of the build is code, not an error page
  if (!path.startsWith('/_next/static/')) expectNoInternals(text)
  return { status: res.status, text, headers: res.headers, ms: Date.now() - started }
}

type Raw = { status: number; head: string; bodyBytes: number; reset: boolean }

/** One request written on a raw socket (a request line `fetch` would not send), read to the end. */
function raw(kind: string, request: string, { pieces = 1, timeoutMs = 15_000 } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E.port, '127.0.0.1')
    const chunks: Buffer[] = []
    let reset = false
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`${kind}: no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => (reset = true))
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...body] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const headers = new Headers()
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':')
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
      }
      if (status) seen(kind, status, headers)
      resolve({ status, head, bodyBytes: Buffer.byteLength(body.join('\r\n\r\n'), 'latin1'), reset })
    })
    const size = Math.ceil(request.length / pieces)
    for (let i = 0; i < request.length; i += size) socket.write(request.slice(i, i + size))
  })
}

const host = `localhost:${E2E.port}`

test.describe('1. an anonymous REST read gets one bounded page', () => {
  const collections = ['insights', 'consultants', 'pages', 'offices', 'media', 'redirects']
  const refusedQueries: Array<[string, RegExp]> = [
    ['limit=0', /"limit" must be an integer from 1 to 10 at depth 2 \(up to 100 with depth=0\); got 0/],
    ['limit=100000', /"limit" must be an integer from 1 to 10 at depth 2 .*got 100000/],
    ['limit=abc', /"limit" must be an integer from 1 to 10 at depth 2 .*got "abc"/],
    ['limit=11', /"limit" must be an integer from 1 to 10 at depth 2/],
    [`limit=${MAX_LIST_LIMIT + 1}&depth=0`, /"limit" must be an integer from 1 to 100 at depth 0; got 101/],
    ['limit=0&depth=0', /"limit" must be an integer from 1 to 100 at depth 0; got 0/],
    ['limit=26&depth=1', /"limit" must be an integer from 1 to 25 at depth 1/],
    ['limit=-5&depth=0', /"limit" must be an integer/],
    ['pagination=false', /"pagination" cannot be false/],
    ['pagination=false&limit=0', /"pagination" cannot be false/],
    ['depth=10', /"depth" must be an integer from 0 to 2; got 10/],
    [`depth=${MAX_ANONYMOUS_DEPTH + 1}&limit=1`, /"depth" must be an integer/],
    ['depth=-1', /"depth" must be an integer/],
  ]
  /** Every page a visitor may ask for is small: the largest seen was 1.4 MB (consultants, 25 at depth 1). */
  const MAX_PAGE_BYTES = 2 * 1024 * 1024

  for (const collection of collections) {
    test(`/api/${collection}: unbounded lists and deep populations are refused with 400`, async () => {
      const before = await counts()
      for (const [query, message] of refusedQueries) {
        const answer = await get('REST bounds', `/api/${collection}?${query}`)
        expect(answer.status, `${collection}?${query}: ${answer.text.slice(0, 200)}`).toBe(400)
        const { errors } = JSON.parse(answer.text) as { errors: Array<{ message: string }> }
        expect(errors[0]!.message).toMatch(message)
      }
      // one page, at most the cap, at most the default depth
      const allowed = ['', `limit=${MAX_LIST_LIMIT}&depth=0`, 'limit=25&depth=1', 'limit=10&depth=2', 'page=2&limit=3']
      for (const query of allowed) {
        const answer = await get('REST bounds', `/api/${collection}?${query}`)
        expect(answer.status, `${collection}?${query}`).toBe(200)
        const body = JSON.parse(answer.text) as { docs: unknown[]; limit: number }
        expect(body.docs.length).toBeLessThanOrEqual(MAX_LIST_LIMIT)
        expect(body.limit).toBeLessThanOrEqual(MAX_LIST_LIMIT)
        expect(Buffer.byteLength(answer.text), `${collection}?${query}`).toBeLessThan(MAX_PAGE_BYTES)
      }
      await expectNothingStored(before)
      await expectAlive()
    })
  }

  test('the same bounds on one document, a global, and a read sent as POST with a method override', async () => {
    const before = await counts()
    const list = JSON.parse((await get('REST bounds', '/api/insights?limit=1&depth=0')).text) as {
      docs: Array<{ id: number }>
    }
    const id = list.docs[0]!.id
    expect((await get('REST bounds', `/api/insights/${id}?depth=10`)).status).toBe(400)
    expect((await get('REST bounds', `/api/insights/${id}?depth=1`)).status).toBe(200)
    expect((await get('REST bounds', '/api/globals/site-settings?depth=10')).status).toBe(400)
    expect((await get('REST bounds', '/api/globals/site-settings?depth=2')).status).toBe(200)
    const override = await get('REST bounds', '/api/insights', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      body: 'limit=0&depth=10',
    })
    expect(override.status, override.text.slice(0, 200)).toBe(400)
    await expectNothingStored(before)
    await expectAlive()
  })

  test('an editor still reads whole lists (the admin asks for them)', async () => {
    const login = await get('REST bounds', '/api/users/login', json(EDITOR_CREDENTIALS))
    expect(login.status).toBe(200)
    const { token } = JSON.parse(login.text) as { token: string }
    // the consultants (150 in the demo content) are more than one bounded page
    const all = await get('REST bounds', '/api/consultants?limit=0&depth=0', {
      headers: { authorization: `JWT ${token}` },
    })
    expect(all.status).toBe(200)
    const body = JSON.parse(all.text) as { docs: unknown[]; totalDocs: number }
    expect(body.docs.length).toBe(body.totalDocs)
    expect(body.totalDocs).toBeGreaterThan(MAX_LIST_LIMIT)
  })
})

/**
 * How long an answer may take on a busy 2-core machine shared with other work: the failure these
 * tests guard against is no answer at all (the probe's clients gave up after 40 s).
 */
const PROMPT_MS = 12_000

/** The largest REST page a visitor may ask for (about 1.4 MB). */
const LARGE_PAGE = '/api/consultants?limit=25&depth=1'
const NON_READERS = 64
const REST_NON_READERS = 16
/** Requests each non-reader sends at once, pipelined on its connection. */
const PIPELINED = 6

/** The largest file the build serves under /_next/static (about 1 MB). */
function largestStaticFile(): { path: string; bytes: number } {
  const dir = path.resolve(import.meta.dirname, '../..', E2E.env.NEXT_DIST_DIR!, 'static/chunks')
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: `/_next/static/chunks/${name}`, bytes: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes)
  return largest!
}

/**
 * A client that asks and never reads. Its pipelined requests add up to more than the kernel's
 * socket buffers hold (a single 1 MB answer would fit in them whole and free the server at once):
 * the server's answers stop moving, as they do for a client that stopped reading a large answer.
 */
function nonReader(pathname: string, pipelined = PIPELINED, port = E2E.port) {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => undefined)
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(pipelined))
  socket.pause()
  return {
    /** Reads what reached it and waits for the end: the server's close, or all the answers. */
    drain(timeoutMs: number): Promise<{ bytes: number; closed: boolean }> {
      return new Promise((resolve) => {
        let bytes = 0
        const done = (closed: boolean) => {
          clearTimeout(timer)
          socket.destroy()
          resolve({ bytes, closed })
        }
        const timer = setTimeout(() => done(false), timeoutMs)
        socket.on('data', (chunk: Buffer) => (bytes += chunk.length))
        socket.once('close', () => done(true))
        socket.once('end', () => done(true))
        socket.resume()
      })
    },
    destroy: () => socket.destroy(),
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.describe('2. clients that stop reading give their slot back and are dropped', () => {
  test.setTimeout(90_000)

  test(`${NON_READERS} non-reading clients of large answers: visitors are served, the unread answers dropped`, async () => {
    const before = await counts()
    const file = largestStaticFile()
    expect((await get('overload', file.path)).status).toBe(200)
    const everything = PIPELINED * file.bytes

    const clients = Array.from({ length: NON_READERS }, () => nonReader(file.path))
    // and the largest REST page, from a few more (each costs the server a query; many would test its CPU instead)
    const restClients = Array.from({ length: REST_NON_READERS }, () => nonReader(LARGE_PAGE, 2))
    try {
      // while they hold on: pages and the not-found path answer (a 503 + Retry-After at worst, in the first second)
      const during = await Promise.all(
        ['/consultant/nobody', '/no-such-address-at-all', '/insights', '/'].map((p) => get('overload', p, {}, true)),
      )
      for (const answer of during) expect(answer.ms).toBeLessThan(PROMPT_MS)

      // past the park time (1 s) the slots are free again: every visitor is served
      await pause(2_500)
      const expected: Array<[string, number]> = [
        ['/', 200],
        ['/insights', 200],
        ['/consultant/nobody', 404],
        ['/no-such-address-at-all', 404],
        [LARGE_PAGE, 200],
        [file.path, 200],
      ]
      for (const [pathname, status] of expected) {
        const answer = await get('overload', pathname)
        expect(answer.status, pathname).toBe(status)
        expect(answer.ms, pathname).toBeLessThan(PROMPT_MS / 2)
      }

      // past the send deadline (SERVER_SEND_STALL_MS, 10 s) the stalled answers were dropped: reading
      // now gets what the kernel still held, then the end, never all the answers asked for
      await pause(9_000)
      const got = await Promise.all(clients.map((client) => client.drain(5_000)))
      const dropped = got.filter((g) => g.closed && g.bytes < everything)
      expect(dropped.length, JSON.stringify(got.slice(0, 3))).toBe(NON_READERS)
    } finally {
      for (const client of [...clients, ...restClients]) client.destroy()
    }
    await expectNothingStored(before)
    await expectAlive()
  })
})

test.describe('2b. with few slots, stalled clients cannot keep them', () => {
  test.setTimeout(90_000)
  let server: ServerProcess | undefined
  test.afterAll(() => stopServer(server))

  test('8 slots, 16 non-readers: visitors are served once the stalled answers park, and all are dropped', async () => {
    const port = E2E.port + 26
    server = await startServer(port, { SERVER_MAX_IN_FLIGHT: '8', SERVER_SEND_STALL_MS: '4000', JOBS_AUTORUN: '0' })
    const at = (pathname: string) => fetch(`${server!.origin}${pathname}`, { signal: AbortSignal.timeout(15_000) })
    const file = largestStaticFile()
    const clients = Array.from({ length: 16 }, () => nonReader(file.path, PIPELINED, port))
    try {
      await pause(2_500)
      // every slot was taken by a stalled answer; each gave its slot back after the park time
      for (const pathname of ['/', '/insights', '/api/v1/known-addresses']) {
        const res = await at(pathname)
        await res.arrayBuffer()
        seen('few slots', res.status, res.headers)
        expect(res.status, pathname).toBe(200)
      }
      await pause(4_000)
      const got = await Promise.all(clients.map((client) => client.drain(5_000)))
      const dropped = got.filter((g) => g.closed && g.bytes < PIPELINED * file.bytes)
      expect(dropped.length, JSON.stringify(got.slice(0, 3))).toBe(clients.length)
    } finally {
      for (const client of clients) client.destroy()
    }
    expect(server.output()).toMatch(/dropped an answer its client stopped reading \(stalled\)/)
    expect((await at('/api/health')).status).toBe(200)
  })
})

test.describe('3. a burst never leaves the not-found path hung', () => {
  test.setTimeout(90_000)

  test('during and after a burst of non-readers and visitors, unknown addresses answer 404 promptly', async () => {
    const file = largestStaticFile()
    const clients = [
      ...Array.from({ length: NON_READERS }, () => nonReader(file.path)),
      ...Array.from({ length: REST_NON_READERS }, () => nonReader(LARGE_PAGE, 2)),
    ]
    const unknown = ['/consultant/nobody', '/consultant/no-one-at-all', '/no-such-page-xyz', '/insights/nothing-here']
    try {
      // visitors alongside the burst, as in the probe; each gets an answer, none waits for ever
      const burst = await Promise.all(
        Array.from({ length: 24 }, (_, i) => get('burst', unknown[i % unknown.length]!, {}, true)),
      )
      for (const answer of burst) {
        expect([404, 503]).toContain(answer.status)
        expect(answer.ms).toBeLessThan(PROMPT_MS)
      }
    } finally {
      for (const client of clients) client.destroy()
    }
    // and afterwards, for good (each round past the proxy's table confirmation interval)
    for (let round = 0; round < 3; round++) {
      for (const pathname of [...unknown, '/404']) {
        const answer = await get('burst', pathname)
        expect(answer.status, pathname).toBe(404)
        expect(answer.ms, pathname).toBeLessThan(PROMPT_MS / 2)
      }
      await pause(1_100)
    }
    expect((await get('burst', '/insights')).status).toBe(200)
    await expectAlive()
  })
})

test.describe('4. redirects never leave the site’s own origin', () => {
  const targets = [
    'http://evil.example/about-arden-hale/',
    'https://evil.example/about-arden-hale/',
    'http://evil.example:8080/about-arden-hale',
    'http://user:pw@evil.example/about-arden-hale/',
    'http://evil.example//evil.example/about-arden-hale/',
    'http://evil.example/insights/',
    'http://evil.example/insights?page=1',
  ]
  for (const target of targets) {
    test(`absolute-form target ${target}`, async () => {
      const before = await counts()
      const answer = await raw('absolute form', `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(answer.status, answer.head).toBeGreaterThanOrEqual(200)
      expect(answer.head).not.toMatch(/\/\/evil\.example/i)
      const location = /\r\nlocation:\s*(\S+)/i.exec(answer.head)?.[1]
      if (location) expect(new URL(location, E2E.origin).origin).toBe(E2E.origin)
      await expectNothingStored(before)
      await expectAlive()
    })
  }

  test('a target that is no http URL is refused with 400', async () => {
    for (const target of ['http://[bad/about', 'ftp://evil.example/about-arden-hale/']) {
      const answer = await raw('absolute form', `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(answer.status, `${target}: ${answer.head}`).toBe(400)
    }
    await expectAlive()
  })
})

test.describe('5. oversized headers answer 431, not a reset', () => {
  const cookie = (bytes: number) => `Cookie: big=${'c'.repeat(bytes)}\r\n`
  const variants: Array<[string, string]> = [
    ['a 64 KB cookie on a page', `GET / HTTP/1.1\r\nHost: ${host}\r\n${cookie(64 * 1024)}\r\n`],
    ['a 64 KB cookie on the health probe', `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n${cookie(64 * 1024)}\r\n`],
    ['a 64 KB cookie on a POST', `POST /api/v1/forms/8 HTTP/1.1\r\nHost: ${host}\r\n${cookie(64 * 1024)}\r\n`],
    ['a 20 KB header', `GET /insights HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`],
    [
      '300 headers of 100 bytes',
      `GET / HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'v'.repeat(90)}\r\n`).join('')}\r\n`,
    ],
    ['a 1 MB cookie', `GET / HTTP/1.1\r\nHost: ${host}\r\n${cookie(1024 * 1024)}\r\n`],
  ]
  for (const [name, request] of variants) {
    test(name, async () => {
      const before = await counts()
      const answer = await raw('oversized headers', request, { pieces: 16 })
      expect(answer.reset, answer.head).toBe(false)
      expect(answer.status, answer.head).toBe(431)
      expect(answer.head).toMatch(/\r\nconnection: close/i)
      await expectNothingStored(before)
      await expectAlive()
    })
  }

  test('a large but allowed cookie (8 KB) is served', async () => {
    const answer = await raw(
      'oversized headers',
      `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${cookie(8 * 1024)}\r\n`,
    )
    expect(answer.status).toBe(200)
  })
})
