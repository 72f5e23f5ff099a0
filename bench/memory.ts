/**
 * `npm run bench:memory`: the production server's resident memory (RSS) through one life: after
 * start, warm, after a hostile mix (what tests/security sends: bounded and refused REST lists,
 * unknown addresses, oversized headers, absolute-form targets, refused form posts), at its peak
 * under waves of 64 clients that never read a large answer alongside visitors, and after the load.
 * Then a heap snapshot (Node's --heapsnapshot-signal) and what holds the heap, by constructor.
 *
 * Runs the suite's build (`npm test -- e2e` once, or E2E_NAME/E2E_PORT as for the suite) on a copy
 * of its database, with the Dockerfile's NODE_OPTIONS, as the container would. BENCH_WAVES sets the
 * number of non-reader waves (default 3), BENCH_SNAPSHOT=0 skips the heap snapshot, BENCH_NODE_OPTIONS
 * replaces the Dockerfile's NODE_OPTIONS (`BENCH_NODE_OPTIONS=` for V8's default heap, as the test suites run).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { MAX_LIST_LIMIT } from '../src/cms/graphql/limits'
import { MAX_ANONYMOUS_DEPTH } from '../src/cms/hooks/list-bounds'
import { ROUTES_LOADING } from '../src/server/routes-loaded'
import { readRunStage } from '../tests/e2e/support/dockerfile'
import { E2E } from '../tests/e2e/support/env'
import { copyOfE2eDatabase } from '../tests/e2e/support/server-process'
import { percentile, rssMb, root } from './support'

const PORT = E2E.port + 27
const ORIGIN = `http://127.0.0.1:${PORT}`
const HOST = `localhost:${PORT}`
const WAVES = Number(process.env.BENCH_WAVES ?? 3)
const SNAPSHOT = process.env.BENCH_SNAPSHOT !== '0'
/** The largest REST page a visitor may ask for (about 1.4 MB). */
const LARGE_PAGE = '/api/consultants?limit=25&depth=1'
const NON_READERS = 64
const diagnostics = path.join(E2E.dir, 'bench-memory')
const heapOptions = process.env.BENCH_NODE_OPTIONS ?? readRunStage().env.NODE_OPTIONS ?? ''

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const statuses: Record<string, number> = {}
const count = (status: number | string) => (statuses[status] = (statuses[status] ?? 0) + 1)

