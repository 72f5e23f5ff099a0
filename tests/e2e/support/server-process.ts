import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { ROUTES_LOADING } from '../../../src/server/routes-loaded'
import { E2E } from './env'

/**
 * Extra production servers (src/server/main.ts) for the fault tests, started from the suite's own
 * build on their own port and, usually, on their own copy of the suite's database.
 */
export type ServerProcess = {
  child: ChildProcess
  origin: string
  output: () => string
  /** What /api/ready answered, in order, from the first answer until it stopped saying the routes load. */
  readiness: { status: number; reason?: string }[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export const FAULTS_DIR = path.join(E2E.dir, 'faults')

/** A consistent copy of the seeded e2e database (VACUUM INTO works while the suite's server runs). */
export async function copyOfE2eDatabase(name: string): Promise<string> {
  const dir = path.join(FAULTS_DIR, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'site.db')
  const db = createClient({ url: E2E.env.DATABASE_URL! })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    await db.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    db.close()
  }
  return file
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
    {
      env: { ...process.env, ...E2E.env, PORT: String(port), SITE_URL: `http://localhost:${port}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout!.on('data', (d) => (output += String(d)))
  child.stderr!.on('data', (d) => (output += String(d)))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  const readiness: ServerProcess['readiness'] = []
  // started = listening and past loading the routes (then ready, or not ready for a reason a test made)
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    try {
      const res = await fetch(`${origin}/api/ready`)
      const reason = res.ok ? undefined : ((await res.json()) as { reason?: string }).reason
      readiness.push({ status: res.status, reason })
      if (reason !== ROUTES_LOADING) return { child, origin, output: () => output, readiness, exited }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`server on port ${port} did not start:\n${output}`)
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}
