import type { Access } from 'payload'

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
