import type { Endpoint } from 'payload'
import { LEADS_QUEUE } from './deliver-lead.task'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/form-submissions/:id/retry-delivery: a lead whose retries were spent (Failed) gets a
 * fresh delivery job, e.g. once the CRM is back. Steps already done (e-mail sent, webhook answered)
 * are not repeated: the task skips them.
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return json({ errors: [{ message: 'Not Found' }] }, 404)
    const lead = await req.payload.findByID({
      collection: 'form-submissions',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      select: { deliveryStatus: true },
    })
    if (!lead) return json({ errors: [{ message: 'Not Found' }] }, 404)
    if (lead.deliveryStatus !== 'failed') {
      return json(
        { errors: [{ message: `Only a failed delivery can be retried (this one is ${lead.deliveryStatus}).` }] },
        409,
      )
    }
    await req.payload.update({
      collection: 'form-submissions',
      id,
      data: { deliveryStatus: 'pending', deliveryAttempts: 0, deliveryError: null },
      overrideAccess: true,
    })
    await req.payload.jobs.queue({ task: 'deliverLead', input: { leadId: id }, queue: LEADS_QUEUE })
    return json({ status: 'queued' })
  },
}
