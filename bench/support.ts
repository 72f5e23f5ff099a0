import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const node = process.execPath

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

/** A production build of the current source in `distDir`, rebuilt when any source file is newer. */
export function ensureBuild(distDir: string, env: Record<string, string>): void {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestMtime(path.join(root, 'src'))) return
  const res = spawnSync(node, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
  })
  if (res.status !== 0) throw new Error('build failed')
}

/** A fresh migrated database in `dir` (SQLite). */
export function freshDatabase(dir: string, env: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const res = spawnSync(
    node,
    ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs', 'scripts/migrate.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    },
  )
  if (res.status !== 0) throw new Error('migrate failed')
}

export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(node, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/users/me`)
      if (res.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

/** Resident memory of a process and its children (next start forks the real server). */
export function rssMb(pid: number): number {
  let total = 0
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      total += kb
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim()
      for (const c of children.split(/\s+/).filter(Boolean)) visit(Number(c))
    } catch {
      // process gone
    }
  }
  visit(pid)
  return total / 1024
}

/** A stand-in for the reCAPTCHA verify endpoint that passes every token (the check itself is tested elsewhere). */
export async function fakeRecaptcha(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ success: true, score: 0.9, action: 'checkcaptcha' }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, server }
}

export type LoadResult = {
  requests: number
  errors: number
  seconds: number
  latencies: number[]
  statuses: Record<number, number>
}

/** Closed-loop load: `connections` workers each send their next request as soon as the last one answers. */
export async function load(
  connections: number,
  durationMs: number,
  send: (i: number) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  let n = 0
  const end = Date.now() + durationMs
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now()
        try {
          const status = await send(n++)
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status >= 400) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies, statuses }
}
