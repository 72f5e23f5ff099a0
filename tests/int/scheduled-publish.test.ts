import { afterAll, beforeAll, expect, it } from 'vitest'
import { runClaimedJobs } from '@/content/leads/claim-jobs.server'
import { SCHEDULE_QUEUE } from '@/features/publishing/schedule-runner.server'
import { startCms, type TestCms } from './support/cms'

let cms: TestCms

beforeAll(async () => {
  cms = await startCms('sqlite')
})

afterAll(async () => {
  await cms?.close()
})

const publicTitle = async (id: number) =>
  (await cms.payload.findByID({ collection: 'regions', id, overrideAccess: false, disableErrors: true }))?.title

/** What the admin's "Schedule" drawer queues (@payloadcms/ui schedulePublishHandler). */
const schedule = (id: number, type: 'publish' | 'unpublish', at: Date) =>
  cms.payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'regions', value: id } },
    waitUntil: at,
  })

const runDue = () => runClaimedJobs(cms.payload, { queue: SCHEDULE_QUEUE, limit: 20, sequential: true })

it('publishes a prepared draft when its time comes, not before, and unpublishes on schedule', async () => {
  const region = await cms.payload.create({
    collection: 'regions',
    data: { title: 'Nordics', slug: 'nordics', _status: 'published' },
  })
  await cms.payload.update({
    collection: 'regions',
    id: region.id,
    data: { title: 'Nordics and Baltics' },
    draft: true,
  })
  expect(await publicTitle(region.id)).toBe('Nordics')

  await schedule(region.id, 'publish', new Date(Date.now() + 1500))
  expect(await runDue()).toBe(0)
  expect(await publicTitle(region.id)).toBe('Nordics')

  await new Promise((r) => setTimeout(r, 1600))
  expect(await runDue()).toBe(1)
  expect(await publicTitle(region.id)).toBe('Nordics and Baltics')

  await schedule(region.id, 'unpublish', new Date(Date.now() - 1))
  expect(await runDue()).toBe(1)
  expect(await publicTitle(region.id)).toBeUndefined()
})
