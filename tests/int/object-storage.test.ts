import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createLocalReq } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFormsHandler } from '@/content/leads/forms-api.server'
import { memoryRateLimiter } from '@/lib/rate-limit.server'
import { candidateBody, dataUrl, pdfOfSize } from './support/bodies'
import { altchaToken } from './support/captcha'
import { startCms, type TestCms } from './support/cms'
import { SmtpSink } from './support/smtp-sink'

/** CVs (and media) in an S3-compatible bucket: a real local S3 server (s3rver), the real CMS. */
const S3_PORT = 3267
const BUCKET = 'cv-test'
const ORIGIN = 'http://localhost:3000'

let cms: TestCms
let sink: SmtpSink
let s3rver: S3rver
let s3dir: string
let officeId: number
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  s3rver = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: s3dir })
  await s3rver.run()
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }))
  sink = new SmtpSink()
  await sink.start()
  cms = await startCms('sqlite', {
    SMTP_URL: sink.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  })
  const region = await cms.payload.create({
    collection: 'regions',
    data: { title: 'Europe', slug: 'europe', _status: 'published' },
  })
  const office = await cms.payload.create({
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
})

afterAll(async () => {
  await cms?.close()
  await sink?.stop()
  await s3rver?.close()
  if (s3dir) rmSync(s3dir, { recursive: true, force: true })
})

const objectSize = async (key: string) => {
  try {
    return (await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentLength
  } catch {
    return undefined
  }
}

describe('object storage (S3_BUCKET set)', () => {
  it('a CV lead stores its file in the bucket only; editors get it back; the e-mail attaches it from S3', async () => {
    const handle = createFormsHandler({
      payload: async () => cms.payload,
      env: cms.env,
      rateLimiter: memoryRateLimiter({ limit: 100, windowMs: 60_000 }),
    })
    const pdf = pdfOfSize(120_000)
    const res = await handle(
      new Request(`${ORIGIN}/api/v1/forms/6`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' },
        body: JSON.stringify({
          ...candidateBody(officeId, { file_hash: dataUrl(pdf) }),
          captcha_token: await altchaToken(cms.env.PAYLOAD_SECRET),
        }),
      }),
      '6',
    )
    expect(res.status).toBe(200)
    const { id } = (await res.json()) as { id: number }
    const lead = await cms.payload.findByID({ collection: 'form-submissions', id, depth: 1 })
    const cv = lead.cv as { id: number; filename: string; url: string; prefix?: string | null }
    expect(await objectSize(`cv-files/${cv.filename}`)).toBe(pdf.length)
    const cvDir = path.resolve(cms.env.CV_DIR)
    expect(existsSync(cvDir) ? readdirSync(cvDir) : []).toEqual([])
    // Payload's own root-relative file route, without the storage plugin's ?prefix= (file-prefix.ts)
    expect(cv.url).toBe(`/api/cv-files/file/${cv.filename}`)

    // the handlers Payload calls for GET /api/cv-files/file/{name}, after its read-access check,
    // with the document that check loaded
    const upload = cms.payload.collections['cv-files'].config.upload
    const serve = async (doc: Record<string, unknown>, filename: string) => {
      const req = await createLocalReq({}, cms.payload)
      for (const handler of upload.handlers ?? []) {
        const res = await handler(req, {
          doc: doc as never,
          headers: new Headers(),
          params: { collection: 'cv-files', filename },
        })
        if (res instanceof Response) return res
      }
      throw new Error('no handler answered')
    }
    const served = await serve(cv, cv.filename)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
    // a private download: an attachment, never rendered or sniffed, never stored by a cache
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect((await serve({ ...cv, filename: 'nope.pdf' }, 'nope.pdf')).status).toBe(404)

    await cms.payload.jobs.run({ queue: 'leads', limit: 10 })
    expect(sink.messages).toHaveLength(1)
    const raw = sink.messages[0]!.raw.replace(/\r?\n/g, '')
    expect(raw).toContain(pdf.subarray(0, 300).toString('base64').slice(0, 200))

    // deleting the CV removes the object
    await cms.payload.delete({ collection: 'cv-files', id: cv.id })
    expect(await objectSize(`cv-files/${cv.filename}`)).toBeUndefined()
  })

  it('media uploads go to the bucket too', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const media = await cms.payload.create({
      collection: 'media',
      data: { alt: 'A dot' },
      file: { data: png, mimetype: 'image/png', name: 'dot.png', size: png.length },
    })
    expect(await objectSize(`media/${media.filename}`)).toBe(png.length)
    expect(media.url).toBe(`/api/media/file/${media.filename}`)
  })
})
