/**
 * `npm run audit`: the DESIGN §5 budgets, measured. Builds the site (own dist dir and seeded SQLite
 * database under .tmp-audit/) and a bare Next.js page beside it, serves both in production mode, then
 * runs Lighthouse 12 (mobile and desktop) and axe-core (WCAG 2.2 AA) on one URL per page template
 * and prints one table, each cell outside its budget marked ✗. Peers are measured in the same run
 * because this machine is noisy.
 *
 *   npm run audit                   build when the source changed, audit every template
 *   npm run audit -- --url /insights --url /contact-us   only these paths (the bare page always runs)
 *   npm run audit -- --no-build     reuse the last build and database
 *   AUDIT_MOBILE_RUNS=1 npm run audit   one mobile run per page instead of the median of five
 *
 * Exit code 1 when any budget is missed. Not part of `npm test` (about 25 minutes on 2 cores).
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { deferredScriptUrls } from '../src/server/html-pipeline'
import { AXE_TAGS, resolveTemplates, type PageTemplate } from '../tests/e2e/support/page-templates'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const node = process.execPath
const PORT = 3270
const BARE_PORT = 3271
const dir = path.join(root, '.tmp-audit')
const bareDir = path.join(tmpdir(), 'arden-hale-audit-bare-next')
const origin = `http://localhost:${PORT}`
const bareOrigin = `http://localhost:${BARE_PORT}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const args = process.argv.slice(2)
const MOBILE_RUNS = Math.max(1, Number(process.env.AUDIT_MOBILE_RUNS ?? 5))
const onlyPaths = args.flatMap((a, i) => (a === '--url' && args[i + 1] ? [args[i + 1]!] : []))
const noBuild = args.includes('--no-build')

const env: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-audit',
  PAYLOAD_SECRET: 'audit-secret-not-for-production',
  DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  CV_DIR: path.join(dir, 'cv-files'),
  SITE_URL: origin,
  PORT: String(PORT),
}

function step(label: string, cmd: string[], options: { cwd?: string; env?: Record<string, string> } = {}): void {
  const started = Date.now()
  console.log(`▶ ${label}`)
  const res = spawnSync(node, cmd, {
    cwd: options.cwd ?? root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, ...options.env },
  })
  if (res.status !== 0) throw new Error(`${label} failed (exit ${res.status ?? res.signal})`)
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

function sourceHash(): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    if (!existsSync(p)) return
    if (statSync(p).isDirectory()) for (const n of readdirSync(p).sort()) walk(path.join(p, n))
    else hash.update(p).update(readFileSync(p))
  }
  ;['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'].forEach(walk)
  return hash.update(JSON.stringify(env)).digest('hex')
}

/** Packages the bare app needs: next, react and react-dom with their dependencies, as installed here. */
function dependencyClosure(names: string[]): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    const manifest = path.join(root, 'node_modules', name, 'package.json')
    if (seen.has(name) || !existsSync(manifest)) return
    seen.add(name)
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })) {
      visit(dep)
    }
  }
  names.forEach(visit)
  return [...seen]
}

/**
 * The framework's floor: a root layout and one server-rendered page, nothing else. It lives outside
 * the repository (Turbopack would otherwise treat the repository as its root and pick up our
 * src/instrumentation.ts) with hard-linked copies of our installed next/react, so both builds use
 * the very same framework version.
 */
function writeBareApp(): void {
  rmSync(bareDir, { recursive: true, force: true })
  mkdirSync(path.join(bareDir, 'app'), { recursive: true })
  mkdirSync(path.join(bareDir, 'node_modules', '@next'), { recursive: true })
  for (const name of dependencyClosure(['next', 'react', 'react-dom'])) {
    const target = path.join(bareDir, 'node_modules', name)
    mkdirSync(path.dirname(target), { recursive: true })
    const source = path.join(root, 'node_modules', name)
    const linked = spawnSync('cp', ['-al', source, target]).status === 0
    if (!linked) cpSync(source, target, { recursive: true })
  }
  const files: Record<string, string> = {
    'package.json': '{ "private": true, "type": "module" }\n',
    'next.config.mjs': 'export default { poweredByHeader: false }\n',
    'app/layout.jsx': [
      "export const metadata = { title: 'Bare Next.js page', description: 'The floor every template is compared with.' }",
      'export default function RootLayout({ children }) {',
      '  return (<html lang="en"><body>{children}</body></html>)',
      '}',
      '',
    ].join('\n'),
    'app/page.jsx': [
      'export default function Page() {',
      '  return (<main><h1>Bare Next.js page</h1><p>A server-rendered page with no client code of its own.</p></main>)',
      '}',
      '',
    ].join('\n'),
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(bareDir, name), text)
}

