import 'server-only'
import { startPeriodicRun } from '@/lib/periodic-run.server'
import { INTERNAL_TOKEN_HEADER, internalToken } from './internal-token'

/** Payload's admin queues scheduled publish and unpublish jobs here (its default queue). */
export const SCHEDULE_QUEUE = 'default'
export const SCHEDULED_PUBLISH_ROUTE = '/api/v1/scheduled-publish'

/** The server's own address from this process: a wildcard or unset HOSTNAME is reached on loopback. */
export function loopbackOrigin(env: { PORT?: string; HOSTNAME?: string }): string {
  const host = env.HOSTNAME && !['0.0.0.0', '::', '[::]'].includes(env.HOSTNAME) ? env.HOSTNAME : '127.0.0.1'
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${env.PORT || 3000}`
}

/**
 * Runs due scheduled publications every few seconds. They run in a request to the server's own
 * route, not here: Next refreshes cached pages (revalidateTag) only inside a request, and a page
 * published at 8:00 must show at 8:00, with its listings, without a rebuild.
 */
export function startScheduleRunner(
  secret: string,
  log: (msg: string, err: unknown) => void,
  intervalMs = 5000,
  origin = loopbackOrigin({ PORT: process.env.PORT, HOSTNAME: process.env.HOSTNAME }),
): () => Promise<void> {
  const run = async () => {
    const res = await fetch(`${origin}${SCHEDULED_PUBLISH_ROUTE}`, {
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(secret) },
      signal: AbortSignal.timeout(60_000),
    })
    await res.body?.cancel()
    // 503: the database was busy (a burst of leads); the due releases wait for the next run
    if (!res.ok && res.status !== 503) throw new Error(`${SCHEDULED_PUBLISH_ROUTE} answered ${res.status}`)
  }
  return startPeriodicRun(run, (err) => log('Scheduled publish run failed', err), intervalMs)
}
