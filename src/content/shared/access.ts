import type { Access, FieldAccess } from 'payload'

/**
 * Every rule below decides from `req.user` alone, never from `id`: Payload passes no `id` to a bulk
 * update or delete (`PATCH /api/users?where[…]`), so a rule comparing ids would see `undefined` there.
 * A rule that limits a signed-in user to some documents returns a query, which Payload applies to
 * by-id and bulk operations alike; an anonymous request gets `false`, refused before any query runs.
 */

/** Signed-in editors only. */
export const authenticated: Access = ({ req }) => Boolean(req.user)

/** Editors see everything; visitors see published documents only, never drafts. */
export const authenticatedOrPublished: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

export const anyone: Access = () => true

export const nobody: Access = () => false

export const adminsOnly: Access = ({ req }) => req.user?.role === 'admin'

/** Admins change any account; an editor only their own (by id or in bulk); visitors none. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}

/** A field only admins may write (an account's role). */
export const adminsOnlyField: FieldAccess = ({ req }) => req.user?.role === 'admin'
