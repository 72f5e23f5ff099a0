import { describe, expect, it } from 'vitest'
import { MAX_LIST_LIMIT } from '../graphql/limits'
import {
  ANONYMOUS_LIMIT_BY_DEPTH,
  boundAnonymousGlobalRead,
  boundAnonymousRead,
  MAX_ANONYMOUS_DEPTH,
  withListBounds,
} from './list-bounds'

type HookInput = Parameters<typeof boundAnonymousRead>[0]
const anonymousRest = { payloadAPI: 'REST' } as HookInput['req']
const run = (args: object, extra: Partial<HookInput> = {}) =>
  boundAnonymousRead({ args, operation: 'read', req: anonymousRest, ...extra } as HookInput)

const status = (fn: () => unknown): number | undefined => {
  try {
    fn()
    return undefined
  } catch (error) {
    return (error as { status?: number }).status
  }
}

describe('bounds on anonymous REST reads', () => {
  it('lets one bounded page through unchanged', () => {
    const allowed = [
      {},
      { limit: 1 },
      { limit: 10 },
      { limit: MAX_LIST_LIMIT, depth: 0 },
      { limit: 25, depth: 1 },
      { limit: 10, depth: MAX_ANONYMOUS_DEPTH },
      { depth: 0 },
    ]
    for (const args of allowed) {
      expect(run(args)).toBe(args)
    }
  })

  it('refuses with 400 any limit that is not 1..MAX_LIST_LIMIT, pagination=false and a deep depth', () => {
    const refused = [
      { limit: 0 },
      { limit: MAX_LIST_LIMIT + 1, depth: 0 },
      { limit: 26, depth: 1 },
      { limit: 11, depth: 2 },
      { limit: 11 },
      { limit: MAX_LIST_LIMIT },
      { limit: 100_000 },
      { limit: 'abc' },
      { limit: ['2', '3'] },
      { limit: 1.5 },
      { limit: -1 },
      { pagination: false },
      { depth: MAX_ANONYMOUS_DEPTH + 1 },
      { depth: 10 },
      { depth: -1 },
      { depth: 'x' },
    ]
    for (const args of refused)
      expect(
        status(() => run(args)),
        JSON.stringify(args),
      ).toBe(400)
    expect(status(() => run({ limit: 0 }, { operation: 'readDistinct' }))).toBe(400)
  })

  it('says which parameter and which range', () => {
    expect(() => run({ limit: 0, depth: 0 })).toThrow(
      `Parameter "limit" must be an integer from 1 to ${MAX_LIST_LIMIT} at depth 0; got 0.`,
    )
    expect(() => run({ limit: 50 })).toThrow(
      'Parameter "limit" must be an integer from 1 to 10 at depth 2 (up to 100 with depth=0); got 50.',
    )
    // the name is what Payload's error format needs to show the message
    expect(() => run({ depth: 9 })).toThrow(expect.objectContaining({ name: 'ReadBoundError', status: 400 }))
  })

  it('allows fewer documents at each deeper level, never more than the list cap', () => {
    expect(ANONYMOUS_LIMIT_BY_DEPTH).toHaveLength(MAX_ANONYMOUS_DEPTH + 1)
    expect(ANONYMOUS_LIMIT_BY_DEPTH[0]).toBe(MAX_LIST_LIMIT)
    for (let depth = 1; depth <= MAX_ANONYMOUS_DEPTH; depth++) {
      expect(ANONYMOUS_LIMIT_BY_DEPTH[depth]).toBeLessThan(ANONYMOUS_LIMIT_BY_DEPTH[depth - 1]!)
    }
  })

  it('leaves editors, the local API, overridden access, populations and writes alone', () => {
    const huge = { limit: 0, depth: 10, pagination: false }
    expect(run(huge, { req: { payloadAPI: 'REST', user: { id: 1 } } as HookInput['req'] })).toBe(huge)
    expect(run(huge, { req: { payloadAPI: 'local' } as HookInput['req'] })).toBe(huge)
    expect(run(huge, { req: { payloadAPI: 'GraphQL' } as HookInput['req'] })).toBe(huge)
    expect(run(huge, { overrideAccess: true })).toBe(huge)
    expect(run({ ...huge, currentDepth: 1 })).toEqual({ ...huge, currentDepth: 1 })
    expect(run(huge, { operation: 'update' })).toBe(huge)
  })

  it('bounds the depth of an anonymous global read', () => {
    const read = (args: object) =>
      boundAnonymousGlobalRead({ args, operation: 'read', req: anonymousRest } as Parameters<
        typeof boundAnonymousGlobalRead
      >[0])
    expect(status(() => read({ depth: 10 }))).toBe(400)
    expect(read({ depth: 1 })).toEqual({ depth: 1 })
  })

  it('runs first among a collection’s beforeOperation hooks', () => {
    const own = () => undefined
    const bounded = withListBounds({ slug: 'x', fields: [], hooks: { beforeOperation: [own] } })
    expect(bounded.hooks?.beforeOperation).toEqual([boundAnonymousRead, own])
  })
})
