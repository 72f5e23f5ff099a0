/**
 * The sites `npm run audit` measures: this site, built into its own dist dir against a seeded SQLite
 * database under .tmp-audit/, served by the production server; and a bare Next.js page beside it,
 * built from the same installed framework, the floor every template is compared with.
 *
 * A site is built once per set of build-time patches turned off (src/lib/framework-patches.ts):
 * `.next-audit` with every patch, `.next-audit-compile-hints` without the compile hints, and so on. The
 * server-side patches need no build of their own: a second server runs the same build with them off.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FRAMEWORK_PATCHES, type FrameworkPatch } from '../../src/lib/framework-patches'

export const root = path.resolve(import.meta.dirname, '../..')
const node = process.execPath
export const auditDir = path.join(root, '.tmp-audit')
/** The site's port (`AUDIT_PORT`, 3270 by default); the bare page's is the next one, the A/B's peer the one after. */
export const SITE_PORT = Number(process.env.AUDIT_PORT ?? 3270)
export const BARE_PORT = SITE_PORT + 1
// one bare app per port, so that two audits on one machine (two worktrees) do not rebuild each other's
const bareDir = path.join(
  tmpdir(),
  SITE_PORT === 3270 ? 'arden-hale-audit-bare-next' : `arden-hale-audit-bare-next-${SITE_PORT}`,
)

/** One way to serve the site: the patches turned off (none: the site as it ships). */
export type SiteVariant = { label: string; off: readonly FrameworkPatch[] }
export const SHIPPED: SiteVariant = { label: 'as shipped', off: [] }

/** The dist dir of a variant: one build per set of patches that act at build or render time. */
export function distDirOf(variant: SiteVariant): string {
  const built = variant.off.filter((p) => FRAMEWORK_PATCHES[p] !== 'server')
  return built.length === 0 ? '.next-audit' : `.next-audit-${built.join('+')}`
}

/** The environment a variant is built and served with. */
export function siteEnv(variant: SiteVariant, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDirOf(variant),
    FRAMEWORK_PATCHES_OFF: variant.off.join(','),
    PAYLOAD_SECRET: 'audit-secret-not-for-production',
    DATABASE_URL: `file:${path.join(auditDir, 'site.db')}`,
    MEDIA_DIR: path.join(auditDir, 'media'),
    CV_DIR: path.join(auditDir, 'cv-files'),
    // one database, several servers: only the first runs the jobs
    JOBS_AUTORUN: port === SITE_PORT ? '1' : '0',
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
  }
}

function step(label: string, cmd: string[], env: Record<string, string>, cwd = root): void {
  const started = Date.now()
  console.log(`▶ ${label}`)
  const res = spawnSync(node, cmd, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } })
  if (res.status !== 0) throw new Error(`${label} failed (exit ${res.status ?? res.signal})`)
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

function sourceHash(env: Record<string, string>): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    if (!existsSync(p)) return
    if (statSync(p).isDirectory()) for (const n of readdirSync(p).sort()) walk(path.join(p, n))
    else hash.update(p).update(readFileSync(p))
  }
  ;['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'].forEach((p) =>
    walk(path.join(root, p)),
  )
  const { PORT: _port, SITE_URL: _url, JOBS_AUTORUN: _jobs, ...built } = env
  return hash.update(JSON.stringify(built)).digest('hex')
}

/**
 * The database (seeded once) and a build of each variant, reused while the source is unchanged
 * (`reuse`: whatever the source). Prerendered pages hold the database's content: a new database
 * needs new builds.
 */
export function prepareSites(variants: readonly SiteVariant[], reuse: boolean): void {
  const db = path.join(auditDir, 'site.db')
  const env0 = siteEnv(SHIPPED, SITE_PORT)
  if (!existsSync(db)) {
    rmSync(auditDir, { recursive: true, force: true })
    mkdirSync(auditDir, { recursive: true })
    for (const v of new Set(variants.map(distDirOf))) rmSync(path.join(root, v, 'source-hash'), { force: true })
    step(
      'Migrate a fresh SQLite database',
      ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs', 'scripts/migrate.ts'],
      env0,
    )
    step(
      'Seed demo content',
      ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs', 'scripts/seed.ts'],
      env0,
    )
  }
  const done = new Set<string>()
  for (const variant of variants) {
    const dist = distDirOf(variant)
    if (done.has(dist)) continue
    done.add(dist)
    // the build-time patches decide the build; the server-side ones are the server's business
    const buildVariant = { ...variant, off: variant.off.filter((p) => FRAMEWORK_PATCHES[p] !== 'server') }
    const env = siteEnv(buildVariant, SITE_PORT)
    const stamp = path.join(root, dist, 'source-hash')
    const hash = sourceHash(env)
    if (existsSync(stamp) && (reuse || readFileSync(stamp, 'utf8') === hash)) {
      console.log(`✔ Reusing the build in ${dist}`)
      continue
    }
    // compile, then prerender: `next build` without its whole-tree type check (type errors are
    // `npm test`'s business and must not stop a measurement)
    const next = 'node_modules/next/dist/bin/next'
    step(`Build the site (${dist})`, [next, 'build', '--experimental-build-mode=compile'], env)
    step(`Prerender the site (${dist})`, [next, 'build', '--experimental-build-mode=generate'], env)
    writeFileSync(stamp, hash)
  }
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
export function prepareBare(reuse: boolean): void {
  if (reuse && existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) return
  rmSync(bareDir, { recursive: true, force: true })
  mkdirSync(path.join(bareDir, 'app'), { recursive: true })
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
  step('Build the bare Next.js page', ['node_modules/next/dist/bin/next', 'build'], {}, bareDir)
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

/** The production server of the site (security headers, CSP, HTML pipeline) for one variant. */
export async function startSite(variant: SiteVariant, port: number): Promise<ChildProcess> {
  const env = { ...process.env, ...siteEnv(variant, port) }
  const child = spawn(
    node,
    ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
    { cwd: root, env, stdio },
  )
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d))
  await waitFor(`http://localhost:${port}/`, child)
  return child
}

export async function startBare(): Promise<ChildProcess> {
  const child = spawn(node, ['node_modules/next/dist/bin/next', 'start', '-p', String(BARE_PORT)], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    stdio,
  })
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d))
  await waitFor(`http://localhost:${BARE_PORT}/`, child)
  return child
}
