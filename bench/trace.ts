/**
 * Where a page's main-thread time goes: loads one URL in Chromium (mobile viewport, CPU slowed 4×
 * as Lighthouse's mobile preset simulates), records a performance trace, and prints every task of
 * 30 ms or more with the work inside it, plus the total blocking time (the sum of each task's time
 * over 50 ms) and where it came from.
 *
 *   npm run bench:trace -- http://localhost:3270/offices/london [http://localhost:3271/ …]
 *   RUNS=3 CPU=1 npm run bench:trace -- URL     (median of 3 loads, no slowdown)
 *
 * Start the servers first (see the audit section of the README). Lighthouse's own figures come from
 * `npm run audit`; this tool says why they are what they are.
 */
import { chromium } from '@playwright/test'

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } }
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CPU = Number(process.env.CPU ?? 4)
const RUNS = Number(process.env.RUNS ?? 1)
const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('usage: npm run bench:trace -- URL [URL …]')
  process.exit(2)
}

/** What one piece of work is called: the event's name, with the script it ran where there is one. */
function label(e: TraceEvent): string {
  const url = e.args?.data?.url
  const file = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '')}` : ''
  const fn = e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''
  const type = e.args?.data?.type ? ` ${e.args.data.type}` : ''
  return `${e.name}${type}${fn}${file}`.slice(0, 110)
}

type Task = { start: number; dur: number; self: Map<string, number> }

/** The renderer main thread's top-level tasks, each with its self time by kind of work. */
function tasksOf(events: TraceEvent[]): Task[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) throw new Error('no renderer main thread in the trace')
  // the page's renderer is the one with the most work; about:blank's may come first
  const counts = new Map<string, number>()
  for (const e of events) if (e.ph === 'X') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busiest = mains.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0]!
  const mine = events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const tasks: Task[] = []
  const stack: Array<{ e: TraceEvent; childTime: number; task: Task }> = []
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= until) {
      const top = stack.pop()!
      const self = top.e.dur! - top.childTime
      const key = label(top.e)
      top.task.self.set(key, (top.task.self.get(key) ?? 0) + self)
    }
  }
  for (const e of mine) {
    close(e.ts)
    if (stack.length === 0) {
      if (e.name !== 'RunTask') continue
      const task = { start: e.ts, dur: e.dur!, self: new Map<string, number>() }
      tasks.push(task)
      stack.push({ e, childTime: 0, task })
      continue
    }
    const parent = stack[stack.length - 1]!
    parent.childTime += e.dur!
    stack.push({ e, childTime: 0, task: parent.task })
  }
  close(Infinity)
  return tasks
}

async function traceOnce(url: string): Promise<Task[]> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page
      .waitForFunction(() => (window as { __nextChunks?: string }).__nextChunks !== 'pending', null, {
        timeout: 15_000,
      })
      .catch(() => undefined)
    await page.waitForTimeout(3000)
    const buffer = await browser.stopTracing()
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
    return tasksOf(traceEvents)
  } finally {
    await browser.close()
  }
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`

for (const url of urls) {
  const runs: Task[][] = []
  for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(url))
  const tbtOf = (tasks: Task[]) => tasks.reduce((s, t) => s + Math.max(0, t.dur - 50_000), 0)
  runs.sort((a, b) => tbtOf(a) - tbtOf(b))
  const tasks = runs[Math.floor(runs.length / 2)]!
  const t0 = tasks[0]?.start ?? 0
  console.log(`\n${url}  (CPU ×${CPU}, median of ${RUNS} by blocking time)`)
  console.log(`  blocking time ${ms(tbtOf(tasks))}; main-thread work ${ms(tasks.reduce((s, t) => s + t.dur, 0))}`)
  const blame = new Map<string, number>()
  for (const t of tasks.filter((t) => t.dur >= 30_000)) {
    console.log(`  task at ${ms(t.start - t0)}: ${ms(t.dur)}`)
    const top = [...t.self].sort((a, b) => b[1] - a[1]).slice(0, 6)
    for (const [k, v] of top) if (v >= 2000) console.log(`      ${ms(v).padStart(9)}  ${k}`)
    if (t.dur > 50_000) for (const [k, v] of t.self) blame.set(k, (blame.get(k) ?? 0) + (v * (t.dur - 50_000)) / t.dur)
  }
  console.log('  blocking time by work (shared out by each task’s share):')
  for (const [k, v] of [...blame].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`      ${ms(v).padStart(9)}  ${k}`)
}
