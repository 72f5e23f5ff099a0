/**
 * `npm run worker`: runs the lead-delivery queue in its own process, for deployments where the web
 * instances run with JOBS_AUTORUN=0. Any number of workers (and web instances with the runner on)
 * may run side by side: each job is claimed atomically by one of them (claim-jobs.server.ts).
 * SIGTERM/SIGINT stop taking new jobs, let the batch in progress finish, then exit 0.
 */
import nextEnv from '@next/env'
import { createLogger } from '../src/lib/logger'

nextEnv.loadEnvConfig(process.cwd())
// a service beside the web instances: its lines are log lines like theirs (src/lib/logger.ts)
const log = createLogger({ component: 'worker' })

const intervalMs = Number(process.env.WORKER_INTERVAL_MS ?? 1000)

async function main(): Promise<void> {
  const { preloadLexical } = await import('../src/cms/seed/preload')
  await preloadLexical()
  const { default: config } = await import('../src/cms/provide-config')
  const { getPayload } = await import('payload')
  const { startJobRunner } = await import('../src/content/leads/job-runner.server')
  const payload = await getPayload({ config })
  const stop = startJobRunner(payload, intervalMs)
  // the runner's timer does not hold the process open on its own
  const keepAlive = setInterval(() => {}, 60_000)
  log.info(`running the lead queue every ${intervalMs} ms`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: finishing the current batch`)
    const forced = setTimeout(() => {
      log.error('batch still running after 30 s, exiting')
      process.exit(1)
    }, 30_000)
    forced.unref()
    await stop()
    clearInterval(keepAlive)
    await payload.destroy().catch(() => undefined)
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  log.error('could not start', { err: error })
  process.exit(1)
})
