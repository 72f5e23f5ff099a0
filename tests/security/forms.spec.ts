import http from 'node:http'
import net from 'node:net'
import { expect, test } from '../e2e/support/test'
import { CV_MAX_BYTES } from '../../src/lib/constants'
import { E2E } from '../e2e/support/env'
import { fastCaptchaToken } from '../e2e/support/fast-captcha'
import { slowPost } from '../e2e/support/http'
import { pdfBytes } from '../e2e/support/leads'
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
import { copyOfE2eDatabase, startServer, stopServer } from '../e2e/support/server-process'

/**
 * Hostile requests against the forms API of the production build. Each one must be
 * refused with the right status, store nothing, queue nothing, leak nothing and leave the server
 * answering. tests/int/forms-api.test.ts covers the handler's own cases; these go through the
 * real server (body limits, HTTP parsing, the custom server's forwarded-address handling).
 */
const FORM = `${E2E.origin}/api/v1/forms/8`

let officeId: number
test.beforeAll(async () => {
  officeId = await firstOfficeId()
})

const candidate = (extra: Record<string, unknown> = {}) => candidateBody(officeId, extra)

async function refused(url: string, init: RequestInit, status: number): Promise<Record<string, unknown>> {
  const before = await counts()
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  expect(res.status, text.slice(0, 300)).toBe(status)
  expectNoInternals(text)
  await expectNothingStored(before)
  await expectAlive()
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return {}
  }
}

test.describe('forms API: bodies', () => {
  test('a declared 50 MB body is refused before it is read (413)', async () => {
    const before = await counts()
    // fetch will not send a body shorter than its declared length: speak HTTP directly, send only the start
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(FORM, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(50 * 1024 * 1024),
          origin: new URL(FORM).origin,
        },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString('utf8')))
        res.on('end', () => {
          resolve({ status: res.statusCode!, body: text })
          req.destroy()
        })
      })
      req.on('error', reject)
      req.write('{"message":"')
    })
    expect(status).toBe(413)
    expectNoInternals(body)
    await expectNothingStored(before)
    await expectAlive()
  })

  test('an undeclared (chunked) 9 MB body is cut off at the limit (413)', async () => {
    const huge = JSON.stringify(candidate({ file_hash: dataUrl(pdfBytes(9 * 1024 * 1024)) }))
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(huge))
        c.close()
      },
    })
    await refused(FORM, { ...json(''), body: stream, duplex: 'half' } as RequestInit, 413)
  })

  test('an endless chunked body is answered 413 without reading it all', async () => {
    const before = await counts()
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    let sent = 0
    const status = await new Promise<number | 'reset'>((resolve) => {
      const req = http.request(FORM, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode!)
        req.destroy()
      })
      req.on('error', () => resolve('reset'))
      const pump = () => {
        // 64 MB would be the "endless" part; the server must answer long before
        while (sent < 64 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
      }
      req.write('{"message":"')
      pump()
    })
    expect(status === 413 || status === 'reset').toBe(true)
    expect(sent).toBeLessThan(64 * 1024 * 1024)
    await expectNothingStored(before)
    await expectAlive()
  })

  test('a slow body does not hold the server up, and still stores nothing', async () => {
    const before = await counts()
    const slow = slowPost(FORM, clientBody())
    const started = Date.now()
    await expectAlive()
    expect(Date.now() - started).toBeLessThan(5_000)
    await new Promise((r) => setTimeout(r, 1_500))
    slow.finish()
    // complete now, but without a captcha token
    expect((await slow.reply).status).toBe(403)
    await expectNothingStored(before)
  })

  for (const [name, body, status] of [
    ['malformed JSON', '{"first_name": "Ada", ', 400],
    ['a JSON array', JSON.stringify([clientBody()]), 400],
    ['duplicate keys, the last an operator', '{"email":"ada@analytical.example","email":{"$gt":""}}', 400],
    ['a constructor.prototype key', JSON.stringify({ ...clientBody(), constructor: { prototype: { admin: 1 } } }), 400],
    ['a __proto__ key', JSON.stringify(clientBody()).replace('{', '{"__proto__":{"isAdmin":true},'), 400],
    ['wrong types', JSON.stringify(clientBody({ first_name: 123, gdpr: 'yes', privacy_policy: [1] })), 400],
    ['a NoSQL operator in the e-mail', JSON.stringify(clientBody({ email: { $gt: '' } })), 400],
    ['a NoSQL operator in the office id', JSON.stringify(clientBody({ office_id: { $ne: null } })), 400],
    ['SQL in the office id', JSON.stringify(clientBody({ office_id: '1 OR 1=1' })), 400],
    ['NUL and BEL characters in a name', JSON.stringify(clientBody({ first_name: 'Ada\u0000\u0007' })), 400],
    ['a bidi override in a name', JSON.stringify(clientBody({ last_name: 'Love\u202Eecalvol' })), 400],
    [
      'CRLF header injection in the company',
      JSON.stringify(clientBody({ company: 'X\r\nBcc: all@victim.example' })),
      400,
    ],
    ['a 10 000-character name', JSON.stringify(clientBody({ first_name: 'A'.repeat(10_000) })), 400],
    [
      'a 10 000-character message on a 150-character form',
      JSON.stringify({ ...clientBody(), message: 'm'.repeat(10_000) }),
      400,
    ],
  ] as const) {
    test(`${name} → ${status}`, async () => {
      const url = name.includes('150-character') ? `${E2E.origin}/api/v1/forms/7` : FORM
      const answer = await refused(url, json(body), status)
      expect(answer.status).toBe('error')
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    })
  }

  test('ReDoS-shaped e-mail and phone are refused quickly', async () => {
    for (const evil of [
      clientBody({ email: `${'a'.repeat(60_000)}@${'a.'.repeat(20_000)}` }),
      clientBody({ email: `${'-'.repeat(30_000)}@x` }),
      clientBody({ phone: `(+${'1 '.repeat(40_000)}x` }),
      clientBody({ phone: `${'(('.repeat(30_000)}` }),
    ]) {
      const started = Date.now()
      await refused(FORM, json(evil), 400)
      expect(Date.now() - started).toBeLessThan(3_000)
    }
  })
})

