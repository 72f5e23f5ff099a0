import 'server-only'
import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

/** A job still marked as processing after this long belonged to a worker that died: claim it again. */
export const STALE_CLAIM_MS = 10 * 60_000

type PgPool = { query: (sql: string, params: unknown[]) => Promise<{ rows: Array<{ id: number | string }> }> }

/**
 * Marks up to `limit` due jobs of `queue` as processing and returns their ids, in one atomic
 * statement. Payload's own `jobs.run` finds jobs and then updates them one by one, so two runners
 * (two workers, or a worker and a web instance) could both pick the same job; here a job is
 * claimed by exactly one of them (PostgreSQL: row locks with SKIP LOCKED; SQLite: one writer).
 */
export async function claimJobs(payload: Payload, queue: string, limit: number): Promise<Array<number | string>> {
  const staleBefore = new Date(Date.now() - STALE_CLAIM_MS).toISOString()
  const now = new Date().toISOString()
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    const { rows } = await pool.query(
      `UPDATE payload_jobs SET processing = true, updated_at = now()
        WHERE id IN (
          SELECT id FROM payload_jobs
           WHERE queue = $1 AND completed_at IS NULL AND has_error IS NOT TRUE
             AND (processing IS NOT TRUE OR updated_at < $3::timestamptz)
             AND (wait_until IS NULL OR wait_until < now())
           ORDER BY created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [queue, limit, staleBefore],
    )
    return rows.map((r) => r.id)
  }
  const client = (payload.db as unknown as { client: Client }).client
  // Payload stores SQLite dates as ISO strings, which compare correctly as text
  const result = await client.execute({
    sql: `UPDATE payload_jobs SET processing = 1, updated_at = ?
           WHERE id IN (
             SELECT id FROM payload_jobs
              WHERE queue = ? AND completed_at IS NULL AND coalesce(has_error, 0) = 0
                AND (coalesce(processing, 0) = 0 OR updated_at < ?)
                AND (wait_until IS NULL OR wait_until < ?)
              ORDER BY created_at
              LIMIT ?)
           RETURNING id`,
    args: [now, queue, staleBefore, now, limit],
  })
  return result.rows.map((r) => r.id as number)
}

/**
 * Claims due jobs, then runs each one through Payload (retries, backoff and the job log stay
 * Payload's). Returns how many ran.
 */
export async function runClaimedJobs(
  payload: Payload,
  { queue, limit, sequential }: { queue: string; limit: number; sequential: boolean },
): Promise<number> {
  const ids = await claimJobs(payload, queue, limit)
  const run = (id: number | string) => payload.jobs.runByID({ id, silent: true })
  // a few at a time: each delivery holds database connections, and the pool is small (10)
  const parallel = sequential ? 1 : 4
  const pending = [...ids]
  await Promise.all(
    Array.from({ length: Math.min(parallel, pending.length) }, async () => {
      for (let id = pending.shift(); id !== undefined; id = pending.shift()) await run(id)
    }),
  )
  return ids.length
}
