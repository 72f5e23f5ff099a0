import 'server-only'
import type { Payload } from 'payload'
import { startPeriodicRun } from '@/lib/periodic-run.server'
import { runClaimedJobs } from './claim-jobs.server'
import { LEADS_QUEUE } from './deliver-lead.task'

/**
 * Runs queued lead deliveries inside the server every few seconds, one batch at a time. On SQLite
 * the jobs of a batch run one after another: libSQL calls block the process, so two deliveries
 * writing at once in one process would only fail each other with SQLITE_BUSY.
 */
export function startJobRunner(payload: Payload, intervalMs = 2000): () => Promise<void> {
  const sequential = payload.db.name === 'sqlite'
  return startPeriodicRun(
    // an atomic claim, so several runners (web instances, workers) never run the same delivery twice
    () => runClaimedJobs(payload, { queue: LEADS_QUEUE, limit: 100, sequential }),
    (error) => payload.logger.error({ msg: 'Lead delivery run failed', err: error }),
    intervalMs,
  )
}
