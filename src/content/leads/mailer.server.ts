import 'server-only'
import path from 'node:path'
import type { Payload } from 'payload'
import type { CvFile, FormSubmission } from '@/payload-types'
import { LEAD_FIELDS, leadValue } from './lead-fields'

/** Header values come from visitors: strip line breaks so nothing can be injected into the mail. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

type Mail = {
  /** Payload's e-mail adapter (@payloadcms/email-nodemailer on SMTP_URL), shared with the CMS's own mail */
  sendEmail: Payload['sendEmail']
  from: string
  to: string
  lead: FormSubmission
  cv: CvFile | null
  /** the CV's bytes, from disk or object storage */
  readCv: (filename: string) => Promise<Buffer>
}

/** Sends the notification for one lead, with the CV attached when there is one. */
export async function sendLeadEmail({ sendEmail, from, to, lead, cv, readCv }: Mail): Promise<void> {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const text = LEAD_FIELDS.map(([key, label]) => `${label}: ${leadValue(lead, key)}`).join('\n')
  const attachments =
    cv?.filename != null
      ? [
          {
            filename: path.basename(cv.filename),
            content: await readCv(cv.filename),
            contentType: cv.mimeType ?? 'application/octet-stream',
          },
        ]
      : []
  await sendEmail({
    from,
    to,
    replyTo: { name, address: lead.email },
    subject: oneLine(`New ${lead.topic} lead from ${name}`),
    text,
    attachments,
    headers: { 'X-Lead-Id': String(lead.id) },
  })
}
