/**
 * `npm run test:scale`: the multi-instance topology of the README, end to end on this machine.
 * Two app instances (A, B) from one build on PostgreSQL + Redis + an S3-compatible server (s3rver),
 * two `npm run worker` processes and a real SMTP sink. Checks:
 *   1. an editor's publish through A's REST API is served by B within seconds (shared cache + tags);
 *   2. the forms rate limit counts across A and B;
 *   3. a CV lead's file lands in the bucket, not on disk, and an editor downloads it through the
 *      other instance (anonymous: refused);
 *   4. N leads posted to A and B while two workers run: the sink gets each lead exactly once, the CV
 *      attached (read from S3); SIGTERM stops each worker cleanly.
 * A stage of `npm test` (scripts/test.ts) when PostgreSQL and Redis answer; it needs its own production
 * build (~3–6 min here). Loopback only. From an empty server it creates the database, migrates and seeds
 * it (images into the run's fresh bucket).
 *
 * Env: DATABASE_URL_PG (default postgres://postgres@127.0.0.1:5432/test_scale), SCALE_REDIS_URL
 * (default redis://127.0.0.1:6379/9), SCALE_SERVER=next to use `next start` instead of the custom server.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { fakeRecaptcha } from '../../bench/support'
import { SmtpSink } from '../int/support/smtp-sink'
import { clientBody, dataUrl, pdfOfSize } from '../int/support/bodies'
import { ensureDatabase } from './database'
import { SCALE_DATABASE_URL as DATABASE_URL, SCALE_REDIS_URL as REDIS_URL } from './services'
import { root, startApp, startWorker, stop, waitFor } from './support'

const PORT_A = 3261
const PORT_B = 3262
const PORT_S3 = 3263
const PORT_SMTP = 3264
const DIST = '.next-scale-pg'
const LEADS = Number(process.env.SCALE_LEADS ?? 40)
const dir = path.join(root, '.tmp-scale', 'topology')
const run = Date.now().toString(36)
const EDITOR = { email: 'editor@arden-hale.example', password: 'ArdenHale-editor-2026!' }

const figures: Array<[string, string]> = []
const node = process.execPath

rmSync(path.join(dir, 's3'), { recursive: true, force: true })
mkdirSync(path.join(dir, 's3'), { recursive: true })
const s3rver = new S3rver({ port: PORT_S3, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') })
await s3rver.run()
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${PORT_S3}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})
const bucket = `scale-${run}`
await s3.send(new CreateBucketCommand({ Bucket: bucket }))
const sink = new SmtpSink()
await sink.start(PORT_SMTP)
const captcha = await fakeRecaptcha()

const env: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  PAYLOAD_SECRET: 'scale-topology-secret',
  DATABASE_URL,
  REDIS_URL,
  REDIS_CACHE_PREFIX: `scale-${run}`,
  SITE_URL: `http://localhost:${PORT_A}`,
  MEDIA_DIR: path.join(dir, 'media'),
  CV_DIR: path.join(dir, 'cv'),
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'scale',
  RECAPTCHA_SITE_KEY: 'scale-site-key',
  RECAPTCHA_VERIFY_URL: captcha.url,
  FORMS_RATE_LIMIT: '4',
  TRUSTED_PROXY_HOPS: '1',
  JOBS_AUTORUN: '0',
  SMTP_URL: sink.url,
  LEADS_RETRY_DELAY_MS: '200',
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${PORT_S3}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
  WORKER_INTERVAL_MS: '300',
}

/**
 * A one-off command, awaited without blocking: s3rver, the SMTP sink and the fake captcha run in this
 * process, and the seed's image uploads hung for good while spawnSync held its event loop.
 */
async function step(label: string, args: string[], extra: Record<string, string> = {}) {
  const t = Date.now()
  const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, ...extra } })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (status) => resolve(status))
  })
  if (code !== 0) throw new Error(`${label} failed (exit ${code})`)
  console.log(`✔ ${label} (${((Date.now() - t) / 1000).toFixed(0)} s)`)
}