function prepare(): void {
  const stamp = path.join(root, env.NEXT_DIST_DIR!, 'source-hash')
  const hash = sourceHash()
  const built = existsSync(stamp) && existsSync(path.join(dir, 'site.db'))
  if (built && (noBuild || readFileSync(stamp, 'utf8') === hash)) {
    console.log('✔ Reusing the build in .next-audit and the database in .tmp-audit/')
  } else {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    step('Migrate a fresh SQLite database', ['node_modules/tsx/dist/cli.mjs', 'scripts/migrate.ts'])
    step('Seed demo content', ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts'])
    // prerendered pages hold the database's content: a new database needs a new build
    // compile, then prerender: the same output as `next build` without its whole-tree type check
    // (type errors are `npm test`'s business and must not stop a measurement)
    step('Build the site (.next-audit)', [
      'node_modules/next/dist/bin/next',
      'build',
      '--experimental-build-mode=compile',
    ])
    step('Prerender the site', ['node_modules/next/dist/bin/next', 'build', '--experimental-build-mode=generate'])
    writeFileSync(stamp, hash)
  }
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID')) || !noBuild) {
    writeBareApp()
    step('Build the bare Next.js page', ['node_modules/next/dist/bin/next', 'build'], { cwd: bareDir, env: {} })
  }
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited (${child.exitCode})`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`no answer from ${url}`)
}

// stdout ignored, not an unread pipe: the access log would fill it and the server would stall on write
const stdio: StdioOptions = ['ignore', 'ignore', 'pipe']

async function startServers(): Promise<ChildProcess[]> {
  // the production server of the app (security headers, CSP) when present, else plain `next start`
  const site = existsSync(path.join(root, 'src/server/main.ts'))
    ? spawn(node, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio })
    : spawn(node, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio,
      })
  const bare = spawn(node, ['node_modules/next/dist/bin/next', 'start', '-p', String(BARE_PORT)], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    stdio,
  })
  for (const child of [site, bare]) child.stderr?.on('data', (d: Buffer) => process.stderr.write(d))
  await Promise.all([waitFor(`${origin}/`, site), waitFor(`${bareOrigin}/`, bare)])
  return [site, bare]
}

type Row = PageTemplate & {
  url: string
  perfMobile: number
  perfDesktop: number
  a11y: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  /** Every mobile run's performance score and blocking time, lowest score first: the spread behind the median. */
  mobileRuns: Array<{ perf: number; tbtMs: number }>
  cls: number
  jsGzipBytes: number
  /** Scripts fetched after the load event (prefetches of linked routes, idle third parties). */
  laterJsGzipBytes: number
  hasContactForm: boolean
  axe: Array<{ id: string; impact: string | null | undefined; nodes: number; help: string }>
  failedAudits: string[]
  cacheControl: string
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN

async function lighthouseRun(url: string, port: number, desktop: boolean): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', maxWaitForLoad: 60_000 }
  // a trace that fails to record (NO_NAVSTART, NO_FCP) on a busy machine says nothing about the page: try again
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError) return result.lhr
    if (attempt === 3) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`)
    console.log(`  (${result.lhr.runtimeError.code} on ${url}, trying again)`)
  }
}

/**
 * Gzip sizes of the scripts the page loaded (independent of whether the server compresses), split at
 * the load event: the first load (the budget's JavaScript), and what came later (next/link's
 * prefetches of the routes the page links to, third parties started on idle).
 */
