import 'server-only'
import type { Payload } from 'payload'
import { SCHEDULE_QUEUE } from './schedule-runner.server'

type ScheduleInput = { doc?: { relationTo?: unknown } | null; global?: unknown }

/**
 * The cache tags a scheduled job's document refreshes: content is tagged by its collection's or
 * global's slug (src/lib/cache-tags.ts), and only collections with drafts can be scheduled.
 */
export function tagsOfScheduledJob(input: unknown): string[] {
  const { doc, global } = (input ?? {}) as ScheduleInput
  return [doc?.relationTo, global].filter((slug): slug is string => typeof slug === 'string' && slug !== '')
}

/**
 * The tags of the scheduled publications that finished since `since`. The collection hooks already
 * refresh them, but from inside the publishing transaction: a visit in between renders (and caches)
 * the page as it was before the release. Refreshing again after the commit leaves no stale entry.
 */
export async function releasedTags(payload: Payload, since: Date): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      queue: { equals: SCHEDULE_QUEUE },
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { greater_than_equal: since.toISOString() },
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return [...new Set(docs.flatMap((job) => tagsOfScheduledJob(job.input)))]
}
