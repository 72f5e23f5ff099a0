import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimJobs } from '@/content/leads/claim-jobs.server'
import { LEADS_QUEUE } from '@/content/leads/deliver-lead.task'
import { postgresAvailable, startCms, type TestCms } from './support/cms'

const JOBS = 60

async function queueJobs(payload: Payload) {
  for (let i = 0; i < JOBS; i++) {
    await payload.jobs.queue({ task: 'deliverLead', input: { leadId: 100_000 + i }, queue: LEADS_QUEUE })
  }
}

/** Two runners claiming in small batches at the same time, as two workers do. */
async function race(claimA: () => Promise<Array<number | string>>, claimB: () => Promise<Array<number | string>>) {
  const got: Array<Array<number | string>> = [[], []]
  const drain = async (claim: () => Promise<Array<number | string>>, into: Array<number | string>) => {
    for (;;) {
      const ids = await claim()
      if (ids.length === 0) return
      into.push(...ids)
    }
  }
  await Promise.all([drain(claimA, got[0]!), drain(claimB, got[1]!)])
  return got
}

describe('atomic job claim: two runners never get the same job', () => {
  describe('SQLite', () => {
    let cms: TestCms
    beforeAll(async () => {
      cms = await startCms('sqlite')
      await queueJobs(cms.payload)
    })
    afterAll(() => cms?.close())

    it('splits the queue between the runners, each job once', async () => {
      const [a, b] = await race(
        () => claimJobs(cms.payload, LEADS_QUEUE, 7),
        () => claimJobs(cms.payload, LEADS_QUEUE, 7),
      )
      const all = [...a!, ...b!]
      expect(new Set(all).size).toBe(all.length)
      expect(all.length).toBe(JOBS)
      // claimed jobs are marked, so Payload's own runner skips them too
      const open = await cms.payload.count({ collection: 'payload-jobs', where: { processing: { equals: false } } })
      expect(open.totalDocs).toBe(0)
    })
  })

  describe('PostgreSQL', async () => {
    const available = await postgresAvailable()
    let cms: TestCms
    let second: pg.Pool
    beforeAll(async () => {
      if (!available) return
      cms = await startCms('postgres')
      await queueJobs(cms.payload)
      // a second process's connection pool to the same database
      second = new pg.Pool({ connectionString: cms.databaseUrl, max: 4 })
      // connected before the race: opening the connection inside it once let the first runner claim
      // all 60 jobs before the second got its first (a flaky "b got none")
      await Promise.all([0, 1].map(() => second.query('SELECT 1')))
    })
    afterAll(async () => {
      await second?.end()
      await cms?.close()
    })

    it.skipIf(!available)('two connection pools race for the queue; each job is claimed once', async () => {
      const other = { db: { name: 'postgres', pool: second } } as unknown as Payload
      // every round must claim each job once; one runner may still drain a round alone before the
      // other's first query lands (1 run in a few dozen), so the race is run again until both took part
      let bothClaimed = false
      for (let round = 0; round < 5 && !bothClaimed; round++) {
        if (round > 0) await queueJobs(cms.payload)
        const [a, b] = await race(
          () => claimJobs(cms.payload, LEADS_QUEUE, 5),
          () => claimJobs(other, LEADS_QUEUE, 5),
        )
        const all = [...a!, ...b!].map(Number)
        expect(new Set(all).size).toBe(all.length)
        expect(all.length).toBe(JOBS)
        bothClaimed = a!.length > 0 && b!.length > 0
      }
      expect(bothClaimed, 'both runners claimed jobs in one of five rounds').toBe(true)
    })
  })
})
