import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { adminsOnly, adminsOnlyField, adminsOrSelf, authenticated, authenticatedOrPublished } from './access'

type Args = Parameters<typeof adminsOrSelf>[0]
const as = (user: { id: number; role: 'admin' | 'editor' } | null, id?: number): Args =>
  ({ req: { user: user ? { ...user, collection: 'users' } : null } as unknown as PayloadRequest, id }) as Args

describe('access rules', () => {
  it('refuse a stranger whether or not an id is given (a bulk update passes none)', () => {
    for (const id of [undefined, 1, 999_999]) {
      expect(adminsOrSelf(as(null, id))).toBe(false)
      expect(authenticated(as(null, id))).toBe(false)
      expect(adminsOnly(as(null, id))).toBe(false)
    }
  })

  it('limit an editor to their own account with a query, so by-id and bulk writes are both narrowed', () => {
    expect(adminsOrSelf(as({ id: 7, role: 'editor' }))).toEqual({ id: { equals: 7 } })
    expect(adminsOrSelf(as({ id: 7, role: 'editor' }, 1))).toEqual({ id: { equals: 7 } })
    expect(adminsOrSelf(as({ id: 1, role: 'admin' }))).toBe(true)
  })

  it('show visitors published documents only', () => {
    expect(authenticatedOrPublished(as(null))).toEqual({ _status: { equals: 'published' } })
    expect(authenticatedOrPublished(as({ id: 7, role: 'editor' }))).toBe(true)
  })

  it('let only admins write a role', () => {
    const field = (user: { id: number; role: 'admin' | 'editor' } | null) =>
      adminsOnlyField({ req: as(user).req } as Parameters<typeof adminsOnlyField>[0])
    expect(field(null)).toBe(false)
    expect(field({ id: 7, role: 'editor' })).toBe(false)
    expect(field({ id: 1, role: 'admin' })).toBe(true)
  })
})
