/**
 * `npm run bench:forms`: throughput and p99 of POST /api/v1/forms/{id} on SQLite (no CV), then
 * twenty concurrent 5 MB CV uploads with the server's peak RSS, against docs/performance.md#budgets
 * (≥ 300 leads/s, p99 ≤ 100 ms; < 600 MB RSS). Loopback only; stops by itself.
 */
import path from 'node:path'
import { createClient } from '@libsql/client'
import { ensureBuild, fakeRecaptcha, freshDatabase, load, percentile, rssMb, root, startServer } from './support'

const PORT = 3190
const DIST = '.next-bench'
const dir = path.join(root, '.bench', 'forms')
const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)

const captcha = await fakeRecaptcha()
const env: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  PAYLOAD_SECRET: 'bench-secret',
  DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  CV_DIR: path.join(dir, 'cv'),
  SITE_URL: `http://localhost:${PORT}`,
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'bench',
  RECAPTCHA_SITE_KEY: 'bench-site-key',
  RECAPTCHA_VERIFY_URL: captcha.url,
  FORMS_RATE_LIMIT: '100000000',
  FORMS_GLOBAL_RATE_LIMIT: '100000000',
  // the twenty CVs all come from loopback: let one address hold every upload slot here
  FORMS_MAX_UPLOADS_PER_ADDRESS: '20',
  JOBS_AUTORUN: '0',
}

// the database first: the build prerenders pages from it (on a new machine there is none yet)
freshDatabase(dir, env)
ensureBuild(DIST, env)
const db = createClient({ url: env.DATABASE_URL! })
const now = new Date().toISOString()
await db.execute({
  sql: "INSERT INTO regions (title, slug, _status, updated_at, created_at) VALUES ('Europe', 'europe', 'published', ?, ?)",
  args: [now, now],
})
await db.execute({
  sql: `INSERT INTO offices (title, slug, office_id, region_id, city, country, address, _status, updated_at, created_at)
        VALUES ('London', 'london', 501, 1, 'London', 'UK', '1 Strand', 'published', ?, ?)`,
  args: [now, now],
})

let server = await startServer(PORT, env)
const url = (id: number) => `http://127.0.0.1:${PORT}/api/v1/forms/${id}`
const body = JSON.stringify({
  gdpr: 1,
  first_name: 'Bench',
  last_name: 'Mark',
  email: 'bench@company.example',
  message: 'Load test enquiry',
  company: 'Bench Ltd',
  phone: '+44 20 7946 0000',
  job_title: 'Tester',
  privacy_policy: 0,
  captcha_token: 'bench-token',
})
const post = async (formId: number, payload: string) => {
  const res = await fetch(url(formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: payload,
  })
  await res.arrayBuffer()
  return res.status
}

try {
  await load(4, 3000, () => post(8, body)) // warm-up
  const before = Number((await db.execute('SELECT count(*) AS n FROM form_submissions')).rows[0]!.n)
  const r = await load(connections, seconds * 1000, () => post(8, body))
  const stored = Number((await db.execute('SELECT count(*) AS n FROM form_submissions')).rows[0]!.n) - before
  const acknowledged = r.statuses[200] ?? 0
  console.log(`\nForms API, no CV, ${connections} connections, ${r.seconds.toFixed(1)} s`)
  console.log(`  throughput  ${(r.requests / r.seconds).toFixed(0)} leads/s   (budget ≥ 300)`)
  console.log(
    `  latency     p50 ${percentile(r.latencies, 50).toFixed(1)} ms  p99 ${percentile(r.latencies, 99).toFixed(1)} ms   (budget p99 ≤ 100 ms)`,
  )
  console.log(`  errors      ${r.errors}   statuses ${JSON.stringify(r.statuses)}`)
  console.log(`  acknowledged ${acknowledged}, stored ${stored} ${acknowledged === stored ? '✔' : '✖ MISMATCH'}`)

  // 20 concurrent 5 MB CVs
  const pdf = Buffer.alloc(5 * 1024 * 1024, 0x20)
  pdf.write('%PDF-1.4\n', 0, 'latin1')
  const tail = 'xref\n0 1\n0000000000 65535 f \ntrailer << >>\nstartxref\n9\n%%EOF\n'
  pdf.write(tail, pdf.length - tail.length, 'latin1')
  const cvBody = JSON.stringify({
    gdpr: 1,
    first_name: 'Cv',
    last_name: 'Sender',
    email: 'cv@example.com',
    message: 'My CV',
    office_id: 501,
    file_hash: `data:application/pdf;base64,${pdf.toString('base64')}`,
    file_ext: 'application/pdf',
    captcha_token: 'bench-token',
  })
  // a fresh server, so the figure is the uploads' cost and not the heap left by the first phase
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  server = await startServer(PORT, env)
  await post(8, body)
  let peak = rssMb(server.pid!)
  const baseline = peak
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 25)
  const t = performance.now()
  // status 0: the connection failed (a refused upload is closed mid-body)
  const results = await Promise.all(Array.from({ length: 20 }, () => post(6, cvBody).catch(() => 0)))
  const elapsed = performance.now() - t
  clearInterval(sampler)
  console.log(`\nTwenty concurrent 5 MB CV uploads`)
  console.log(
    `  statuses    ${JSON.stringify(results.reduce<Record<number, number>>((a, s) => ((a[s] = (a[s] ?? 0) + 1), a), {}))}`,
  )
  console.log(`  wall time   ${(elapsed / 1000).toFixed(2)} s`)
  console.log(`  server RSS  before ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB   (budget < 600 MB)`)
} finally {
  server.kill('SIGTERM')
  captcha.server.close()
  db.close()
}
process.exit(0)
