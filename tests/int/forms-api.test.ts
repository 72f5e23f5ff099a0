import { readdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_DELIVERY_TRIES } from '@/content/leads/deliver-lead.task'
import { insertLeadAndJobSqlite } from '@/content/leads/sqlite-fast-path.server'
import { createFormsHandler } from '@/content/leads/forms-api.server'
import { memoryRateLimiter } from '@/lib/rate-limit.server'
import { CV_MAX_BYTES } from '@/lib/constants'
import { candidateBody, clientBody, dataUrl, leadershipBody, pdfOfSize } from './support/bodies'
import { altchaToken } from './support/captcha'
import { startCms, type TestCms } from './support/cms'
import { SmtpSink } from './support/smtp-sink'

const ORIGIN = 'http://localhost:3000'
let cms: TestCms
let sink: SmtpSink
let officeId: number
let consultantId: number
let handle: ReturnType<typeof createFormsHandler>

function post(formId: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return handle(
    new Request(`${ORIGIN}/api/v1/forms/${formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10', ...headers },
      body: text,
    }),
    formId,
  )
}

async function submit(formId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return post(formId, { ...body, captcha_token: await altchaToken(cms.env.PAYLOAD_SECRET) }, headers)
}

const leadCount = async () => (await cms.payload.count({ collection: 'form-submissions' })).totalDocs
const cvCount = async () => (await cms.payload.count({ collection: 'cv-files' })).totalDocs
const runJobs = () => cms.payload.jobs.run({ queue: 'leads', limit: 50 })

beforeAll(async () => {
  sink = new SmtpSink()
  await sink.start()
  cms = await startCms('sqlite', { SMTP_URL: sink.url, LEADS_RETRY_DELAY_MS: '50', SQLITE_BUSY_TIMEOUT_MS: '300' })
  const { payload } = cms
  const region = await payload.create({
    collection: 'regions',
    data: { title: 'Europe', slug: 'europe', _status: 'published' },
  })
  const office = await payload.create({
    collection: 'offices',
    data: {
      title: 'London',
      slug: 'london',
      officeId: 501,
      region: region.id,
      city: 'London',
      country: 'United Kingdom',
      address: '1 Strand',
      _status: 'published',
    },
  })
  officeId = office.officeId
  const consultant = await payload.create({
    collection: 'consultants',
    data: { name: 'Grace Hopper', slug: 'grace-hopper', role: 'Partner', office: office.id, _status: 'published' },
  })
  consultantId = consultant.id as number
  handle = createFormsHandler({
    payload: async () => payload,
    env: cms.env,
    rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
  })
})

afterAll(async () => {
  await cms?.close()
  await sink?.stop()
})

beforeEach(() => {
  sink.messages.length = 0
})

describe('accepted submissions', () => {
  it.each([
    ['6', 'cv'],
    ['11', 'join'],
  ])('form %s (%s) stores the lead with its CV and delivers the e-mail with the CV attached', async (formId, topic) => {
    const res = await submit(formId, candidateBody(officeId))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.status).toBe('success')
    const lead = await cms.payload.findByID({ collection: 'form-submissions', id: body.id, depth: 1 })
    expect(lead.topic).toBe(topic)
    expect(lead.formId).toBe(Number(formId))
    expect(typeof lead.office === 'object' && lead.office?.officeId).toBe(officeId)
    expect(typeof lead.cv === 'object' && lead.cv?.detectedType).toBe('pdf')
    expect(lead.payload).not.toHaveProperty('file_hash')
    expect(lead.payload).not.toHaveProperty('captcha_token')
    await runJobs()
    const delivered = await cms.payload.findByID({ collection: 'form-submissions', id: body.id })
    expect(delivered.deliveryStatus).toBe('delivered')
    expect(sink.messages).toHaveLength(1)
    expect(sink.messages[0]!.raw).toMatch(/Content-Type: application\/pdf;?\s+name=/)
    expect(sink.messages[0]!.raw).toMatch(/Content-Disposition: attachment;\s+filename/)
    expect(sink.messages[0]!.raw).toContain('Ada Lovelace')
  })

  it.each([
    ['7', leadershipBody()],
    ['8', clientBody()],
    ['9', clientBody()],
    ['10', clientBody()],
    ['12', clientBody({ message: undefined })],
    ['13', clientBody({ message: undefined })],
  ])('form %s stores a business enquiry with phone without spaces and newsletter flag', async (formId, body) => {
    const res = await submit(formId, body as Record<string, unknown>)
    expect(res.status).toBe(200)
    const { id } = await res.json()
    const lead = await cms.payload.findByID({ collection: 'form-submissions', id })
    expect(lead.phone).toBe('+442079460000')
    expect(lead.newsletter).toBe(true)
    expect(lead.company).toBe('Analytical Engines Ltd')
    if (formId === '7') expect(lead.hiringPosition).toBe('Chief Financial Officer')
  })

  it('links the consultant and office of the page the form was on', async () => {
    const res = await submit('8', clientBody({ consultant_id: consultantId, office_id: officeId, utm: 'utm_source=x' }))
    const { id } = await res.json()
    const lead = await cms.payload.findByID({ collection: 'form-submissions', id, depth: 0 })
    expect(lead.consultant).toBe(consultantId)
    expect(lead.utm).toBe('utm_source=x')
  })

  it('answers a retried submit (same Idempotency-Key) with the first lead, not a duplicate', async () => {
    const before = await leadCount()
    const headers = { 'idempotency-key': 'retry-key-0001' }
    const first = await (await submit('8', clientBody(), headers)).json()
    const second = await (await submit('8', clientBody(), headers)).json()
    expect(second).toEqual(first)
    expect(await leadCount()).toBe(before + 1)
  })

  it('accepts a CV of exactly 5 MB', async () => {
    const res = await submit('6', candidateBody(officeId, { file_hash: dataUrl(pdfOfSize(CV_MAX_BYTES)) }))
    expect(res.status).toBe(200)
  })
})

describe('refused submissions store nothing', () => {
  let leadsBefore: number
  let cvsBefore: number
  let filesBefore: number
  const cvDir = () => cms.env.CV_DIR
  const files = () => {
    try {
      return readdirSync(path.resolve(cvDir())).length
    } catch {
      return 0
    }
  }
  beforeEach(async () => {
    leadsBefore = await leadCount()
    cvsBefore = await cvCount()
    filesBefore = files()
  })
  const nothingStored = async () => {
    expect(await leadCount()).toBe(leadsBefore)
    expect(await cvCount()).toBe(cvsBefore)
    expect(files()).toBe(filesBefore)
  }

  it.each(['1', '5', '14', '07', '6a', '..%2F6', '-6', '6.0', ''])('unknown form id %j → 404', async (formId) => {
    const res = await submit(formId, clientBody())
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ status: 'error', errors: { formId: 'Unknown form.' } })
    await nothingStored()
  })

  it('wrong content type → 415', async () => {
    const res = await post('8', 'first_name=Ada', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(res.status).toBe(415)
    await nothingStored()
  })

  it('declared body over the limit → 413 before reading', async () => {
    const res = await post('6', '{}', { 'content-length': String(20 * 1024 * 1024) })
    expect(res.status).toBe(413)
  })

  it('streamed body over the limit → 413', async () => {
    const huge = JSON.stringify(candidateBody(officeId, { file_hash: dataUrl(pdfOfSize(7 * 1024 * 1024)) }))
    const res = await post('6', huge)
    expect(res.status).toBe(413)
    await nothingStored()
  })

  it.each([
    ['malformed JSON', '{"first_name": "Ada",'],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('%s → 400', async (_name, text) => {
    const res = await post('8', text)
    expect(res.status).toBe(400)
    expect((await res.json()).status).toBe('error')
    await nothingStored()
  })

  it('a __proto__ key → 400 and no pollution', async () => {
    const text = JSON.stringify(clientBody()).replace(/^\{/, '{"__proto__":{"polluted":true},')
    const res = await post('8', text)
    expect(res.status).toBe(400)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    await nothingStored()
  })

  it('unknown fields and NoSQL operators → 400', async () => {
    expect((await submit('8', clientBody({ admin: true }))).status).toBe(400)
    expect((await submit('8', clientBody({ email: { $ne: '' } }))).status).toBe(400)
    await nothingStored()
  })

  it('CRLF in the e-mail → 400 naming the field', async () => {
    const res = await submit('8', clientBody({ email: 'ada@analytical.example\r\nBcc: victim@example.com' }))
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).errors)).toContain('email')
    await nothingStored()
  })

  it('Gmail for a business topic → 400 with the spec message', async () => {
    const res = await submit('7', leadershipBody({ email: 'boss@gmail.com' }))
    expect(res.status).toBe(400)
    expect((await res.json()).errors.email).toBe(
      'Please insert your bussiness email adress as Gmail email addresses are not supported.',
    )
    await nothingStored()
  })

  it('invalid phone → 400 "Business Phone is not valid"', async () => {
    const res = await submit('8', clientBody({ phone: '12 34' }))
    expect((await res.json()).errors.phone).toBe('Business Phone is not valid')
  })

  it('missing CV → 400 "Please upload your CV."', async () => {
    const res = await submit('6', candidateBody(officeId, { file_hash: undefined, file_ext: undefined }))
    expect(res.status).toBe(400)
    expect((await res.json()).errors.file_hash).toBe('Please upload your CV.')
    await nothingStored()
  })

  it('CV of 5 MB + 1 byte → 400 with the spec message', async () => {
    const res = await submit('6', candidateBody(officeId, { file_hash: dataUrl(pdfOfSize(CV_MAX_BYTES + 1)) }))
    expect(res.status).toBe(400)
    expect((await res.json()).errors.file_hash).toBe('Uploaded CV is too large. Please select file under 5mb.')
    await nothingStored()
  })

  it.each([
    ['HTML declared as PDF', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG declared as PDF', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
  ])('%s → 400, nothing stored', async (_name, bytes) => {
    const res = await submit('6', candidateBody(officeId, { file_hash: dataUrl(bytes) }))
    expect(res.status).toBe(400)
    expect((await res.json()).errors.file_hash).toBe('Uploaded CV must be a PDF, DOC, DOCX, RTF or ODT file.')
    await nothingStored()
  })

  it('bad data-URL → 400', async () => {
    const res = await submit('6', candidateBody(officeId, { file_hash: 'data:application/pdf;base64,***' }))
    expect(res.status).toBe(400)
    await nothingStored()
  })

  it('an office that does not exist → 400 "Please choose office"', async () => {
    const res = await submit('6', candidateBody(9_999_999))
    expect(res.status).toBe(400)
    expect((await res.json()).errors.office_id).toBe('Please choose office')
    await nothingStored()
  })

  it('missing or replayed captcha → 403', async () => {
    expect((await post('8', clientBody())).status).toBe(403)
    const token = await altchaToken(cms.env.PAYLOAD_SECRET)
    expect((await post('8', { ...clientBody(), captcha_token: token })).status).toBe(200)
    leadsBefore += 1
    expect((await post('8', { ...clientBody(), captcha_token: token })).status).toBe(403)
    await nothingStored()
  })

  it('a foreign Origin → 403', async () => {
    const res = await submit('8', clientBody(), { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    await nothingStored()
  })

  it('a malformed Idempotency-Key → 400', async () => {
    const res = await submit('8', clientBody(), { 'idempotency-key': 'bad key with spaces' })
    expect(res.status).toBe(400)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const limited = createFormsHandler({
      payload: async () => cms.payload,
      env: cms.env,
      rateLimiter: memoryRateLimiter({ limit: 2, windowMs: 60_000 }),
    })
    const req = () =>
      new Request(`${ORIGIN}/api/v1/forms/8`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: '{}',
      })
    expect((await limited(req(), '8')).status).toBe(400)
    expect((await limited(req(), '8')).status).toBe(400)
    const third = await limited(req(), '8')
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('delivery never loses a lead', () => {
  it('keeps the lead while SMTP is down and delivers it once SMTP is back', async () => {
    await sink.stop()
    const res = await submit('8', clientBody())
    expect(res.status).toBe(200)
    const { id } = await res.json()
    await runJobs()
    const waiting = await cms.payload.findByID({ collection: 'form-submissions', id })
    expect(waiting.deliveryStatus).toBe('pending')
    expect(waiting.deliveryAttempts).toBe(1)
    expect(waiting.deliveryError).toBeTruthy()
    await sink.start()
    await new Promise((r) => setTimeout(r, 300))
    await runJobs()
    const done = await cms.payload.findByID({ collection: 'form-submissions', id })
    expect(done.deliveryStatus).toBe('delivered')
    expect(sink.messages.filter((m) => m.raw.includes(`X-Lead-ID: ${id}\r\n`))).toHaveLength(1)
  })

  it('marks a lead failed, visible to editors, once every retry is spent', async () => {
    await sink.stop()
    const { id } = await (await submit('8', clientBody())).json()
    for (let i = 0; i < MAX_DELIVERY_TRIES + 2; i++) {
      await runJobs()
      await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(i, 6) + 50))
    }
    const failed = await cms.payload.findByID({ collection: 'form-submissions', id })
    expect(failed.deliveryStatus).toBe('failed')
    expect(failed.deliveryAttempts).toBe(MAX_DELIVERY_TRIES)
    await sink.start()
  })

  it('answers 503 and acknowledges nothing while the database is locked', async () => {
    const before = await leadCount()
    const locker = createClient({ url: cms.databaseUrl })
    const tx = await locker.transaction('write')
    await tx.execute("UPDATE regions SET title = title WHERE slug = 'europe'")
    try {
      const res = await submit('8', clientBody())
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBeTruthy()
    } finally {
      await tx.rollback()
      locker.close()
    }
    expect(await leadCount()).toBe(before)
    // once the lock is gone the next lead is stored: the refused one left no transaction open
    const after = await submit('8', clientBody())
    expect(after.status, await after.clone().text()).toBe(200)
    expect(await leadCount()).toBe(before + 1)
  })

  it('stores the next lead at once after a lock time-out (the refused statement blocks no later commit)', async () => {
    const row = (key: string) => ({
      topic: 'client',
      formId: 8,
      firstName: 'Ada',
      lastName: 'Locked',
      email: 'ada@company.example',
      newsletter: false,
      idempotencyKey: key,
      payload: {},
    })
    const locker = createClient({ url: cms.databaseUrl })
    const tx = await locker.transaction('write')
    await tx.execute("UPDATE regions SET title = title WHERE slug = 'europe'")
    try {
      await expect(insertLeadAndJobSqlite(cms.payload, row('locked-1'), 20)).rejects.toThrow(/SQLITE_BUSY/)
    } finally {
      await tx.rollback()
      locker.close()
    }
    // straight away, before any garbage collection could free the refused statement
    const ids = [
      await insertLeadAndJobSqlite(cms.payload, row('locked-2'), 20),
      await insertLeadAndJobSqlite(cms.payload, row('locked-3'), 20),
    ]
    expect(ids[1]).toBe(ids[0]! + 1)
    const stored = await cms.payload.find({ collection: 'form-submissions', where: { lastName: { equals: 'Locked' } } })
    expect(stored.docs.map((d) => d.idempotencyKey).sort()).toEqual(['locked-2', 'locked-3'])
  })

  it('answers 503 when the CMS cannot be reached at all', async () => {
    const broken = createFormsHandler({
      payload: () => Promise.reject(new Error('connect ECONNREFUSED')),
      env: cms.env,
      rateLimiter: memoryRateLimiter({ limit: 10, windowMs: 60_000 }),
    })
    const token = await altchaToken(cms.env.PAYLOAD_SECRET)
    const res = await broken(
      new Request(`${ORIGIN}/api/v1/forms/8`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...clientBody(), captcha_token: token }),
      }),
      '8',
    )
    expect(res.status).toBe(503)
    expect(JSON.stringify(await res.json())).not.toMatch(/ECONNREFUSED|stack/)
  })
})
