import type { Payload } from 'payload'
import { runClaimedJobs } from './claim-jobs.server'
import { LEADS_QUEUE } from './deliver-lead.task'

/**
 * Runs queued lead deliveries inside the server every few seconds, one batch at a time. On SQLite
 * the jobs of a batch run one after another: libSQL calls block the process, so two deliveries
 * writing at once in one process would only fail each other with SQLITE_BUSY.
 */
export function startJobRunner(payload: Payload, intervalMs = 2000): () => Promise<void> {
  let running: Promise<void> | undefined
  let stopped = false
  const sequential = payload.db.name === 'sqlite'
  const tick = () => {
    if (running || stopped) return
    // an atomic claim, so several runners (web instances, workers) never run the same delivery twice
    running = runClaimedJobs(payload, { queue: LEADS_QUEUE, limit: 100, sequential })
      .then(
        () => undefined,
        (error: unknown) => payload.logger.error({ msg: 'Lead delivery run failed', err: error }),
      )
      .finally(() => (running = undefined))
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  // stopping lets the batch in progress finish, so no job is left marked as processing
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
