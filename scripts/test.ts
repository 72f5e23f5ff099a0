/**
 * `npm test`: every check, in order of cost. Static checks, unit and integration tests (Vitest,
 * SQLite and PostgreSQL), then browser tests (Playwright) against a fresh production build with
 * seeded demo content, then the multi-instance topology on PostgreSQL + Redis (tests/scale). Ends with
 * one summary line: "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { E2E } from '../tests/e2e/support/env'
import { SCALE_DATABASE_URL, SCALE_REDIS_URL } from '../tests/scale/services'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const node = process.execPath
const stages = ['static', 'vitest', 'e2e', 'scale']
const only = process.argv.slice(2).filter((a) => stages.includes(a))
// anything else names Playwright spec files or options: `npm test -- e2e tests/e2e/search.spec.ts`
const playwrightArgs = process.argv.slice(2).filter((a) => !stages.includes(a))
const wants = (stage: string) => only.length === 0 || only.includes(stage)

type Tally = { passed: number; failed: number; skipped: number }
const tally: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
// printed last, so the tail of a CI log names each failed test and where the time went
const failedTests: string[] = []
/** Time per spec file over both groups' runs (every attempt). */
const specTimes = new Map<string, number>()

function run(label: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now()
  console.log(`\n━━ ${label}`)
  const res = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  const ok = res.status === 0
  console.log(`${ok ? '✔' : '✖'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return ok
}

/** A check that is not a test-runner test still counts once in the summary. */
function check(label: string, args: string[], env: Record<string, string> = {}): boolean {
  const ok = run(label, args, env)
  if (ok) tally.passed += 1
  else {
    tally.failed += 1
    failures.push(label)
  }
  return ok
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

function hashTree(inputs: string[], extra: string): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    if (!existsSync(p)) return
    if (statSync(p).isDirectory()) for (const n of readdirSync(p).sort()) walk(path.join(p, n))
    else hash.update(p).update(readFileSync(p))
  }
  inputs.forEach(walk)
  return hash.update(extra).digest('hex')
}

const bin = {
  tsc: 'node_modules/typescript/bin/tsc',
  eslint: 'node_modules/eslint/bin/eslint.js',
  prettier: 'node_modules/prettier/bin/prettier.cjs',
  payload: 'node_modules/payload/bin.js',
  vitest: 'node_modules/vitest/vitest.mjs',
  next: 'node_modules/next/dist/bin/next',
  playwright: 'node_modules/@playwright/test/cli.js',
  tsx: 'node_modules/tsx/dist/cli.mjs',
}
// the scripts load server modules under plain Node (scripts/node-hooks/README.md)
const serverSide = ['--import', './scripts/node-hooks/server-only.mjs']

mkdirSync('test-results', { recursive: true })

if (wants('static')) {
  check('Types (tsc)', [bin.tsc, '--noEmit'])
  check('Lint (eslint)', [bin.eslint, '.', '--max-warnings=0'])
  check('Format (prettier)', [bin.prettier, '--check', '.', '--log-level=warn'])
  const generated = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
  const before = generated.map((f) => readFileSync(f, 'utf8'))
  const regenerated = run('Regenerate Payload types and import map', [bin.tsx, ...serverSide, 'scripts/generate.ts'])
  if (!regenerated) {
    tally.failed += 1
    failures.push('Regenerating generated files')
  }
  const stale = generated.filter((f, i) => readFileSync(f, 'utf8') !== before[i])
  if (stale.length > 0) {
    tally.failed += 1
    failures.push(`Generated files out of date (commit them): ${stale.join(', ')}`)
    console.log(`✖ Generated files were out of date: ${stale.join(', ')}`)
  } else {
    tally.passed += 1
    console.log('✔ Generated files are up to date')
  }
}

if (wants('vitest')) {
  const out = 'test-results/vitest.json'
  rmSync(out, { force: true })
  run('Unit and integration tests (Vitest: SQLite and PostgreSQL)', [
    bin.vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    success: boolean
  }>(out)
  if (report) {
    tally.passed += report.numPassedTests
    tally.failed += report.numFailedTests
    tally.skipped += report.numPendingTests + report.numTodoTests
    if (!report.success) failures.push('Vitest')
    if (report.numFailedTests === 0 && !report.success) tally.failed += 1
  } else {
    tally.failed += 1
    failures.push('Vitest produced no report')
  }
}

if (wants('e2e')) {
  const env = E2E.env
  rmSync(E2E.dir, { recursive: true, force: true })
  mkdirSync(E2E.dir, { recursive: true })
  const prepared =
    run('E2E: migrate a fresh database', [bin.tsx, ...serverSide, 'scripts/migrate.ts'], env) &&
    run('E2E: seed demo content', [bin.tsx, ...serverSide, 'scripts/seed.ts'], env)
  const stamp = path.join(env.NEXT_DIST_DIR!, 'source-hash')
  const hash = hashTree(
    ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'],
    JSON.stringify(env),
  )
  const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && !process.env.CI
  // the data cache of an earlier build holds the content of an earlier seed: a build prerenders from
  // the database it has just been given, never from what a previous seed's pages said
  // and the image optimizer's cache holds the pictures of an earlier seed under the same addresses
  if (!fresh)
    for (const cache of ['fetch-cache', 'images'])
      rmSync(path.join(env.NEXT_DIST_DIR!, 'cache', cache), { recursive: true, force: true })
  // tsc is a stage of its own; CI builds once, so Turbopack's build cache would only be written, never read
  const buildEnv = { ...env, BUILD_TYPECHECK: '0', ...(process.env.CI ? { BUILD_CACHE: '0' } : {}) }
  const built = prepared && (fresh || run('E2E: production build', [bin.next, 'build'], buildEnv))
  if (built && !fresh) writeFileSync(stamp, hash)
  if (!built) {
    tally.failed += 1
    failures.push('E2E preparation (migrate, seed or build)')
  } else {
    // the groups of playwright.config.ts: two side by side, one spec at a time each, then the one that runs alone
    const groups = [
      { label: 'pages and requests, side by side', args: ['--project=pages', '--project=requests', '--workers=2'] },
      { label: 'alone', args: ['--project=alone'] },
    ]
    groups.forEach((group, n) => {
      // beside the suite's database: Playwright empties test-results/ at the start of each run
      const out = path.join(E2E.dir, `playwright-${n + 1}.json`)
      rmSync(out, { force: true })
      run(
        `Browser tests (Playwright, Chromium): ${group.label}`,
        // a spec named on the command line is in one group: the other finds nothing to run
        [bin.playwright, 'test', ...group.args, '--pass-with-no-tests', ...playwrightArgs],
        { ...env, E2E_REPORT: out },
      )
      const report = readJson<PlaywrightReport>(out)
      if (report) {
        summarisePlaywright(report)
        tally.passed += report.stats.expected + report.stats.flaky
        tally.failed += report.stats.unexpected
        tally.skipped += report.stats.skipped
        if (report.stats.unexpected > 0) failures.push(`Playwright (${group.label})`)
      } else {
        tally.failed += 1
        failures.push(`Playwright (${group.label}) produced no report`)
      }
    })
  }
}

type PlaywrightSpec = {
  title: string
  file: string
  line: number
  tests: { status: string; results: { duration: number; status: string; error?: { message?: string } }[] }[]
}
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites?: PlaywrightSuite[]
}

/** Names each unexpected and flaky test with its first error line, and totals the time per spec file. */
function summarisePlaywright(report: PlaywrightReport): void {
  const perFile = new Map<string, number>()
  const visit = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0)
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms)
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue
        const error = t.results.find((r) => r.error)?.error?.message ?? ''
        // Playwright colours its messages for a terminal
        const first =
          error
            .replace(/\u001b\[[0-9;]*m/g, '')
            .split('\n')
            .find((l) => l.trim()) ?? ''
        const name = [...trail, spec.title].filter(Boolean).join(' › ')
        failedTests.push(
          `${t.status === 'flaky' ? 'flaky' : 'FAILED'}  ${spec.file}:${spec.line}  ${name}\n    ${first.trim()}`,
        )
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...trail, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  for (const [file, ms] of perFile) specTimes.set(file, (specTimes.get(file) ?? 0) + ms)
}

function slowestSpecs(): string[] {
  return [...specTimes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([file, ms]) => `${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`)
}

/** Whether a server accepts connections at a URL's host and port. */
function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort), timeout: 2000 })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.once('connect', () => done(true))
    socket.once('timeout', () => done(false))
    socket.once('error', () => done(false))
  })
}

if (wants('scale')) {
  const label = 'Scale: two instances on PostgreSQL + Redis + S3, two workers (test:scale)'
  const down = [
    (await answers(SCALE_DATABASE_URL, 5432)) ? '' : `PostgreSQL (${new URL(SCALE_DATABASE_URL).host})`,
    (await answers(SCALE_REDIS_URL, 6379)) ? '' : `Redis (${new URL(SCALE_REDIS_URL).host})`,
  ].filter(Boolean)
  if (down.length > 0) {
    tally.skipped += 1
    console.log(`\n━━ ${label}\n- skipped: ${down.join(' and ')} not answering`)
  } else check(label, [bin.tsx, ...serverSide, 'tests/scale/topology.ts'])
}

if (specTimes.size > 0) console.log(`\nSlowest browser spec files (all attempts):\n${slowestSpecs().join('\n')}`)
if (failedTests.length > 0) console.log(`\nBrowser tests that failed or needed their retry:\n${failedTests.join('\n')}`)
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`)
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`)
process.exit(tally.failed > 0 ? 1 : 0)