test.describe('forms API: CV files', () => {
  const zip = Buffer.from('504b0304140000000800000000000000000000000000000000000800000061626364', 'hex')
  for (const [name, file_hash, file_ext] of [
    [
      'EXE bytes named PDF',
      dataUrl(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00PE\x00\x00', 'latin1')),
      'application/pdf',
    ],
    ['ZIP bytes named PDF', dataUrl(zip), 'application/pdf'],
    [
      'a ZIP that is not a Word file, named DOCX',
      dataUrl(zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'SVG with script',
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'),
      'image/svg+xml',
    ],
    ['HTML', dataUrl(Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html'), 'text/html'],
    ['an empty data URL', 'data:application/pdf;base64,', 'application/pdf'],
    ['a javascript: URL', 'javascript:alert(1)', 'application/pdf'],
    ['a data URL that is not base64', 'data:application/pdf,%PDF-1.4', 'application/pdf'],
    [
      'a data URL with a bad media type',
      `data:application/pdf\r\nX: y;base64,${pdfBytes().toString('base64')}`,
      'application/pdf',
    ],
  ] as const) {
    test(`${name} → 400`, async () => {
      const answer = await refused(`${E2E.origin}/api/v1/forms/6`, json(candidate({ file_hash, file_ext })), 400)
      expect(Object.keys(answer.errors as object)).toContain('file_hash')
    })
  }

  test('a CV of exactly 5 MB is accepted and one of 5 MB + 1 byte refused with the spec message', async () => {
    test.setTimeout(120_000)
    const over = await refused(
      `${E2E.origin}/api/v1/forms/6`,
      json(candidate({ file_hash: dataUrl(pdfBytes(CV_MAX_BYTES + 1)), captcha_token: await fastCaptchaToken() })),
      400,
    )
    expect((over.errors as Record<string, string>).file_hash).toBe(
      'Uploaded CV is too large. Please select file under 5mb.',
    )
    const before = await counts()
    const res = await fetch(
      `${E2E.origin}/api/v1/forms/6`,
      json(candidate({ file_hash: dataUrl(pdfBytes(CV_MAX_BYTES)), captcha_token: await fastCaptchaToken() })),
    )
    expect(res.status).toBe(200)
    const after = await counts()
    expect([after.leads - before.leads, after.cvs - before.cvs]).toEqual([1, 1])
  })
})

test.describe('forms API: addresses, methods and origins', () => {
  for (const path of [
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f8',
    '8%00',
    '8;drop',
    '8%0d%0aSet-Cookie:%20pwned=1',
    '0x8',
    '8e0',
  ]) {
    test(`form id ${path} → 404`, async () => {
      const before = await counts()
      const res = await fetch(`${E2E.origin}/api/v1/forms/${path}`, json(clientBody()))
      expect([404, 400]).toContain(res.status)
      expect(res.headers.get('set-cookie') ?? '').not.toContain('pwned')
      expectNoInternals(await res.text())
      await expectNothingStored(before)
    })
  }

  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    test(`${method} → 405`, async () => {
      await refused(
        FORM,
        { ...json(clientBody()), method, body: method === 'GET' ? undefined : JSON.stringify(clientBody()) },
        405,
      )
    })
  }

  test('a foreign or opaque Origin → 403, a form-encoded (CSRF-style) post → 415', async () => {
    await refused(FORM, json(clientBody(), { origin: 'https://evil.example' }), 403)
    await refused(FORM, json(clientBody(), { origin: 'null' }), 403)
    await refused(
      FORM,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(clientBody()) },
      415,
    )
  })

  test('a bare CR inside a request header is rejected by the HTTP parser (400)', async () => {
    const before = await counts()
    const body = JSON.stringify(clientBody())
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(E2E.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/forms/8 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Idempotency-Key: abcdefgh\rSet-Cookie: pwned=1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        )
      })
      let data = ''
      socket.on('data', (d) => (data += String(d)))
      socket.on('end', () => resolve(data))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
      setTimeout(() => socket.destroy(), 5_000)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400/)
    expect(raw).not.toContain('pwned')
    await expectNothingStored(before)
    await expectAlive()
  })
})

