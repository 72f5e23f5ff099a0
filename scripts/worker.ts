/**
 * `npm run worker`: runs the lead-delivery queue in its own process, for deployments where the web
 * instances run with JOBS_AUTORUN=0. Any number of workers (and web instances with the runner on)
 * may run side by side: each job is claimed atomically by one of them (claim-jobs.server.ts).
 * SIGTERM/SIGINT stop taking new jobs, let the batch in progress finish, then exit 0.
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const intervalMs = Number(process.env.WORKER_INTERVAL_MS ?? 1000)

async function main(): Promise<void> {
  const { preloadLexical } = await import('../src/cms/seed/preload')
  await preloadLexical()
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { startJobRunner } = await import('../src/features/leads/job-runner.server')
  const payload = await getPayload({ config })
  const stop = startJobRunner(payload, intervalMs)
  // the runner's timer does not hold the process open on its own
  const keepAlive = setInterval(() => {}, 60_000)
  console.log(`Worker ${process.pid} running the lead queue every ${intervalMs} ms`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Worker ${process.pid}: ${signal}, finishing the current batch`)
    const forced = setTimeout(() => {
      console.error(`Worker ${process.pid}: batch still running after 30 s, exiting`)
      process.exit(1)
    }, 30_000)
    forced.unref()
    await stop()
    clearInterval(keepAlive)
    await payload.destroy().catch(() => undefined)
    console.log(`Worker ${process.pid} stopped`)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error('Worker failed to start:', error)
  process.exit(1)
})
