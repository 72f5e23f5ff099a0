#!/usr/bin/env node
// One command from a fresh clone to a running site: env file, migrations, demo content, build, serve.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

function done(label, started, status) {
  if (status !== 0) {
    console.error(`✖ ${label} failed (exit ${status})`)
    process.exit(typeof status === 'number' ? status : 1)
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

function run(label, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  done(label, started, res.status ?? res.signal)
}

/** Starts a step without waiting for it; resolves once it has finished (and exits the script if it failed). */
function runAlongside(label, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}`)
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      done(label, started, code ?? signal)
      resolve()
    })
  })
}

function ensureEnvFile() {
  if (existsSync('.env') || process.env.PAYLOAD_SECRET) return
  const example = readFileSync('.env.example', 'utf8')
  const secret = randomBytes(32).toString('hex')
  writeFileSync('.env', example.replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret}`), { mode: 0o600 })
  console.log('Created .env with a new PAYLOAD_SECRET (kept out of git).')
}

/** Hash of everything the build depends on, so a restart only rebuilds after a code change. */
function sourceHash() {
  const hash = createHash('sha256')
  const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']
  const walk = (p) => {
    if (!existsSync(p)) return
    const st = statSync(p)
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(path.join(p, name))
    } else {
      hash.update(p)
      hash.update(readFileSync(p))
    }
  }
  inputs.forEach(walk)
  for (const key of ['SITE_URL', 'SITE_BRAND_NAME', 'SITE_BRAND_SLUG']) hash.update(`${key}=${process.env[key] ?? ''}`)
  return hash.digest('hex')
}

ensureEnvFile()
const { loadEnvConfig } = (await import('@next/env')).default
loadEnvConfig(root)
mkdirSync('data', { recursive: true })
// the same rule as src/lib/env.ts: unset SITE_URL is the address served on (it is part of the build)
process.env.PORT = process.env.PORT?.trim() || '3000'
if (!process.env.SITE_URL?.trim()) process.env.SITE_URL = `http://localhost:${process.env.PORT}`

const prod = { NODE_ENV: 'production' }
const tsx = ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs']
const next = 'node_modules/next/dist/bin/next'
run('Applying database migrations', process.execPath, [...tsx, 'scripts/migrate.ts'], prod)
const seedArgs = [...tsx, 'scripts/seed.ts', '--if-empty']
const seedLabel = 'Loading demo content (only into an empty database)'

const stamp = path.join('.next', 'source-hash')
const current = sourceHash()
if (process.env.FORCE_BUILD === '1' || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) {
  // The compile needs no database, so it runs while the demo content loads; only the pages' generation
  // reads it. Types are checked by `npm test` (tsc), not again here (docs/performance.md#npm-start-on-a-fresh-clone).
  const build = { ...prod, BUILD_TYPECHECK: '0', BUILD_CACHE: '0' }
  await Promise.all([
    runAlongside(seedLabel, process.execPath, seedArgs, prod),
    runAlongside('Compiling the site', process.execPath, [next, 'build', '--experimental-build-mode=compile'], build),
  ])
  run('Rendering the pages', process.execPath, [next, 'build', '--experimental-build-mode=generate'], build)
  writeFileSync(stamp, current)
} else {
  run(seedLabel, process.execPath, seedArgs, prod)
  console.log('\n✔ Build is up to date')
}

// The production server (src/server/main.ts) runs from the project root so relative paths in .env
// (data/, media) stay valid. Signals are passed on so a stop drains requests and exits cleanly.
console.log(`\n▶ Serving on http://localhost:${process.env.PORT} (editor login: see README)`)
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, ...prod },
  },
)
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
