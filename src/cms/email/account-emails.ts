import { randomBytes } from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

type AccountEnv = { SITE_URL: string; SITE_BRAND_NAME: string }

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Payload has no serverURL (docs/architecture.md "Addresses"): links in mail are the only place SITE_URL is needed. */
export const resetLink = (siteUrl: string, token: string) =>
  new URL(`/admin/reset/${encodeURIComponent(token)}`, siteUrl).toString()

function mailHtml(paragraphs: string[], link: string, action: string): string {
  const text = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  const href = escapeHtml(link)
  return `<!doctype html><html><body>${text}<p><a href="${href}">${escapeHtml(action)}</a></p><p>${href}</p></body></html>`
}

/** The password-reset mail: an absolute link on SITE_URL, valid for Payload's token lifetime (one hour). */
export const forgotPasswordEmail = (env: AccountEnv) => ({
  // Payload's throttle is off (its reservation deadlocks on SQLite): resetMailThrottle
  // (./reset-throttle.ts) limits the mails instead
  minRequestInterval: 0,
  generateEmailSubject: () => `Reset your ${env.SITE_BRAND_NAME} CMS password`,
  generateEmailHTML: (args?: { token?: string }) =>
    mailHtml(
      [
        `Someone asked to reset the password of your ${env.SITE_BRAND_NAME} CMS account.`,
        'If it was you, choose a new password within the hour. Otherwise ignore this e-mail.',
      ],
      resetLink(env.SITE_URL, args?.token ?? ''),
      'Choose a new password',
    ),
})

/**
 * An administrator who adds a user invites them: the new user gets a link to choose their own
 * password. The link carries a reset token made with the account (as Payload's forgot-password makes
 * one), so the invitation needs no second write and the administrator never sends a password.
 */
export const invitationToken: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || req.context.skipInvitation) return data
  const token = randomBytes(20).toString('hex')
  req.context.invitationToken = token
  return {
    ...data,
    resetPasswordToken: token,
    resetPasswordExpiration: new Date(Date.now() + INVITATION_LIFETIME_MS).toISOString(),
  }
}

const INVITATION_LIFETIME_MS = 72 * 3600 * 1000

export const sendInvitation =
  (env: AccountEnv): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    const token = req.context.invitationToken
    if (operation !== 'create' || typeof token !== 'string') return doc
    // a mail server that is down must not undo the new account: the administrator sees the log
    await Promise.resolve(
      req.payload.sendEmail({
        to: doc.email,
        subject: `You are invited to the ${env.SITE_BRAND_NAME} CMS`,
        html: mailHtml(
          [
            `${req.user?.email ?? 'An administrator'} added you as an editor of the ${env.SITE_BRAND_NAME} website.`,
            'Choose your password within three days to sign in; after that, use "Forgot password?" on the sign-in page.',
          ],
          resetLink(env.SITE_URL, token),
          'Choose your password',
        ),
      }),
    ).catch((err: unknown) => req.payload.logger.error({ err, msg: `invitation to ${String(doc.email)} not sent` }))
    return doc
  }
