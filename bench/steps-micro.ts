import path from 'node:path'
import { commitTransaction, createLocalReq, getPayload, initTransaction } from 'payload'
import { preloadLexical } from '../src/cms/seed/preload'
import { loadMigrations } from '../src/cms/load-migrations'
import { buildSiteConfig } from '../src/cms/payload.config'
import { parseServerEnv } from '../src/lib/env'

await preloadLexical()
const dir = path.resolve('.bench/micro')
const env = parseServerEnv({
  DATABASE_URL: `file:${dir}/steps-${Date.now()}.db`,
  PAYLOAD_SECRET: 'x',
  JOBS_AUTORUN: '0',
  MEDIA_DIR: dir,
  CV_DIR: dir,
})
const payload = await getPayload({ config: buildSiteConfig(env) })
await payload.db.migrate({ migrations: await loadMigrations('sqlite') })
const t: Record<string, number> = {}
const lap = (k: string, s: number) => (t[k] = (t[k] ?? 0) + performance.now() - s)
const N = 200
for (let i = 0; i < N; i++) {
  let s = performance.now()
  const req = await createLocalReq({}, payload)
  lap('localReq', s)
  s = performance.now()
  await initTransaction(req)
  lap('begin', s)
  s = performance.now()
  const now = new Date().toISOString()
  const lead = (await payload.db.create({
    collection: 'form-submissions',
    data: {
      createdAt: now,
      updatedAt: now,
      topic: 'other',
      formId: 12,
      firstName: 'a',
      lastName: 'b',
      email: 'a@b.c',
      idempotencyKey: `k${i}-${Date.now()}`,
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
      payload: {},
    },
    req,
  })) as { id: number }
  lap('insert', s)
  s = performance.now()
  await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: 'leads', req })
  lap('queue', s)
  s = performance.now()
  await commitTransaction(req)
  lap('commit', s)
  s = performance.now()
  await payload.find({
    collection: 'form-submissions',
    where: { id: { equals: lead.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  lap('readback', s)
}
for (const [k, v] of Object.entries(t)) console.log(k.padEnd(10), (v / N).toFixed(2), 'ms')
process.exit(0)