async function scriptGzipBytes(lhr: Result): Promise<{ first: number; later: number }> {
  // the page's own framework chunks, which the production server loads after the load event
  // (src/server/html-pipeline/defer-scripts.ts): first load whether that frame came before `load` or after it
  const deferred = new Set(deferredScriptUrls(await (await fetch(lhr.finalDisplayedUrl)).text()))
  const items = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.[0]
  const loadMs = Number(metrics?.observedLoad ?? Infinity)
  const scripts = new Map<string, boolean>()
  for (const i of items ?? []) {
    if (i.resourceType !== 'Script') continue
    const url = String(i.url)
    // request times are relative to the document's request, the load event to navigation start: a few ms apart
    const early = Number(i.rendererStartTime) <= loadMs || deferred.has(url) || deferred.has(new URL(url).pathname)
    scripts.set(url, (scripts.get(url) ?? false) || early)
  }
  const sizes = await Promise.all(
    [...scripts].map(async ([u, early]) => ({
      early,
      bytes: gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer())).byteLength,
    })),
  )
  const sum = (early: boolean) => sizes.filter((s) => s.early === early).reduce((a, s) => a + s.bytes, 0)
  return { first: sum(true), later: sum(false) }
}

/** Audits of the scored categories that did not pass, for the report's "why". */
function failedAudits(lhr: Result): string[] {
  const out = new Set<string>()
  for (const key of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.add(`${key}:${ref.id}`)
    }
  }
  return [...out]
}

/**
 * What moved, when a run's layout shift is over budget: the shift is rare and does not repeat on
 * demand, so the report keeps the elements Lighthouse saw move (selector, snippet, share of the score).
 */
function layoutShiftSources(lhr: Result, run: string): string[] {
  if (!(numeric(lhr, 'cumulative-layout-shift') > 0.01)) return []
  type Item = {
    score?: number
    node?: { selector?: string; snippet?: string }
    subItems?: { items?: Array<{ cause?: string; extra?: { value?: string; snippet?: string } }> }
  }
  const items = (lhr.audits['layout-shifts']?.details as { items?: Item[] } | undefined)?.items ?? []
  const moved = items.map((i) => {
    const causes = (i.subItems?.items ?? []).map((c) => ` [${c.cause}: ${c.extra?.value ?? c.extra?.snippet ?? '?'}]`)
    return `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? '?'} ${(i.node?.snippet ?? '').slice(0, 100)}${causes.join('')}`
  })
  return [`layout shift (${run}) ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}: ${moved.join(' | ') || '?'}`]
}

async function measure(t: PageTemplate, base: string, port: number): Promise<Omit<Row, 'axe' | 'hasContactForm'>> {
  const url = `${base}${t.path}`
  const first = await fetch(url)
  await first.arrayBuffer()
  if (!first.ok) {
    // Lighthouse refuses an error document (ERRORED_DOCUMENT_REQUEST): its row shows axe only
    return {
      ...t,
      url,
      perfMobile: NaN,
      perfDesktop: NaN,
      a11y: NaN,
      bestPractices: NaN,
      seo: NaN,
      lcpMs: NaN,
      tbtMs: NaN,
      mobileRuns: [],
      cls: NaN,
      jsGzipBytes: NaN,
      laterJsGzipBytes: NaN,
      failedAudits: [`lighthouse: not measured, the page answers HTTP ${first.status}`],
      cacheControl: `${first.status} ${first.headers.get('cache-control') ?? '(none)'}`,
    }
  }
  // the median of several mobile runs: one simulated mobile run on a shared 2-core machine swings by ±5 points
  const runs: Result[] = []
  for (let i = 0; i < MOBILE_RUNS; i++) runs.push(await lighthouseRun(url, port, false))
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const mobile = runs[Math.floor(runs.length / 2)]!
  const desktop = await lighthouseRun(url, port, true)
  const res = await fetch(url)
  await res.arrayBuffer()
  return {
    ...t,
    url,
    perfMobile: score(mobile, 'performance'),
    perfDesktop: score(desktop, 'performance'),
    a11y: Math.min(score(mobile, 'accessibility'), score(desktop, 'accessibility')),
    bestPractices: Math.min(score(mobile, 'best-practices'), score(desktop, 'best-practices')),
    seo: Math.min(score(mobile, 'seo'), score(desktop, 'seo')),
    lcpMs: numeric(mobile, 'largest-contentful-paint'),
    tbtMs: numeric(mobile, 'total-blocking-time'),
    mobileRuns: runs.map((r) => ({ perf: score(r, 'performance'), tbtMs: numeric(r, 'total-blocking-time') })),
    // every run must keep still: the worst of them, not the median's
    cls: Math.max(...[...runs, desktop].map((r) => numeric(r, 'cumulative-layout-shift'))),
    ...(await scriptGzipBytes(mobile).then((js) => ({ jsGzipBytes: js.first, laterJsGzipBytes: js.later }))),
    failedAudits: [
      ...new Set([...failedAudits(mobile), ...failedAudits(desktop)]),
      ...runs.flatMap((r, i) => layoutShiftSources(r, `mobile run ${i + 1}`)),
      ...layoutShiftSources(desktop, 'desktop'),
    ],
    cacheControl: `${res.status} ${res.headers.get('cache-control') ?? '(none)'}`,
  }
}

