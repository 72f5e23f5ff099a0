import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runClaimedJobs } from '@/content/leads/claim-jobs.server'
import { LEADS_QUEUE, MAX_DELIVERY_TRIES } from '@/content/leads/deliver-lead.task'
import { exportLeadsEndpoint } from '@/content/leads/export-endpoint'
import { retryDeliveryEndpoint } from '@/content/leads/retry-endpoint'
import type { User } from '@/payload-types'
import { startCms, type TestCms } from './support/cms'

/** A real CRM stand-in on 127.0.0.1: records every POST, answers 503 while `down`. */
class WebhookReceiver {
  readonly received: Array<{
    headers: http.IncomingHttpHeaders
    body: { event: string; lead: Record<string, unknown> }
  }> = []
  down = false
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (this.down) {
        res.writeHead(503).end()
        return
      }
      this.received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      res.writeHead(204).end()
    })
  })
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/crm/leads`
  }
  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()))
}

let cms: TestCms
let crm: WebhookReceiver
let editor: User

beforeAll(async () => {
  crm = new WebhookReceiver()
  const url = await crm.start()
  cms = await startCms('sqlite', { LEADS_WEBHOOK_URL: url, LEADS_RETRY_DELAY_MS: '10' })
  editor = (await cms.payload.create({
    collection: 'users',
    data: { email: 'editor@example.test', password: 'Editor-password-1!', name: 'Editor', role: 'editor' },
    context: { skipInvitation: true },
  })) as User
})

afterAll(async () => {
  await cms?.close()
  await crm?.stop()
})

async function lead(topic: 'cv' | 'leadership', email: string, createdAt?: string) {
  const doc = await cms.payload.create({
    collection: 'form-submissions',
    data: { topic, formId: 1, firstName: 'Ada', lastName: 'Lovelace', email, deliveryStatus: 'pending' },
    overrideAccess: true,
  })
  if (createdAt) await cms.payload.db.updateOne({ collection: 'form-submissions', id: doc.id, data: { createdAt } })
  await cms.payload.jobs.queue({ task: 'deliverLead', input: { leadId: doc.id }, queue: LEADS_QUEUE })
  return doc.id
}

const status = async (id: number) =>
  (await cms.payload.findByID({ collection: 'form-submissions', id, overrideAccess: true })).deliveryStatus

/** Runs due delivery jobs until the lead settles (its backoff waits are milliseconds here). */
async function deliverUntil(id: number, wanted: string) {
  for (let i = 0; i < 200 && (await status(id)) !== wanted; i++) {
    await runClaimedJobs(cms.payload, { queue: LEADS_QUEUE, limit: 10, sequential: true })
    await new Promise((r) => setTimeout(r, 25))
  }
  expect(await status(id)).toBe(wanted)
}

const asEditor = (extra: Record<string, unknown>) =>
  ({ payload: cms.payload, user: { ...editor, collection: 'users' }, ...extra }) as unknown as PayloadRequest

it('posts a lead to the CRM webhook, end to end over HTTP', async () => {
  const id = await lead('leadership', 'first@example.test')
  await deliverUntil(id, 'delivered')
  const hit = crm.received.find((r) => r.body.lead.email === 'first@example.test')!
  expect(hit.body.event).toBe('lead.created')
  expect(hit.headers['idempotency-key']).toBe(`lead-${id}`)
  expect(hit.body.lead).not.toHaveProperty('payload')
})

it('marks a lead Failed when the CRM stays down, and "retry delivery" delivers it once the CRM is back', async () => {
  crm.down = true
  const id = await lead('cv', 'second@example.test')
  await deliverUntil(id, 'failed')
  const failed = await cms.payload.findByID({ collection: 'form-submissions', id, overrideAccess: true })
  expect(failed.deliveryAttempts).toBe(MAX_DELIVERY_TRIES)
  expect(failed.deliveryError).toContain('503')

  crm.down = false
  const anonymous = await retryDeliveryEndpoint.handler({
    payload: cms.payload,
    routeParams: { id: String(id) },
  } as never)
  expect(anonymous.status).toBe(403)
  const retried = await retryDeliveryEndpoint.handler(asEditor({ routeParams: { id: String(id) } }))
  expect(retried.status).toBe(200)
  await deliverUntil(id, 'delivered')
  expect(crm.received.filter((r) => r.body.lead.email === 'second@example.test')).toHaveLength(1)
  // only a failed delivery can be retried
  expect((await retryDeliveryEndpoint.handler(asEditor({ routeParams: { id: String(id) } }))).status).toBe(409)
})

it('exports leads filtered by date range and topic', async () => {
  await lead('cv', 'old@example.test', '2026-01-10T12:00:00.000Z')
  await lead('leadership', 'jan@example.test', '2026-01-20T12:00:00.000Z')
  await lead('cv', 'jan-cv@example.test', '2026-01-31T23:59:00.000Z')
  const csv = async (query: string) => {
    const res = await exportLeadsEndpoint.handler(
      asEditor({ url: `http://localhost/api/form-submissions/export.csv?${query}` }),
    )
    return res.text()
  }
  const january = await csv('from=2026-01-15&to=2026-01-31')
  expect(january).toContain('jan@example.test')
  expect(january).toContain('jan-cv@example.test')
  expect(january).not.toContain('old@example.test')
  expect(january).not.toContain('first@example.test')
  const januaryCv = await csv('from=2026-01-15&to=2026-01-31&topic=cv')
  expect(januaryCv).toContain('jan-cv@example.test')
  expect(januaryCv).not.toContain('jan@example.test')
})
