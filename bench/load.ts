/**
 * `npm run bench:load`: how much the production server sustains, and what happens at three times that.
 * For a prerendered page, a search query and the forms API (no CV): probe with 1, 2, 4 … connections
 * (closed loop) and keep the best throughput whose p99 stays under BENCH_P99_MS with no errors, the
 * sustainable rate; then offer 3× that rate for BENCH_OVERLOAD_S (default 60) seconds, open loop, and
 * report requests/s, p99 and errors. After the forms run, acknowledged leads must equal stored leads.
 *
 * `npm run bench:soak` (`bench/load.ts --soak`): BENCH_SOAK_S (default 600) seconds of mixed load at
 * half the sustainable rates, the server's RSS sampled every 10 s, printed as a table.
 *
 * Production build in `.next-scale`, seeded SQLite under `.tmp-scale/load`, server on 3266,
 * loopback only. BENCH_SKIP_BUILD=1 reuses the existing build even if the source changed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'
import { startApp, stop } from '../tests/scale/support'
import { fakeRecaptcha, root, rssMb } from './support'

const PORT = Number(process.env.BENCH_PORT ?? 3266)
const DIST = '.next-scale'
const dir = path.join(root, '.tmp-scale', process.env.BENCH_DB_DIR ?? 'load')
const soak = process.argv.includes('--soak')
const P99_MS = Number(process.env.BENCH_P99_MS ?? 100)
const PROBE_S = Number(process.env.BENCH_PROBE_S ?? 6)
const OVERLOAD_S = Number(process.env.BENCH_OVERLOAD_S ?? 60)
const SOAK_S = Number(process.env.BENCH_SOAK_S ?? 600)
const only = process.env.BENCH_ONLY?.split(',')

const captcha = await fakeRecaptcha()
const env: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  PAYLOAD_SECRET: 'bench-load-secret',
  DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  CV_DIR: path.join(dir, 'cv'),
  SITE_URL: `http://localhost:${PORT}`,
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'bench',
  RECAPTCHA_SITE_KEY: 'bench-site-key',
  RECAPTCHA_VERIFY_URL: captcha.url,
  // the limiter is not what is measured; one client IP sends everything here
  FORMS_RATE_LIMIT: '100000000',
  FORMS_GLOBAL_RATE_LIMIT: '100000000',
  JOBS_AUTORUN: '0',
  REDIS_URL: '',
}

function tsx(args: string[]) {
  const res = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  )
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed`)
}

// a seeded database is reused between runs (the bench adds only leads to it)
if (!existsSync(path.join(dir, 'site.db'))) {
  mkdirSync(dir, { recursive: true })
  tsx(['scripts/migrate.ts'])
  tsx(['scripts/seed.ts', '--quiet'])
} else {
  tsx(['scripts/migrate.ts'])
}
if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(path.join(root, DIST, 'BUILD_ID'))) {
  // compile, then prerender: `next build` without its whole-tree type check (npm test's business)
  for (const mode of ['compile', 'generate']) {
    const res = spawnSync(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'build', `--experimental-build-mode=${mode}`],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env },
      },
    )
    if (res.status !== 0) throw new Error(`next build (${mode}) failed`)
  }
}

const base = `http://127.0.0.1:${PORT}`
const leadBody = JSON.stringify({
  gdpr: 1,
  first_name: 'Load',
  last_name: 'Test',
  email: 'load@company.example',
  message: 'Load test enquiry',
  company: 'Load Ltd',
  phone: '+44 20 7946 0000',
  job_title: 'Tester',
  privacy_policy: 0,
  captcha_token: 'bench-token',
})

/**
 * Waits until the server has worked through what the previous overload left queued in its sockets
 * (three quick health answers in a row), so one target's backlog is not measured as the next one's.
 */
async function settle(maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs
  let quick = 0
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now()
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    quick = ok && performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((res) => setTimeout(res, 200))
  }
}

type Target = { name: string; request: Partial<autocannon.Options> & { url: string } }
const allTargets: Target[] = [
  { name: 'page /legal-notice (prerendered)', request: { url: `${base}/legal-notice` } },
  { name: 'search ?q=consultant', request: { url: `${base}/search?q=consultant` } },
  {
    name: 'forms API (no CV)',
    request: {
      url: `${base}/api/v1/forms/8`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: leadBody,
    },
  },
]
const targets = allTargets.filter((t) => !only || only.some((o) => t.name.startsWith(o)))

type Run = { rps: number; p50: number; p99: number; errors: number; ok: number; sent: number }

async function fire(target: Target, opts: Partial<autocannon.Options>): Promise<Run> {
  const result = await autocannon({ ...target.request, timeout: 10, ...opts } as autocannon.Options)
  const errors = result.errors + result.non2xx
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    ok: result['2xx'],
    sent: result.requests.sent,
  }
}

/** The best closed-loop throughput whose p99 stays under the threshold with no errors. */
async function sustainable(target: Target): Promise<{ rps: number; connections: number; p99: number }> {
  let best = { rps: 0, connections: 1, p99: NaN }
  for (const connections of [1, 2, 4, 8, 16, 32, 64]) {
    const r = await fire(target, { connections, duration: PROBE_S })
    const pass = r.errors === 0 && r.p99 <= P99_MS
    // a machine this busy may miss the threshold even with one connection: take that rate then
    if (connections === 1 && !pass && r.errors === 0) {
      console.log(
        `    probe  1 conn: ${r.rps.toFixed(0)} req/s  p99 ${r.p99} ms  (over ${P99_MS} ms already: using it)`,
      )
      return { rps: r.rps, connections, p99: r.p99 }
    }
    console.log(
      `    probe ${String(connections).padStart(2)} conn: ${r.rps.toFixed(0).padStart(5)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}${pass ? '' : '  ✖'}`,
    )
    if (pass && r.rps > best.rps) best = { rps: r.rps, connections, p99: r.p99 }
    if (!pass || (best.rps > 0 && r.rps < best.rps * 1.05 && connections > best.connections)) break
  }
  return best
}

