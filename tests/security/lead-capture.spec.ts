import net from 'node:net'
import http from 'node:http'
import { createClient } from '@libsql/client'
import { expect, test } from '../e2e/support/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { E2E } from '../e2e/support/env'
import { fastCaptchaToken } from '../e2e/support/fast-captcha'
import {
  candidateBody,
  clientBody,
  counts,
  dataUrl,
  expectAlive,
  expectNoInternals,
  expectNothingStored,
  firstOfficeId,
  json,
} from '../e2e/support/hostile'
import { copyOfE2eDatabase, startServer, stopServer, type ServerProcess } from '../e2e/support/server-process'

/**
 * Lead capture off the happy path, against the production build: every enquiry is either stored or
 * refused with a reason the visitor can act on, at any address the site is served from. Each class
 * is tried in several variants; every answer is checked for its status and message, that a refusal
 * stored and queued nothing, and that the server still answers. No answer may be a 5xx.
 */
const tally = new Map<string, number>()
let serverErrors = 0

/** Counts the variant under its class and fails on any 5xx. */
function seen(kind: string, status: number): void {
  tally.set(kind, (tally.get(kind) ?? 0) + 1)
  if (status >= 500) serverErrors += 1
  expect(status, `${kind}: a 5xx`).toBeLessThan(500)
}

test.afterAll(() => {
  const variants = [...tally.values()].reduce((a, b) => a + b, 0)
  console.log(
    `lead capture off the happy path: ${tally.size} classes, ${variants} variants, ${serverErrors} answers 5xx ` +
      `(${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')})`,
  )
  expect(serverErrors).toBe(0)
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const form = (origin: string, id = 8) => `${origin}/api/v1/forms/${id}`

type Answer = { status: number; body: Record<string, unknown>; text: string; headers: Headers }

async function send(kind: string, url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  seen(kind, res.status)
  expectNoInternals(text)
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON: the status and text are what is checked
  }
  return { status: res.status, body, text, headers: res.headers }
}

type Refusal = { errors?: Record<string, string>; database?: string; origin?: string }

/** A refusal: the status, the fields and their messages, nothing stored or queued, the server alive. */
async function refused(kind: string, url: string, init: RequestInit, status: number, expected: Refusal = {}) {
  const before = await counts(expected.database)
  const answer = await send(kind, url, init)
  expect(answer.status, answer.text.slice(0, 300)).toBe(status)
  if (expected.errors) expect(answer.body.errors).toEqual(expected.errors)
  await expectNothingStored(before, expected.database)
  await expectAlive(expected.origin ?? new URL(url).origin)
  return answer
}

async function stored(kind: string, url: string, init: RequestInit, database?: string): Promise<number> {
  const answer = await send(kind, url, init)
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  expect(answer.body.status).toBe('success')
  const id = Number(answer.body.id)
  const db = createClient({ url: database ?? E2E.env.DATABASE_URL! })
  try {
    const row = await db.execute({ sql: 'SELECT id FROM form_submissions WHERE id = ?', args: [id] })
    expect(row.rows.length).toBe(1)
  } finally {
    db.close()
  }
  return id
}

async function leadRow(id: number): Promise<Record<string, unknown>> {
  const db = createClient({ url: E2E.env.DATABASE_URL! })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    const rows = await db.execute({
      sql: 'SELECT utm, utm_cut_from, payload, cv_id FROM form_submissions WHERE id = ?',
      args: [id],
    })
    return rows.rows[0] as unknown as Record<string, unknown>
  } finally {
    db.close()
  }
}

const withCaptcha = async (body: Record<string, unknown>) => ({ ...body, captcha_token: await fastCaptchaToken() })

let officeId: number
test.beforeAll(async () => {
  officeId = await firstOfficeId()
})

const candidate = (extra: Record<string, unknown> = {}) => candidateBody(officeId, extra)