async function start(): Promise<ChildProcess> {
  rmSync(diagnostics, { recursive: true, force: true })
  mkdirSync(diagnostics, { recursive: true })
  const database = await copyOfE2eDatabase('bench-memory')
  const nodeOptions = [heapOptions, `--heapsnapshot-signal=SIGUSR2`].join(' ').trim()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...E2E.env,
        PORT: String(PORT),
        SITE_URL: `http://localhost:${PORT}`,
        DATABASE_URL: `file:${database}`,
        JOBS_AUTORUN: '0',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: `${nodeOptions} --diagnostic-dir=${diagnostics}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(`${ORIGIN}/api/ready`)
      const reason = res.ok ? undefined : ((await res.json()) as { reason?: string }).reason
      if (reason !== ROUTES_LOADING) return child
    } catch {
      // starting
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

async function get(pathname: string, init: RequestInit = {}): Promise<number> {
  try {
    const res = await fetch(`${ORIGIN}${pathname}`, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(30_000),
    })
    await res.arrayBuffer()
    count(res.status)
    return res.status
  } catch {
    count('no answer')
    return 0
  }
}

/** One raw request (request lines and headers fetch will not send); resolves on close. */
function raw(request: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1')
    let head = ''
    socket.on('data', (chunk: Buffer) => (head ||= chunk.toString('latin1', 0, 12)))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      count(Number(head.slice(9, 12)) || 'reset')
      resolve()
    })
    socket.setTimeout(15_000, () => socket.destroy())
    socket.end(request)
  })
}

const PAGES = [
  '/',
  '/insights',
  '/consultant',
  '/about-us',
  '/services',
  '/contact-us',
  '/search?q=board',
  '/legal-notice',
]

async function warm(): Promise<void> {
  for (let round = 0; round < 3; round++) for (const page of PAGES) await get(page)
}

async function hostile(): Promise<void> {
  const lists = ['insights', 'consultants', 'pages', 'offices', 'media', 'redirects']
  const refused = ['limit=0', 'limit=100000', 'limit=abc', 'pagination=false', 'depth=10']
  const jobs: Array<() => Promise<unknown>> = []
  for (let round = 0; round < 5; round++) {
    for (const list of lists) {
      for (const query of refused) jobs.push(() => get(`/api/${list}?${query}`))
      // the largest page allowed at each depth
      jobs.push(() => get(`/api/${list}?limit=${MAX_LIST_LIMIT}&depth=0`))
      jobs.push(() => get(`/api/${list}?limit=25&depth=1`))
      jobs.push(() => get(`/api/${list}?limit=10&depth=${MAX_ANONYMOUS_DEPTH}`))
    }
    for (let i = 0; i < 20; i++)
      jobs.push(
        () => get(`/consultant/nobody-${round}-${i}`),
        () => get(`/no-such-${i}`),
      )
    for (let i = 0; i < 5; i++) {
      jobs.push(() => raw(`GET / HTTP/1.1\r\nHost: ${HOST}\r\nCookie: c=${'x'.repeat(64 * 1024)}\r\n\r\n`))
      jobs.push(() =>
        raw(`GET http://evil.example/about-arden-hale/ HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`),
      )
    }
    for (let i = 0; i < 10; i++) {
      const post = { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN } }
      jobs.push(() => get('/api/v1/forms/8', { ...post, body: '{"first_name": ' }))
      jobs.push(() => get('/api/v1/forms/8', { ...post, body: JSON.stringify({ gdpr: 1, email: 'x' }) }))
      jobs.push(() =>
        get('/api/graphql', { ...post, body: JSON.stringify({ query: '{ Insights(limit: 0) { docs { id } } }' }) }),
      )
    }
  }
  // eight at a time, as a scanner would
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < jobs.length) await jobs[next++]!()
    }),
  )
}

/** The largest file the build serves under /_next/static. */
function largestStaticFile(): string {
  const dir = path.join(root, E2E.env.NEXT_DIST_DIR!, 'static/chunks')
  const sizes = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, statSync(path.join(dir, name)).size] as const)
  return `/_next/static/chunks/${sizes.sort((a, b) => b[1] - a[1])[0]![0]}`
}

/**
 * 64 clients that ask for the largest REST page once and 64 that ask for the largest static file six
 * times over one connection (more than the kernel's buffers hold, so the answers stall), none of
 * which reads; held until `holdMs` have passed.
 */