const leadCount = async () => {
  const db = createClient({ url: env.DATABASE_URL! })
  try {
    return Number((await db.execute('SELECT count(*) AS n FROM form_submissions')).rows[0]!.n)
  } finally {
    db.close()
  }
}

const server = await startApp(PORT, env, 'app')
const rows: string[][] = []
try {
  const page = await fetch(`${base}/legal-notice`)
  console.log(
    `\n/legal-notice: ${page.status}, cache-control: ${page.headers.get('cache-control')}, x-nextjs-cache: ${page.headers.get('x-nextjs-cache')}`,
  )
  const search = await fetch(`${base}/search?q=consultant`)
  const searchHtml = await search.text()
  console.log(
    `/search?q=consultant: ${search.status}, ${searchHtml.length} bytes, mentions "consultant" ${(searchHtml.match(/consultant/gi) ?? []).length}×`,
  )
  // warm every target once (first renders, database pages)
  for (const t of targets) await fire(t, { connections: 2, duration: 2 })

  const rates = new Map<string, number>()
  for (const t of targets) {
    if (soak && process.env.BENCH_SOAK_RATE) {
      // a fixed rate per target (×2, as the soak runs at half of it) instead of probing
      rates.set(t.name, 2 * Number(process.env.BENCH_SOAK_RATE))
      continue
    }
    await settle()
    console.log(`\n${t.name}: finding the sustainable rate (p99 ≤ ${P99_MS} ms, no errors)`)
    const s = await sustainable(t)
    rates.set(t.name, s.rps)
    if (soak) continue
    const offered = Math.max(1, Math.round(s.rps * 3))
    // enough sockets that the offered rate is not capped by waiting replies (open loop up to ~1 s latency)
    const connections = Math.min(600, Math.max(8, offered))
    console.log(`  offering 3× = ${offered} req/s for ${OVERLOAD_S} s on ${connections} connections`)
    // the probes' last requests (cut off when a probe ends) may still be stored: count from after them
    await settle()
    const before = t.name.startsWith('forms') ? await leadCount() : 0
    // a fixed number of requests, not a duration: autocannon then waits for every answer, where a
    // duration cuts the requests in flight at the end (stored, but never seen acknowledged)
    // and a client that never gives up: a request it abandons may still be stored (its answer then
    // never counted), so acknowledged = stored holds only when every request gets its answer
    const r = await fire(t, { connections, overallRate: offered, amount: offered * OVERLOAD_S, timeout: 300 })
    let leads = ''
    if (t.name.startsWith('forms')) {
      await new Promise((res) => setTimeout(res, 2000))
      const stored = (await leadCount()) - before
      leads = `ack ${r.ok} / stored ${stored} ${r.ok === stored ? '✔' : '✖'}`
    }
    rows.push([
      t.name,
      `${s.rps.toFixed(0)} (${s.connections} conn, p99 ${s.p99} ms)`,
      String(offered),
      r.rps.toFixed(0),
      `${r.p50} / ${r.p99}`,
      String(r.errors),
      leads,
    ])
  }

  if (soak) {
    console.log(`\nSoak: ${SOAK_S} s of mixed load at half the sustainable rates; RSS every 10 s`)
    const samples: Array<[number, number]> = [[0, rssMb(server.pid!)]]
    const t0 = Date.now()
    const sampler = setInterval(() => samples.push([Math.round((Date.now() - t0) / 1000), rssMb(server.pid!)]), 10_000)
    await settle()
    const before = await leadCount()
    const runs = await Promise.all(
      targets.map((t) =>
        fire(t, {
          connections: 8,
          overallRate: Math.max(1, Math.round((rates.get(t.name) ?? 10) / 2)),
          amount: Math.max(1, Math.round((rates.get(t.name) ?? 10) / 2)) * SOAK_S,
          timeout: 300,
        }),
      ),
    )
    clearInterval(sampler)
    samples.push([Math.round((Date.now() - t0) / 1000), rssMb(server.pid!)])
    const stored = (await leadCount()) - before
    console.log('\n  t (s)  RSS (MB)')
    for (const [t, mb] of samples) console.log(`  ${String(t).padStart(5)}  ${mb.toFixed(0).padStart(8)}`)
    const first = samples.slice(1, 7).map(([, m]) => m)
    const last = samples.slice(-6).map(([, m]) => m)
    const avg = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length
    console.log(
      `\n  first minute avg ${avg(first).toFixed(0)} MB, last minute avg ${avg(last).toFixed(0)} MB, max ${Math.max(...samples.map(([, m]) => m)).toFixed(0)} MB`,
    )
    targets.forEach((t, i) =>
      console.log(`  ${t.name}: ${runs[i]!.rps.toFixed(0)} req/s, p99 ${runs[i]!.p99} ms, errors ${runs[i]!.errors}`),
    )
    const acked = runs[targets.findIndex((t) => t.name.startsWith('forms'))]?.ok
    if (acked !== undefined) console.log(`  leads ack ${acked} / stored ${stored} ${acked === stored ? '✔' : '✖'}`)
  } else {
    const head = ['target', 'sustainable req/s', '3× offered', 'achieved req/s', 'p50 / p99 ms', 'errors', 'leads']
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' │ ')
    console.log(`\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`)
    for (const r of rows) console.log(line(r))
  }
} finally {
  await stop(server)
  captcha.server.close()
}
process.exit(0)