test.describe('1. the site works at whatever address it is opened on', () => {
  test('a submit whose Origin is the address it was sent to is stored; SITE_URL too', async () => {
    // the suite's server says SITE_URL=http://localhost:PORT; these reach it as 127.0.0.1
    await stored('own origin', form(E2E.altOrigin), json(await withCaptcha(clientBody()), { origin: E2E.altOrigin }))
    await stored('own origin', form(E2E.altOrigin), json(await withCaptcha(clientBody()), { origin: E2E.origin }))
    await stored('own origin', form(E2E.origin), json(await withCaptcha(clientBody()), { origin: E2E.origin }))
  })

  for (const origin of [
    'https://evil.example',
    `http://127.0.0.1:${E2E.port + 1}`,
    `https://127.0.0.1:${E2E.port}`,
    `http://localhost:${E2E.port}.evil.example`,
    'null',
    '',
  ]) {
    test(`a foreign Origin "${origin}" is refused (403)`, async () => {
      await refused('foreign origin', form(E2E.altOrigin), json(clientBody(), { origin }), 403, {
        errors: { form: 'Submissions are accepted from this site only.' },
      })
    })
  }

  test('forwarded host headers are not believed without a trusted proxy', async () => {
    await refused(
      'foreign origin',
      form(E2E.altOrigin),
      json(clientBody(), {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
      403,
    )
  })

  test('an editor signed in at another address than SITE_URL keeps the session on its own origin only', async () => {
    const login = await send(
      'session origin',
      `${E2E.altOrigin}/api/users/login`,
      json(EDITOR_CREDENTIALS, { origin: E2E.altOrigin }),
    )
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0]!
    expect(cookie).toMatch(/^payload-token=/)
    const me = async (origin: string) =>
      (await send('session origin', `${E2E.altOrigin}/api/users/me`, { headers: { cookie, origin } })).body
    expect(((await me(E2E.altOrigin)) as { user?: { email?: string } }).user?.email).toBe(EDITOR_CREDENTIALS.email)
    expect(((await me(E2E.origin)) as { user?: { email?: string } }).user?.email).toBe(EDITOR_CREDENTIALS.email)
    expect(((await me('https://evil.example')) as { user?: unknown }).user ?? null).toBeNull()
    expect(((await me(`http://127.0.0.1:${E2E.port + 1}`)) as { user?: unknown }).user ?? null).toBeNull()
  })

  test('media URLs are root-relative, so images load at any address under the CSP', async ({ page }) => {
    const blocked: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text())
    })
    const firstLink = async (list: string, pattern: RegExp) =>
      pattern.exec(await (await fetch(`${E2E.altOrigin}${list}`)).text())![0]
    // the home hero, a consultant's photo and an article's hero image
    const paths = [
      '/',
      await firstLink('/consultant', /\/consultant\/[a-z0-9-]+(?=")/),
      await firstLink('/insights', /\/insights\/[a-z0-9-]+\/[a-z0-9-]+(?=")/),
    ]
    for (const path of paths) {
      const res = await fetch(`${E2E.altOrigin}${path}`)
      const html = await res.text()
      seen('media url', res.status)
      // what the browser loads is root-relative; SITE_URL stays only in meta tags and JSON-LD, as it should
      const absolute = escapeRegExp(E2E.origin)
      expect(html).not.toMatch(new RegExp(`(src|srcset|srcSet|imageSrcSet|href)="${absolute}/api/media`))
      expect(html).not.toContain(`url=${encodeURIComponent(`${E2E.origin}/api/media`)}`)
      expect(html, path).toMatch(/(src|srcSet|srcset)="[^"]*(\/api\/media\/file\/|%2Fapi%2Fmedia%2Ffile%2F)/)
      await page.goto(`${E2E.altOrigin}${path}`)
      const image = page.locator('img[src*="api%2Fmedia"], img[src*="/api/media/"]').first()
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true)
    }
    expect(blocked).toEqual([])
  })

  test('a server started on another port without SITE_URL takes its address from PORT', async () => {
    test.setTimeout(120_000)
    const database = await copyOfE2eDatabase('address-port')
    const port = E2E.port + 20
    const server = await startServer(port, { DATABASE_URL: `file:${database}`, SITE_URL: '', JOBS_AUTORUN: '0' })
    try {
      for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
        const body = await withCaptcha(clientBody())
        await stored('port without SITE_URL', form(server.origin), json(body, { origin }), `file:${database}`)
      }
      await refused('port without SITE_URL', form(server.origin), json(clientBody(), { origin: E2E.origin }), 403, {
        errors: { form: 'Submissions are accepted from this site only.' },
        database: `file:${database}`,
      })
    } finally {
      await stopServer(server)
    }
  })

  test('behind a trusted proxy the forwarded host and scheme are the own origin', async () => {
    test.setTimeout(120_000)
    const database = await copyOfE2eDatabase('address-proxy')
    const server = await startServer(E2E.port + 21, {
      DATABASE_URL: `file:${database}`,
      TRUSTED_PROXY_HOPS: '1',
      JOBS_AUTORUN: '0',
    })
    try {
      const proxied = { 'x-forwarded-host': 'www.arden-hale.example', 'x-forwarded-proto': 'https' }
      await stored(
        'trusted proxy',
        form(server.origin),
        json(await withCaptcha(clientBody()), { ...proxied, origin: 'https://www.arden-hale.example' }),
        `file:${database}`,
      )
      for (const origin of ['http://www.arden-hale.example', 'https://evil.example']) {
        await refused('trusted proxy', form(server.origin), json(clientBody(), { ...proxied, origin }), 403, {
          database: `file:${database}`,
        })
      }
    } finally {
      await stopServer(server)
    }
  })
})

