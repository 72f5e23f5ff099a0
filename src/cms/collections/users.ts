import type { CollectionConfig } from 'payload'
import { sameOriginSession } from '../auth/same-origin-session'
import { adminsOnly, adminsOnlyField, adminsOrSelf, authenticated } from '@/content/shared/access'
import { forgotPasswordEmail, invitationToken, sendInvitation } from '../email/account-emails'
import { resetMailThrottle } from '../email/reset-throttle'
import { markLoginStart, uniformLoginFailure } from '../hooks/login-errors'

/**
 * Editors of the CMS. Five wrong passwords lock an account for ten minutes; every failed sign-in
 * (unknown e-mail, wrong password, locked account) gets the same 401 after the same delay.
 */
export const usersCollection = (env: {
  SITE_URL: string
  SITE_BRAND_NAME: string
  TRUSTED_PROXY_HOPS: number
  PASSWORD_RESET_INTERVAL_MS: number
  REDIS_URL?: string
}): CollectionConfig => ({
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 604_800,
    // the session cookie: HttpOnly (Payload always sets it), Secure in production, SameSite Lax
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    strategies: [sameOriginSession(env.SITE_URL, env.TRUSTED_PROXY_HOPS)],
    forgotPassword: forgotPasswordEmail(env),
  },
  hooks: {
    beforeOperation: [markLoginStart, resetMailThrottle(env)],
    beforeChange: [invitationToken],
    afterChange: [sendInvitation(env)],
    afterError: [uniformLoginFailure],
  },
  access: {
    read: authenticated,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    // Payload's default lets any signed-in editor unlock any account, an admin's included
    unlock: adminsOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: adminsOnlyField, update: adminsOnlyField },
    },
  ],
})
