/** Processes for the multi-instance checks: app instances, workers, and waiting on conditions. */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
const node = process.execPath

/**
 * One production app instance. `main` is the custom server (src/server/main.ts); `next` is plain
 * `next start`, for when the custom server is unavailable (SCALE_SERVER=next).
 */
export async function startApp(port: number, env: Record<string, string>, label: string): Promise<ChildProcess> {
  const args =
    process.env.SCALE_SERVER === 'next'
      ? ['node_modules/next/dist/bin/next', 'start', '-p', String(port)]
      : ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts']
  const child = spawn(node, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  prefixOutput(child, label)
  await waitFor(`${label} listening`, 120_000, async () => {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`)
    const res = await fetch(`http://127.0.0.1:${port}/api/users/me`).catch(() => undefined)
    return res !== undefined && res.status < 500
  })
  return child
}

/** A `npm run worker` process. */
export function startWorker(env: Record<string, string>, label: string): ChildProcess {
  const child = spawn(
    node,
    ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/node-hooks/server-only.mjs', 'scripts/worker.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  prefixOutput(child, label)
  return child
}

function prefixOutput(child: ChildProcess, label: string) {
  const quiet = process.env.SCALE_VERBOSE !== '1'
  const print = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      if (!quiet || /error|fail|worker|warn/i.test(line)) console.log(`  [${label}] ${line.slice(0, 300)}`)
    }
  }
  child.stdout?.on('data', print)
  child.stderr?.on('data', print)
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), 40_000)
  const code = await exited
  clearTimeout(timer)
  return code
}

/** Polls `check` until it is true; the time it took, or throws after `timeoutMs`. */
export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`)
}
