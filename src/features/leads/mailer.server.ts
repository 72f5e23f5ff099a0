import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { smtpOptions } from '@/cms/email/smtp-options'
import type { CvFile, FormSubmission } from '@/payload-types'
import { LEAD_FIELDS, leadValue } from './lead-fields'

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport = {
      url,
      transporter: nodemailer.createTransport(smtpOptions(url)),
    }
  }
  return transport.transporter
}

/** Header values come from visitors: strip line breaks so nothing can be injected into the mail. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

type Mail = {
  smtpUrl: string
  from: string
  to: string
  lead: FormSubmission
  cv: CvFile | null
  /** the CV's bytes, from disk or object storage */
  readCv: (filename: string) => Promise<Buffer>
}

/** Sends the notification for one lead, with the CV attached when there is one. */
export async function sendLeadEmail({ smtpUrl, from, to, lead, cv, readCv }: Mail): Promise<void> {
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
  await transporterFor(smtpUrl).sendMail({
    from,
    to,
    replyTo: { name, address: lead.email },
    subject: oneLine(`New ${lead.topic} lead from ${name}`),
    text,
    attachments,
    headers: { 'X-Lead-Id': String(lead.id) },
  })
}