test.describe('2. a lead is never lost to something the visitor cannot see', () => {
  const UTM_MAX = 2048
  for (const [name, utm, cutFrom] of [
    ['a 3 KB campaign query string', `utm_source=news&utm_campaign=${'spring-'.repeat(430)}`, 3039],
    ['a 100 KB query string', `q=${'x'.repeat(100_000)}`, 100_002],
    ['a query string with CR/LF and a bidi override', 'utm_source=a\r\nSet-Cookie: x\u202e', undefined],
    ['a query string with a broken surrogate', 'utm_term=\ud800caf\u00e9', undefined],
  ] as const) {
    test(`${name} is kept (cut, never refused)`, async () => {
      const id = await stored('tracking data', form(E2E.origin), json(await withCaptcha(clientBody({ utm }))))
      const row = await leadRow(id)
      const kept = String(row.utm)
      expect(kept.length).toBeLessThanOrEqual(UTM_MAX)
      expect(kept).not.toMatch(/[\r\n\u202e\ud800]/)
      expect(row.utm_cut_from === null ? undefined : Number(row.utm_cut_from)).toBe(cutFrom)
      // the stored copy of the body holds what was kept, not the original
      expect(JSON.parse(String(row.payload)).utm).toBe(kept)
    })
  }

  test('a query string that is not text is dropped, and the lead stored', async () => {
    for (const utm of [42, { a: 1 }, ['x']]) {
      const id = await stored('tracking data', form(E2E.origin), json(await withCaptcha(clientBody({ utm }))))
      expect((await leadRow(id)).utm).toBeNull()
    }
  })

  const zipHeader = (name: string, body: Buffer) => {
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt32LE(body.length, 18)
    // the sizes say the entry is 10 times longer than it is: the archive's headers lie
    header.writeUInt32LE(body.length * 10, 22)
    header.writeUInt16LE(name.length, 26)
    return Buffer.concat([header, Buffer.from(name, 'latin1'), body])
  }
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  for (const [name, bytes, type] of [
    [
      'a PDF header over random bytes',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0xa7)]),
      'application/pdf',
    ],
    [
      'a PDF header over an archive',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), zipHeader('x.bin', Buffer.alloc(64, 1))]),
      'application/pdf',
    ],
    ['an archive whose headers lie, named DOCX', zipHeader('[Content_Types].xml', Buffer.alloc(200, 0x41)), docx],
    ['a Word archive cut short', zipHeader('word/document.xml', Buffer.from('<w:document')).subarray(0, 40), docx],
    ['an e-book archive named DOCX', zipHeader('mimetype', Buffer.from('application/epub+zip')), docx],
  ] as const) {
    test(`${name} → 400 naming the file field`, async () => {
      const body = await withCaptcha(candidate({ file_hash: dataUrl(bytes, type), file_ext: type }))
      const answer = await refused('damaged CV', form(E2E.origin, 6), json(body), 400)
      expect(Object.keys(answer.body.errors as object)).toEqual(['file_hash'])
      expect(String((answer.body.errors as Record<string, string>).file_hash)).toMatch(/CV/)
    })
  }

  test('a Word 97-2003 document (an OLE compound file) is accepted', async () => {
    const doc = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096, 0)])
    const body = await withCaptcha(
      candidate({ file_hash: dataUrl(doc, 'application/msword'), file_ext: 'application/msword' }),
    )
    const id = await stored('damaged CV', form(E2E.origin, 6), json(body))
    expect((await leadRow(id)).cv_id).not.toBeNull()
  })

  for (const path of [
    '/api/media/file/missing.jpg',
    '/api/media/file/missing.webp?prefix=x',
    `/api/media/file/${'n'.repeat(300)}.png`,
    '/api/media/file/%2e%2e%2fpackage.json',
    '/api/media/file/nested%2Fmissing.jpg',
  ]) {
    test(`GET ${path.slice(0, 60)} → 404, never 500`, async () => {
      const answer = await send('missing file', `${E2E.origin}${path}`, {})
      expect([400, 403, 404]).toContain(answer.status)
      if (!path.includes('%2e') && !path.includes('%2F')) expect(answer.status).toBe(404)
      await expectAlive()
    })
  }
})

