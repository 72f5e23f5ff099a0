import { serverEnv } from './lib/env'
import { createLogger } from './lib/logger'

const serverLog = createLogger({ component: 'server' })

/**
 * Node-side start-up. A production server with a missing secret stops here, naming the variable,
 * instead of failing on its first request; then the CMS starts with its job runner, so queued lead
 * deliveries go out without a separate worker. Both are stopped in order when the production
 * server (src/server/main.ts) shuts down.
 */
export async function registerNode(): Promise<void> {
  try {
    serverEnv()
  } catch (error) {
    serverLog.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [
    { getPayload },
    { default: config },
    { startJobRunner },
    { startScheduleRunner },
    { onShutdown },
    { closeDatabase },
  ] = await Promise.all([
    import('payload'),
    import('./cms/provide-config'),
    import('./content/leads/job-runner.server'),
    import('./features/publishing/schedule-runner.server'),
    import('./server/lifecycle'),
    import('./server/close-database'),
  ])
  // A database that is locked or down at boot must not fail start-up: Next would then answer every
  // request with a bare 500. Requests get their own answer (the forms API a 503) while this retries.
  const start = async (): Promise<void> => {
    try {
      const payload = await getPayload({ config })
      // hooks run last-registered first: the runner finishes its batch before the database closes
      onShutdown('database', () => closeDatabase(payload))
      if (serverEnv().JOBS_AUTORUN === '1') {
        onShutdown('job runner', startJobRunner(payload))
        const log = (msg: string, err: unknown) => payload.logger.error({ msg, err })
        onShutdown('schedule runner', startScheduleRunner(serverEnv().PAYLOAD_SECRET, log))
      }
    } catch (error) {
      serverLog.error(`CMS start failed, retrying in ${RETRY_START_MS} ms`, {
        reason: error instanceof Error ? error.message : String(error),
      })
      setTimeout(() => void start(), RETRY_START_MS).unref()
    }
  }
  await start()
}

const RETRY_START_MS = 2000