async function nonReaderWave(holdMs: number): Promise<void> {
  const open = (pathname: string, times: number) => {
    const socket = net.connect(PORT, '127.0.0.1')
    socket.on('error', () => undefined)
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`.repeat(times))
    socket.pause()
    return socket
  }
  const file = largestStaticFile()
  const sockets = [
    ...Array.from({ length: NON_READERS }, () => open(LARGE_PAGE, 1)),
    ...Array.from({ length: NON_READERS }, () => open(file, 6)),
  ]
  await sleep(holdMs)
  for (const socket of sockets) socket.destroy()
}

const visitorMs: number[] = []
let visitorsRefused = 0

async function visitors(ms: number): Promise<void> {
  const end = Date.now() + ms
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        const started = Date.now()
        const status = await get(i % 3 === 0 ? `/consultant/nobody-${i}` : PAGES[i % PAGES.length]!)
        if (status === 503) {
          visitorsRefused++
          // as a browser told Retry-After: 1 would
          await sleep(1_000)
        } else visitorMs.push(Date.now() - started)
      }
    }),
  )
}

/** Samples RSS every 100 ms while `work` runs; the highest sample. */
async function peakWhile(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = rssMb(pid)
  let running = true
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb(pid))
      await sleep(100)
    }
  })()
  await work
  running = false
  await sampler
  return peak
}

type Row = { name: string; type: string; self: number; count: number }

/** What holds the heap: self sizes summed by constructor (objects, closures) or by kind (strings, code…). */
function heapSummary(file: string): { total: number; rows: Row[]; strings: Row[] } {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
    strings: string[]
  }
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ]
  const groups = new Map<string, Row>()
  let total = 0
  const strings: Row[] = []
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!
    const self = snapshot.nodes[i + sizeAt]!
    total += self
    if (type === 'string' && self > 64 * 1024) {
      const text = snapshot.strings[snapshot.nodes[i + nameAt]!]!
      strings.push({ name: JSON.stringify(text.slice(0, 70)), type, self, count: 1 })
    }
    const name = type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[i + nameAt]!]! : `(${type})`
    const key = `${type}:${name}`
    const row = groups.get(key) ?? { name: name.slice(0, 60), type, self: 0, count: 0 }
    row.self += self
    row.count += 1
    groups.set(key, row)
  }
  const bySize = (a: Row, b: Row) => b.self - a.self
  const large = strings.sort(bySize)
  const largeTotal = large.reduce((sum, row) => sum + row.self, 0)
  large.splice(8, Infinity, {
    name: `(all ${large.length} strings over 64 KB)`,
    type: 'string',
    self: largeTotal,
    count: large.length,
  })
  return { total, rows: [...groups.values()].sort(bySize).slice(0, 15), strings: large }
}

async function heapSnapshot(child: ChildProcess): Promise<string | undefined> {
  const before = new Set(readdirSync(diagnostics))
  child.kill('SIGUSR2')
  for (let i = 0; i < 600; i++) {
    await sleep(500)
    const fresh = readdirSync(diagnostics).filter((f) => f.endsWith('.heapsnapshot') && !before.has(f))
    // written in full once the server answers again
    if (fresh.length > 0 && (await get('/api/health')) === 200) return path.join(diagnostics, fresh[0]!)
  }
  return undefined
}

const mb = (n: number) => `${n.toFixed(0)} MB`
const child = await start()
const pid = child.pid!
try {
  const figures: Array<[string, number]> = []
  figures.push(['after start (ready)', rssMb(pid)])
  await warm()
  figures.push(['warm (pages visited 3×)', rssMb(pid)])
  await hostile()
  await sleep(2_000)
  figures.push(['after the hostile mix', rssMb(pid)])
  let peak = 0
  for (let wave = 0; wave < WAVES; wave++) {
    peak = Math.max(peak, await peakWhile(pid, Promise.all([nonReaderWave(12_000), visitors(12_000)])))
  }
  figures.push([`peak: ${WAVES} waves of 2 × ${NON_READERS} non-readers + 8 visitors`, peak])
  const samples: number[] = []
  for (let i = 0; i < 30; i++) {
    await sleep(1_000)
    samples.push(rssMb(pid))
  }
  figures.push(['30 s after the load', samples.at(-1)!])
  console.log(`\nRSS of the production server (NODE_OPTIONS: ${heapOptions || "none (V8's default heap)"})`)
  for (const [name, value] of figures) console.log(`  ${name.padEnd(52)} ${mb(value).padStart(8)}`)
  visitorMs.sort((a, b) => a - b)
  console.log(
    `  visitors during the waves: ${visitorMs.length} answered (p50 ${percentile(visitorMs, 50)} ms, ` +
      `p99 ${percentile(visitorMs, 99)} ms), ${visitorsRefused} refused 503 + Retry-After`,
  )
  console.log(
    `  answers: ${Object.entries(statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}`,
  )
  if (SNAPSHOT) {
    const file = await heapSnapshot(child)
    if (file) {
      const { total, rows, strings } = heapSummary(file)
      console.log(`\nheap snapshot after the load (${path.relative(root, file)}): ${mb(total / 2 ** 20)} of JS heap`)
      for (const row of rows) {
        console.log(`  ${mb(row.self / 2 ** 20).padStart(7)}  ${String(row.count).padStart(8)}×  ${row.name}`)
      }
      console.log('\nits largest strings')
      for (const row of strings) {
        console.log(`  ${mb(row.self / 2 ** 20).padStart(7)}  ${String(row.count).padStart(8)}×  ${row.name}`)
      }
      if (process.env.BENCH_KEEP_SNAPSHOT !== '1') rmSync(file)
    } else console.log('\nno heap snapshot was written')
  }
} finally {
  child.kill('SIGKILL')
}