// the database: created, migrated and seeded once; the build: once per run unless SCALE_REUSE_BUILD=1
if (await ensureDatabase(DATABASE_URL)) console.log(`✔ created database ${new URL(DATABASE_URL).pathname.slice(1)}`)
await step('migrate', [
  'node_modules/tsx/dist/cli.mjs',
  '--import',
  './scripts/node-hooks/server-only.mjs',
  'scripts/migrate.ts',
])
await step('seed (if empty)', [
  'node_modules/tsx/dist/cli.mjs',
  '--import',
  './scripts/node-hooks/server-only.mjs',
  'scripts/seed.ts',
  '--if-empty',
  '--quiet',
])
if (process.env.SCALE_REUSE_BUILD !== '1' || !existsSync(path.join(root, DIST, 'BUILD_ID'))) {
  // built without REDIS_URL: the cache handler is switched on by the instances' own environment
  // compile, then prerender: `next build` without its whole-tree type check (npm test's business)
  await step('build', ['node_modules/next/dist/bin/next', 'build', '--experimental-build-mode=compile'], {
    REDIS_URL: '',
  })
  await step('prerender', ['node_modules/next/dist/bin/next', 'build', '--experimental-build-mode=generate'], {
    REDIS_URL: '',
  })
}

const A = `http://127.0.0.1:${PORT_A}`
const B = `http://127.0.0.1:${PORT_B}`
const apps = [await startApp(PORT_A, env, 'A'), await startApp(PORT_B, env, 'B')]
const workers: ReturnType<typeof startWorker>[] = []

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  assert.equal(res.status, 200, `editor login: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

const html = async (url: string) => {
  const res = await fetch(url)
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('x-nextjs-cache'),
    cc: res.headers.get('cache-control'),
  }
}

function postLead(base: string, formId: number, body: Record<string, unknown>, ip: string) {
  return fetch(`${base}/api/v1/forms/${formId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ ...body, captcha_token: 'scale-token' }),
  })
}

