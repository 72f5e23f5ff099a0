import 'server-only'
import type { Payload } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { SCHEDULE_QUEUE } from './schedule-runner.server'

const TAGS: ReadonlySet<string> = new Set(Object.values(CACHE_TAGS))

type ScheduleInput = { doc?: { relationTo?: unknown } | null; global?: unknown }

/** The cache tags a scheduled job's document refreshes: content collections and globals are tagged by slug. */
export function tagsOfScheduledJob(input: unknown): string[] {
  const { doc, global } = (input ?? {}) as ScheduleInput
  return [doc?.relationTo, global].filter((slug): slug is string => typeof slug === 'string' && TAGS.has(slug))
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
