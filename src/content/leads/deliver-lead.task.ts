import type { TaskConfig } from 'payload'
import type { ServerEnv } from '@/lib/env'
import type { CvFile } from '@/payload-types'
import { readStoredFile, s3Settings } from '@/content/shared/storage/object-storage'
import { sendLeadEmail } from './mailer.server'
import { postLeadToWebhook } from './webhook.server'

export const LEADS_QUEUE = 'leads'
/** Retries after the first try; with the exponential backoff this spans about ten minutes by default. */
export const DELIVERY_RETRIES = 7
export const MAX_DELIVERY_TRIES = DELIVERY_RETRIES + 1

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500)

/**
 * Delivers one stored lead: notification e-mail (with CV) and CRM webhook. Each step records when
 * it succeeded, so a retry after a partial failure never sends the same thing twice.
 */
export function deliverLeadTask(env: ServerEnv): TaskConfig<{ input: { leadId: number }; output: object }> {
  return {
    slug: 'deliverLead',
    label: 'Deliver lead',
    inputSchema: [{ name: 'leadId', type: 'number', required: true }],
    retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: env.LEADS_RETRY_DELAY_MS } },
    handler: async ({ input, req }) => {
      const { payload } = req
      const lead = await payload.findByID({
        collection: 'form-submissions',
        id: input.leadId,
        depth: 1,
        overrideAccess: true,
      })
      if (lead.deliveryStatus === 'delivered' || lead.deliveryStatus === 'stored') return { output: {} }
      const cv = typeof lead.cv === 'object' && lead.cv ? (lead.cv as CvFile) : null
      const tries = (lead.deliveryAttempts ?? 0) + 1
      try {
        if (env.SMTP_URL && !lead.emailSentAt) {
          await sendLeadEmail({
            sendEmail: (message) => payload.sendEmail(message),
            from: env.LEADS_MAIL_FROM,
            to: env.LEADS_NOTIFY_TO,
            lead,
            cv,
            readCv: (filename) => readStoredFile(s3Settings(env), 'cv-files', env.CV_DIR, filename),
          })
          await payload.update({
            collection: 'form-submissions',
            id: lead.id,
            data: { emailSentAt: new Date().toISOString() },
            overrideAccess: true,
          })
        }
        if (env.LEADS_WEBHOOK_URL && !lead.webhookSentAt) {
          const cvUrl = cv?.url ? new URL(cv.url, env.SITE_URL).toString() : null
          await postLeadToWebhook(env.LEADS_WEBHOOK_URL, lead, cvUrl)
          await payload.update({
            collection: 'form-submissions',
            id: lead.id,
            data: { webhookSentAt: new Date().toISOString() },
            overrideAccess: true,
          })
        }
        const anything = Boolean(env.SMTP_URL || env.LEADS_WEBHOOK_URL)
        await payload.update({
          collection: 'form-submissions',
          id: lead.id,
          data: {
            deliveryStatus: anything ? 'delivered' : 'stored',
            deliveredAt: anything ? new Date().toISOString() : null,
            deliveryAttempts: tries,
            deliveryError: null,
          },
          overrideAccess: true,
        })
        return { output: {} }
      } catch (error) {
        await payload.update({
          collection: 'form-submissions',
          id: lead.id,
          data: {
            deliveryAttempts: tries,
            deliveryError: errorText(error),
            deliveryStatus: tries >= MAX_DELIVERY_TRIES ? 'failed' : 'pending',
          },
          overrideAccess: true,
        })
        payload.logger.warn({ msg: 'Lead delivery failed', leadId: lead.id, tries, error: errorText(error) })
        throw error
      }
    },
  }
}
