/**
 * `npm run bench:server`: requests per second on a prerendered page served by `next start` and by
 * the production server (src/server/main.ts), from the same build, alternating so both meet the
 * same machine noise. Uses the browser suite's build and database (run `npm test -- e2e` once, or
 * set E2E_NAME/E2E_PORT as for the suite). BENCH_PATH picks the page, BENCH_SECONDS the length.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { E2E } from '../tests/e2e/support/env'

const PAGE = process.env.BENCH_PATH ?? '/' // prerendered (○ in the build output)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const PORT = E2E.port + 6

const commands = {
  'next start': ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)],
  'custom server': ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
} as const
type Name = keyof typeof commands

async function start(name: Name): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...commands[name]], {
    env: { ...process.env, ...E2E.env, PORT: String(PORT), FORMS_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${PAGE}`)).ok) return child
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${name} did not start`)
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r))
  process.kill(-child.pid!, 'SIGKILL')
  await exited
}

async function measure(name: Name): Promise<number> {
  const server = await start(name)
  try {
    const url = `http://127.0.0.1:${PORT}${PAGE}`
    await autocannon({ url, connections: 20, duration: 2 }) // warm-up
    const result = await autocannon({ url, connections: 20, duration: SECONDS })
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    console.log(`${name.padEnd(13)} ${result.requests.average.toFixed(0)} req/s (p99 ${result.latency.p99} ms)`)
    return result.requests.average
  } finally {
    await stop(server)
  }
}

const best: Record<Name, number> = { 'next start': 0, 'custom server': 0 }
for (let round = 0; round < ROUNDS; round++) {
  for (const name of Object.keys(commands) as Name[]) best[name] = Math.max(best[name], await measure(name))
}
const ratio = best['custom server'] / best['next start']
console.log(`\n${PAGE}: custom server / next start = ${ratio.toFixed(2)} (best of ${ROUNDS} rounds, ${SECONDS} s each)`)
