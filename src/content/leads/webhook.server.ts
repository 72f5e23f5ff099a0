import 'server-only'
import type { FormSubmission } from '@/payload-types'

/** Posts a lead to the CRM webhook; any answer but 2xx counts as a failure to retry. */
export async function postLeadToWebhook(url: string, lead: FormSubmission, cvUrl: string | null): Promise<void> {
  const { payload: _raw, ...fields } = lead
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `lead-${lead.id}` },
    body: JSON.stringify({ event: 'lead.created', lead: { ...fields, cvUrl } }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`Webhook answered ${res.status}`)
}