async function axeAll(templates: PageTemplate[]): Promise<Map<string, Pick<Row, 'axe' | 'hasContactForm'>>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
  const out = new Map<string, Pick<Row, 'axe' | 'hasContactForm'>>()
  try {
    for (const t of templates) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${origin}${t.path}`, { waitUntil: 'load', timeout: 120_000 })
      const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      const hasContactForm = (await page.locator('form[data-contact-form]').count()) > 0
      out.set(t.path, {
        hasContactForm,
        axe: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help })),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return out
}

function printTable(rows: Row[], bare: Row): boolean {
  const KB = 1024
  let pass = true
  const mark = (text: string, ok: boolean) => {
    if (text.startsWith('NaN')) return 'n/a'
    if (!ok) pass = false
    return ok ? text : `${text} ✗`
  }
  const header = [
    'template',
    'URL',
    'perf m',
    'm runs',
    'perf d',
    'a11y',
    'BP',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB gz',
    'Δ JS',
    'later KB',
    'axe',
  ]
  const lines = [bare, ...rows].map((r) => {
    const isBare = r === bare
    const delta = (r.jsGzipBytes - bare.jsGzipBytes) / bare.jsGzipBytes
    // DESIGN §5: JS within 10 % of the bare page; a page with the contact form at most 40 KB more
    const jsOk = isBare || (r.hasContactForm ? r.jsGzipBytes <= bare.jsGzipBytes + 40 * KB : delta <= 0.1)
    return [
      r.template,
      r.path.length > 48 ? `${r.path.slice(0, 45)}…` : r.path,
      mark(String(r.perfMobile), isBare || r.perfMobile >= bare.perfMobile),
      spread(r.mobileRuns.map((m) => m.perf)),
      mark(String(r.perfDesktop), isBare || r.perfDesktop === 100),
      mark(String(r.a11y), isBare || r.a11y === 100),
      mark(String(r.bestPractices), isBare || r.bestPractices === 100),
      // a page that asks not to be indexed (thank-you pages, search results, sign-in) fails only
      // is-crawlable, on purpose: shown, not counted as a miss
      noindexOnly(r) ? `${r.seo} (noindex)` : mark(String(r.seo), isBare || r.seo === 100),
      (r.lcpMs / 1000).toFixed(2),
      r.tbtMs.toFixed(0),
      mark(r.cls.toFixed(3), isBare || r.cls <= 0.01),
      (r.jsGzipBytes / KB).toFixed(1),
      mark(
        isBare ? '—' : `${delta >= 0 ? '+' : ''}${(delta * 100).toFixed(0)} %${r.hasContactForm ? ' (form)' : ''}`,
        jsOk,
      ),
      (r.laterJsGzipBytes / KB).toFixed(1),
      mark(String(r.axe.reduce((n, v) => n + v.nodes, 0)), isBare || r.axe.length === 0),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`\n${fmt(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`)
  lines.forEach((l) => console.log(fmt(l)))
  console.log(
    '\nBudgets (DESIGN §5): perf m ≥ bare page, perf d 100, a11y/BP/SEO 100, CLS ≤ 0.01, JS ≤ bare + 10 %' +
      ' (contact-form pages ≤ bare + 40 KB gzip), 0 axe violations (WCAG 2.2 AA). LCP/TBT: mobile, simulated.' +
      `\nperf m: the median of ${MOBILE_RUNS} mobile runs; m runs: their lowest and highest score. CLS: the worst of` +
      ' every run, mobile and desktop.' +
      '\nJS KB gz: scripts fetched until the load event (first load); later KB: after it (prefetches of linked' +
      ' routes, idle third parties), not budgeted.' +
      '\nSEO "(noindex)": the page asks search engines not to index it (thank-you pages, search results,' +
      ' sign-in), so is-crawlable, its only SEO miss, fails by design.',
  )
  return pass
}

/** The range of a page's mobile runs ("97–100"), or the one value when they agree. */
function spread(values: number[]): string {
  if (!values.length) return 'n/a'
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  return lo === hi ? String(lo) : `${lo}–${hi}`
}

function noindexOnly(r: Row): boolean {
  const seo = r.failedAudits.filter((a) => a.startsWith('seo:'))
  return r.seo < 100 && seo.length === 1 && seo[0] === 'seo:is-crawlable'
}

function printDetails(rows: Row[]): void {
  const problems = rows.filter((r) => r.failedAudits.length > 0 || r.axe.length > 0)
  if (problems.length > 0) console.log('\nWhat failed:')
  for (const r of problems) {
    console.log(`  ${r.template} (${r.path})`)
    for (const v of r.axe) console.log(`    axe ${v.id} [${v.impact ?? '?'}] ×${v.nodes}: ${v.help}`)
    for (const a of r.failedAudits) console.log(`    lighthouse ${a}`)
  }
  console.log('\nHTML cache headers (status, Cache-Control):')
  for (const r of rows) console.log(`  ${r.path.padEnd(50)} ${r.cacheControl}`)
}

const started = Date.now()
prepare()
const servers = await startServers()
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill()
    for (const s of servers) s.kill('SIGTERM')
    process.exit(130)
  })
}
let ok = false
try {
  const all = await resolveTemplates(async (p) => (await fetch(`${origin}${p}`)).text())
  const templates =
    onlyPaths.length > 0 ? onlyPaths.map((p) => all.find((t) => t.path === p) ?? { template: 'url', path: p }) : all
  // warm every route once so the first Lighthouse run does not pay for a cold cache
  for (const t of templates) await (await fetch(`${origin}${t.path}`)).arrayBuffer()
  // axe first: it is quick and its findings are the ones to fix first
  console.log('  axe-core on every template …')
  const axe = await axeAll(templates)
  for (const [p, a] of axe) if (a.axe.length > 0) console.log(`    ${p}: ${a.axe.map((v) => v.id).join(', ')}`)
  const bareMeasured = await measure({ template: 'bare Next.js', path: '/' }, bareOrigin, chrome.port)
  const bare: Row = { ...bareMeasured, axe: [], hasContactForm: false }
  console.log(`  bare Next.js page: mobile ${bare.perfMobile}, desktop ${bare.perfDesktop}`)
  const rows: Row[] = []
  for (const t of templates) {
    process.stdout.write(`  Lighthouse ${t.path} … `)
    const m = await measure(t, origin, chrome.port)
    console.log(`mobile ${m.perfMobile}, desktop ${m.perfDesktop}`)
    rows.push({ ...m, axe: [], hasContactForm: false, ...axe.get(t.path) })
    // partial results survive an interrupted run
    writeFileSync(path.join(dir, 'report.json'), JSON.stringify({ bare, rows }, null, 2))
  }
  ok = printTable(rows, bare)
  printDetails(rows)
  console.log(
    `\n${ok ? '✔ every budget met' : '✖ budgets missed (✗)'} in ${((Date.now() - started) / 60000).toFixed(1)} min`,
  )
  console.log(`Full results: ${path.relative(root, path.join(dir, 'report.json'))}`)
} finally {
  chrome.kill()
  for (const s of servers) s.kill('SIGTERM')
}
process.exit(ok ? 0 : 1)
