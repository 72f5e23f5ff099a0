import type { Payload } from 'payload'
import { LEADS_QUEUE } from './deliver-lead.task'

/**
 * Runs queued lead deliveries inside the server every few seconds, one batch at a time. On SQLite
 * the jobs of a batch run one after another: libSQL calls block the process, so two deliveries
 * writing at once in one process would only fail each other with SQLITE_BUSY.
 */
export function startJobRunner(payload: Payload, intervalMs = 2000): () => void {
  let running = false
  const sequential = payload.db.name === 'sqlite'
  const tick = async () => {
    if (running) return
    running = true
    try {
      await payload.jobs.run({ queue: LEADS_QUEUE, limit: 100, sequential, silent: true })
    } catch (error) {
      payload.logger.error({ msg: 'Lead delivery run failed', err: error })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