test.describe('forms API: rate limits cannot be dodged', () => {
  test('a forged X-Forwarded-For does not reset the per-address limit (no trusted proxy)', async () => {
    test.setTimeout(120_000)
    const database = await copyOfE2eDatabase('security-rate')
    const server = await startServer(E2E.port + 7, {
      DATABASE_URL: `file:${database}`,
      FORMS_RATE_LIMIT: '3',
      FORMS_GLOBAL_RATE_LIMIT: '1000',
      TRUSTED_PROXY_HOPS: '0',
      JOBS_AUTORUN: '0',
    })
    try {
      const before = await counts(`file:${database}`)
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await fetch(
          `${server.origin}/api/v1/forms/8`,
          json(clientBody(), { 'x-forwarded-for': `198.51.100.${i + 1}`, forwarded: `for=198.51.100.${i + 1}` }),
        )
        statuses.push(res.status)
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      // no captcha: refused 403 while allowed, then 429 however the address is dressed up
      expect(statuses).toEqual([403, 403, 403, 429, 429, 429])
      await expectNothingStored(before, `file:${database}`)
    } finally {
      await stopServer(server)
    }
  })

  test('behind a trusted proxy, addresses count separately but all together meet the global limit', async () => {
    test.setTimeout(120_000)
    const database = await copyOfE2eDatabase('security-global')
    const server = await startServer(E2E.port + 8, {
      DATABASE_URL: `file:${database}`,
      FORMS_RATE_LIMIT: '2',
      FORMS_GLOBAL_RATE_LIMIT: '4',
      TRUSTED_PROXY_HOPS: '1',
      JOBS_AUTORUN: '0',
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        // the trusted proxy appends the visitor's address; a forged entry before it is ignored
        const res = await fetch(
          `${server.origin}/api/v1/forms/8`,
          json(clientBody(), { 'x-forwarded-for': `10.0.0.1, 203.0.113.${i + 1}` }),
        )
        statuses.push(res.status)
      }
      expect(statuses).toEqual([403, 403, 403, 403, 429, 429])
      const sameVisitor: number[] = []
      for (let i = 0; i < 3; i++) {
        const res = await fetch(
          `${server.origin}/api/v1/forms/8`,
          json(clientBody(), { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.200` }),
        )
        sameVisitor.push(res.status)
      }
      expect(sameVisitor).toEqual([429, 429, 429])
    } finally {
      await stopServer(server)
    }
  })
})
