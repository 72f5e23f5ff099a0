import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Config } from 'payload'
import { smtpOptions } from './smtp-options'

type MailEnv = { SMTP_URL?: string; LEADS_MAIL_FROM: string; SITE_BRAND_NAME: string }

/**
 * The CMS's own mail (password resets, invitations) on the SMTP server the lead notifications use.
 * Without SMTP_URL there is no adapter: the adapter would otherwise open a test account on the
 * internet (ethereal.email), and Payload writes the mail to the server log instead.
 */
export function emailAdapter(env: MailEnv): Config['email'] {
  if (!env.SMTP_URL) return undefined
  return nodemailerAdapter({
    defaultFromAddress: env.LEADS_MAIL_FROM,
    defaultFromName: `${env.SITE_BRAND_NAME} CMS`,
    // the SMTP server may be down at start-up; each mail then fails (and is logged) on its own
    skipVerify: true,
    transportOptions: smtpOptions(env.SMTP_URL),
  })
}