let restoreTitle: (() => Promise<unknown>) | undefined
try {
  const token = await login(A)
  const auth = { authorization: `JWT ${token}` }

  // 1. publish on A, seen on B
  const found = (await (
    await fetch(`${A}/api/pages?where[path][equals]=legal-notice&depth=0&limit=1`, { headers: auth })
  ).json()) as { docs: Array<{ id: number; title: string }> }
  const page = found.docs[0]
  assert.ok(page, 'the seeded legal-notice page exists')
  const before = await html(`${B}/legal-notice`)
  assert.equal(before.status, 200)
  await html(`${B}/legal-notice`) // B now holds the page in its cache
  const marker = `Legal notice ${run}`
  const patch = (title: string) =>
    fetch(`${A}/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title, _status: 'published' }),
    })
  restoreTitle = () => patch(page.title)
  const published = Date.now()
  const res = await patch(marker)
  assert.equal(res.status, 200, `editor publish through A: ${res.status} ${await res.text()}`)
  const seenAfter = await waitFor('B serves the published title', 30_000, async () =>
    (await html(`${B}/legal-notice`)).text.includes(marker),
  )
  const onB = await html(`${B}/legal-notice`)
  figures.push([
    'publish on A → visible on B',
    `${((Date.now() - published) / 1000).toFixed(1)} s (poll ${seenAfter} ms)`,
  ])
  figures.push(['B after publish: x-nextjs-cache / cache-control', `${onB.cache} / ${onB.cc}`])
  assert.ok((await html(`${A}/legal-notice`)).text.includes(marker), 'A serves it too')

  // 2. one rate limit across instances (limit 4 per IP and window); one lead each first, from
  // other addresses, so both instances have their Redis connection (built before the first-hit fix)
  await postLead(A, 8, clientBody(), '192.0.2.201')
  await postLead(B, 8, clientBody(), '192.0.2.202')
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
  const statuses: number[] = []
  for (const base of [A, B, A, B, A, B]) statuses.push((await postLead(base, 8, clientBody(), ip)).status)
  assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429], `rate limit shared across A and B: ${statuses}`)
  figures.push(['rate limit 4/window, A,B,A,B,A,B', statuses.join(' ')])

  // the workers start before the leads arrive, so they race for every job
  workers.push(startWorker(env, 'worker-1'), startWorker(env, 'worker-2'))

  // 3. a CV lead: the file goes to the bucket; an editor downloads it from the other instance
  const office = (
    (await (await fetch(`${A}/api/offices?limit=1&depth=0`, { headers: auth })).json()) as {
      docs: Array<{ officeId: number }>
    }
  ).docs[0]!
  const pdf = pdfOfSize(200_000)
  const cvRes = await postLead(
    B,
    6,
    {
      gdpr: 1,
      first_name: 'Cv',
      last_name: 'Sender',
      email: 'cv.sender@example.com',
      message: 'My CV',
      office_id: office.officeId,
      file_hash: dataUrl(pdf),
      file_ext: 'application/pdf',
    },
    '203.0.113.7',
  )
  assert.equal(cvRes.status, 200, `CV lead: ${cvRes.status}`)
  const cvLeadId = ((await cvRes.json()) as { id: number }).id
  const lead = (await (await fetch(`${A}/api/form-submissions/${cvLeadId}?depth=1`, { headers: auth })).json()) as {
    cv: { filename: string }
  }
  const filename = lead.cv.filename
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: `cv-files/${filename}` }))
  assert.equal(head.ContentLength, pdf.length, 'the CV object is in the bucket')
  const onDisk = existsSync(env.CV_DIR!) ? readdirSync(env.CV_DIR!) : []
  assert.equal(onDisk.length, 0, 'nothing written to the local CV folder')
  const download = await fetch(`${A}/api/cv-files/file/${filename}`, { headers: auth })
  assert.equal(download.status, 200)
  assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf), 'the editor downloads the same bytes')
  const anonymous = await fetch(`${B}/api/cv-files/file/${filename}`)
  assert.ok(anonymous.status === 403 || anonymous.status === 401, `anonymous CV download refused (${anonymous.status})`)
  figures.push([
    'CV lead → S3 object, editor download via A',
    `${head.ContentLength} bytes, anonymous ${anonymous.status}`,
  ])

  // 4. N leads to A and B, two workers: each delivered exactly once
  const ids: number[] = [cvLeadId]
  const t = Date.now()
  for (let i = 0; i < LEADS; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, LEADS - i) }, (_, k) =>
        postLead(i % 16 === 0 ? A : B, 8, clientBody({ first_name: `Lead${i + k}` }), `10.77.${i + k}.1`),
      ),
    )
    for (const r of batch) {
      assert.equal(r.status, 200)
      ids.push(((await r.json()) as { id: number }).id)
    }
  }
  const idsOf = () => sink.messages.map((m) => Number(/^X-Lead-Id:\s*(\d+)/im.exec(m.raw)?.[1]))
  const allIn = await waitFor('every lead mailed', 90_000, async () => ids.every((id) => idsOf().includes(id)))
  await new Promise((r) => setTimeout(r, 3000)) // a late duplicate would arrive now
  const counts = new Map<number, number>()
  for (const id of idsOf()) counts.set(id, (counts.get(id) ?? 0) + 1)
  const duplicates = [...counts].filter(([, n]) => n > 1)
  assert.equal(duplicates.length, 0, `leads mailed more than once: ${JSON.stringify(duplicates)}`)
  // (leads left from earlier phases or runs are delivered too, also once each)
  assert.ok(
    ids.every((id) => counts.get(id) === 1),
    'every lead of this run mailed exactly once',
  )
  const cvMail = sink.messages.find((m) => Number(/^X-Lead-Id:\s*(\d+)/im.exec(m.raw)?.[1]) === cvLeadId)!
  assert.ok(cvMail.raw.includes(filename), 'the CV mail carries the attachment')
  assert.ok(cvMail.raw.includes(pdf.subarray(0, 57).toString('base64')), 'the attachment is the CV read from S3')
  figures.push([
    `${ids.length} leads, 2 workers → mails`,
    `${sink.messages.length} mails for ${counts.size} leads (each once), this run's in ${((Date.now() - t) / 1000).toFixed(1)} s (wait ${allIn} ms)`,
  ])

  const codes = await Promise.all(workers.map((w) => stop(w)))
  assert.deepEqual(codes, [0, 0], `workers exit 0 on SIGTERM (${codes})`)
  figures.push(['workers on SIGTERM', `exit ${codes.join(', ')}`])
  console.log('\nMulti-instance topology: all checks passed')
} finally {
  await restoreTitle?.().catch(() => undefined)
  for (const w of workers) await stop(w)
  for (const a of apps) await stop(a)
  await sink.stop()
  captcha.server.close()
  await s3rver.close()
  console.log('')
  const width = Math.max(...figures.map(([k]) => k.length))
  for (const [k, v] of figures) console.log(`  ${k.padEnd(width)}  ${v}`)
}
process.exit(0)