test.describe('3. input is refused for what it is, before anything is stored', () => {
  const invalid = 'This field is not valid.'
  for (const [name, raw, errors] of [
    ['an escaped lone high surrogate in a name', '"first_name":"Ada\\ud800"', { first_name: invalid }],
    ['an escaped lone low surrogate in a name', '"last_name":"\\udc00Lovelace"', { last_name: invalid }],
    ['a reversed surrogate pair in the message', '"message":"\\ude00\\ud83d"', { message: invalid }],
    ['a noncharacter in the company', '"company":"Engines\\uffff"', { company: invalid }],
    ['an escaped ESC in the job title', '"job_title":"\\u001b[31mChair"', { job_title: invalid }],
    ['a NEL in a name', '"first_name":"Ada\\u0085"', { first_name: invalid }],
    ['a name of zero-width spaces', '"first_name":"\\u200b\\u200b"', { first_name: 'First name is required.' }],
    ['a name of joiners and a BOM', '"first_name":"\\u2060\\u200d\\ufeff"', { first_name: 'First name is required.' }],
    ['a name of Hangul fillers', '"last_name":"\\u3164\\u115f"', { last_name: 'Last name is required.' }],
    [
      'a company of soft hyphens and a blank braille cell',
      '"company":"\\u00ad\\u2800"',
      { company: 'Company is required.' },
    ],
    [
      'a duplicate e-mail key',
      '"email":"ada@analytical.example","email":"eve@evil.example"',
      { email: 'This field is sent more than once.' },
    ],
    [
      'a duplicate key spelled with an escape',
      '"gdpr":1,"\\u0067dpr":1',
      { gdpr: 'This field is sent more than once.' },
    ],
    [
      'a duplicate name, the second empty',
      '"first_name":"Ada","first_name":""',
      { first_name: 'This field is sent more than once.' },
    ],
    [
      'an e-mail local part of 65 characters',
      `"email":"${'a'.repeat(65)}@analytical.example"`,
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an e-mail domain label of 64 characters',
      `"email":"ada@${'b'.repeat(64)}.example"`,
      { email: 'Please enter a valid email address.' },
    ],
    [
      'a 151-character e-mail',
      `"email":"${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(22)}.example"`,
      { email: 'Business email must be at most 150 characters.' },
    ],
    ['a phone with 16 digits', '"phone":"+44 1234 5678 901234"', { phone: 'Business Phone is not valid' }],
    ['a phone of 150 zeros', `"phone":"${'0'.repeat(150)}"`, { phone: 'Business Phone is not valid' }],
    [
      'a 5 001-character message',
      `"message":"${'m'.repeat(5001)}"`,
      { message: 'Message must be at most 5000 characters.' },
    ],
  ] as const) {
    test(`${name} → 400`, async () => {
      // the field goes first; the rest of a valid body after it (JSON.parse would keep a later duplicate)
      const rest = JSON.stringify(clientBody())
      const keys = [...raw.matchAll(/"([a-z_]+|\\u[0-9a-f]{4}[a-z_]*)":/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      )
      const trimmed = JSON.parse(rest) as Record<string, unknown>
      for (const key of keys) delete trimmed[key]
      const body = `{${raw},${JSON.stringify(trimmed).slice(1)}`
      await refused('text and JSON', form(E2E.origin), json(body), 400, { errors })
    })
  }

  for (const [name, bytes] of [
    ['a raw UTF-8 surrogate', [0xed, 0xa0, 0x80]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a stray 0xFF byte', [0xff]],
    ['a truncated sequence', [0xe2, 0x82]],
  ] as const) {
    test(`${name} in the body → 400 "not valid UTF-8"`, async () => {
      const [head, tail] = JSON.stringify(clientBody({ first_name: 'AdaSPLIT' })).split('SPLIT') as [string, string]
      const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)])
      await refused('text and JSON', form(E2E.origin), { ...json(''), body }, 400, {
        errors: { body: 'The request body is not valid UTF-8 text.' },
      })
    })
  }
})

