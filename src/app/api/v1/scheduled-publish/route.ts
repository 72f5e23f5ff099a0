import '@/cms/provide-config'
import { revalidateTag } from 'next/cache'
import { runClaimedJobs } from '@/content/leads/claim-jobs.server'
import { isInternalToken, INTERNAL_TOKEN_HEADER } from '@/features/publishing/internal-token'
import { releasedTags } from '@/features/publishing/released-tags.server'
import { SCHEDULE_QUEUE } from '@/features/publishing/schedule-runner.server'
import { serverEnv } from '@/lib/env'
import { createLogger, requestIdOf } from '@/lib/logger'
import { payloadClient } from '@/lib/payload.server'

export const dynamic = 'force-dynamic'

const log = createLogger({ component: 'publishing' })

/**
 * Runs the due scheduled publish and unpublish jobs inside a request, so the hooks' revalidateTag
 * refreshes the pages and listings (src/features/publishing/schedule-runner.server.ts calls it).
 * Anyone else gets a 404.
 */
export async function POST(request: Request): Promise<Response> {
  const env = serverEnv()
  if (!isInternalToken(env.PAYLOAD_SECRET, request.headers.get(INTERNAL_TOKEN_HEADER))) {
    return new Response('Not Found', { status: 404 })
  }
  const payload = await payloadClient()
  const started = new Date()
  let ran: number
  try {
    ran = await runClaimedJobs(payload, { queue: SCHEDULE_QUEUE, limit: 20, sequential: true })
  } catch (error) {
    // the jobs stay due: the runner calls again in a few seconds
    log.warn('scheduled releases wait for the next run', { requestId: requestIdOf(request.headers), err: error })
    return Response.json(
      { status: 'busy' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
    )
  }
  // again after the commits: the hooks' refresh ran inside each release's transaction
  if (ran > 0) for (const tag of await releasedTags(payload, started)) revalidateTag(tag, { expire: 0 })
  return Response.json({ ran }, { headers: { 'cache-control': 'no-store' } })
}