/** One raw HTTP exchange: what the server wrote back before closing (or within `waitMs`). */
function rawExchange(port: number, write: (socket: net.Socket) => void, waitMs = 10_000): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    const socket = net.connect(port, '127.0.0.1', () => write(socket))
    const done = () => resolve(data)
    socket.on('data', (d) => (data += String(d)))
    socket.on('close', done)
    socket.on('error', done)
    setTimeout(() => socket.destroy(), waitMs)
  })
}

test.describe('4. nothing a stranger sends makes the server answer 5xx or stall others', () => {
  for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LINK', 'UNLOCK']) {
    for (const path of ['/', '/api/v1/forms/8', '/admin', '/api/graphql', '/consultant', '/_next/static/x.js']) {
      test(`${method} ${path} → 405 with Allow`, async () => {
        const before = await counts()
        const reply = await new Promise<{ status: number; allow?: string }>((resolve, reject) => {
          const req = http.request(`${E2E.origin}${path}`, { method, agent: false }, (res) => {
            res.resume()
            resolve({ status: res.statusCode!, allow: res.headers.allow })
          })
          req.on('error', reject)
          req.end()
        })
        seen('unhandled method', reply.status)
        expect(reply.status).toBe(405)
        expect(reply.allow).toContain('GET')
        await expectNothingStored(before)
      })
    }
  }

  test('CONNECT is answered 405, a made-up verb 400, and the server keeps answering', async () => {
    const connect = await rawExchange(E2E.port, (s) =>
      s.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    )
    expect(connect).toMatch(/^HTTP\/1\.1 405/)
    seen('unhandled method', 405)
    for (const verb of ['FOO', 'GETT', 'G3T']) {
      const reply = await rawExchange(E2E.port, (s) => s.write(`${verb} / HTTP/1.1\r\nHost: localhost\r\n\r\n`))
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 400)
      seen('unhandled method', status)
      expect(status).toBe(400)
    }
    await expectAlive()
  })
})

test.describe('4. slow clients', () => {
  let server: ServerProcess
  let database: string
  const port = E2E.port + 22
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    database = await copyOfE2eDatabase('slow-clients')
    server = await startServer(port, {
      DATABASE_URL: `file:${database}`,
      JOBS_AUTORUN: '0',
      FORMS_BODY_TIMEOUT_MS: '4000',
      FORMS_BODY_IDLE_MS: '1500',
      FORMS_MAX_CONCURRENT_UPLOADS: '2',
      FORMS_MAX_UPLOADS_PER_ADDRESS: '1',
      SERVER_HEADERS_TIMEOUT_MS: '2000',
      SERVER_REQUEST_TIMEOUT_MS: '8000',
    })
  })
  test.afterAll(async () => stopServer(server))

  /** A large upload that sends `first` bytes now, then `trickle` one byte every `everyMs`. */
  function slowUpload(declared: number, first: number, everyMs?: number) {
    const started = Date.now()
    let timer: NodeJS.Timeout | undefined
    const reply = new Promise<{ status: number; body: string; ms: number }>((resolve) => {
      const req = http.request(form(server.origin), {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(declared) },
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (d) => (body += String(d)))
        res.on('end', () => resolve({ status: res.statusCode!, body, ms: Date.now() - started }))
        clearInterval(timer)
      })
      req.on('error', () => resolve({ status: 0, body: '', ms: Date.now() - started }))
      req.write(`{"message":"${'m'.repeat(first)}`)
      if (everyMs) timer = setInterval(() => req.write('m'), everyMs)
    })
    return { reply, stop: () => clearInterval(timer) }
  }

  test('an upload that stops halfway gets 408 once it has been idle, storing nothing', async () => {
    const before = await counts(`file:${database}`)
    const { reply } = slowUpload(1_000_000, 500_000)
    const answer = await reply
    seen('slow client', answer.status)
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body).errors).toEqual({ body: 'The request was sent too slowly. Please try again.' })
    expect(answer.ms).toBeLessThan(6_000)
    await expectNothingStored(before, `file:${database}`)
  })

  test('an upload trickling a byte a second gets 408 at the read deadline', async () => {
    const { reply, stop } = slowUpload(1_000_000, 300_000, 1000)
    const answer = await reply
    stop()
    seen('slow client', answer.status)
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeGreaterThan(3_500)
    expect(answer.ms).toBeLessThan(8_000)
  })

  test('one address cannot hold every upload slot, and others are not delayed meanwhile', async () => {
    const first = slowUpload(1_000_000, 300_000, 500)
    await new Promise((r) => setTimeout(r, 300))
    const second = await refused(
      'slow client',
      form(server.origin),
      { ...json(JSON.stringify(clientBody({ message: 'm'.repeat(300_000) }))) },
      429,
      {
        errors: { form: 'Another upload from your address is in progress. Please wait for it to finish.' },
        database: `file:${database}`,
      },
    )
    expect(second.headers.get('retry-after')).toBeTruthy()
    const started = Date.now()
    const small = await send('slow client', form(server.origin), json(clientBody()))
    // no captcha: refused at once, not queued behind the slow upload
    expect(small.status).toBe(403)
    const health = await fetch(`${server.origin}/api/health`)
    seen('slow client', health.status)
    expect(Date.now() - started).toBeLessThan(2_000)
    first.stop()
    seen('slow client', (await first.reply).status)
  })

  test('headers sent too slowly get 408 and the connection closed', async () => {
    const started = Date.now()
    const reply = await rawExchange(
      port,
      (s) => s.write('POST /api/v1/forms/8 HTTP/1.1\r\nHost: localhost\r\n'),
      15_000,
    )
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0)
    seen('slow client', status)
    expect(status).toBe(408)
    expect(Date.now() - started).toBeLessThan(8_000)
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200)
  })
})

test.describe('4. CV downloads', () => {
  test('a CV is sent as an attachment, never inline, and only to editors', async () => {
    const id = await stored('cv download', form(E2E.origin, 6), json(await withCaptcha(candidate())))
    const cvId = Number((await leadRow(id)).cv_id)
    const db = createClient({ url: E2E.env.DATABASE_URL! })
    const filename = String(
      (await db.execute({ sql: 'SELECT filename FROM cv_files WHERE id = ?', args: [cvId] })).rows[0]!.filename,
    )
    db.close()
    const url = `${E2E.origin}/api/cv-files/file/${encodeURIComponent(filename)}`
    const anonymous = await send('cv download', url, {})
    expect(anonymous.status).toBe(403)
    const login = await fetch(`${E2E.origin}/api/users/login`, json(EDITOR_CREDENTIALS))
    const { token } = (await login.json()) as { token: string }
    const res = await fetch(url, { headers: { authorization: `JWT ${token}` } })
    seen('cv download', res.status)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })
})
