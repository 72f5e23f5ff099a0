import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'
import { MAX_LIST_LIMIT } from '../graphql/limits'

/**
 * Relationship levels an anonymous REST read may populate: Payload's own default (`defaultDepth`),
 * so a request without `depth` is never refused for it.
 */
export const MAX_ANONYMOUS_DEPTH = 2
/** Payload's depth when a request names none. */
const DEFAULT_DEPTH = 2
/** Payload's page size when a request names no `limit`. */
const DEFAULT_LIMIT = 10

/**
 * The most documents one anonymous page may hold at each depth (index). Each level multiplies a
 * document by what it relates to: 100 insights were 0.5 MB at depth 0, 2.7 MB at depth 1 and 10 MB
 * at depth 2 (120 at depth 10: 12–15 MB). With these the largest page is about 1.4 MB, and the
 * default page (10 at depth 2) is always allowed.
 */
export const ANONYMOUS_LIMIT_BY_DEPTH: readonly number[] = [MAX_LIST_LIMIT, 25, 10]

/** A refusal Payload answers with its status and message (the name survives minification). */
class ReadBoundError extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'ReadBoundError'
  }
}

/** The REST arguments these bounds look at, as Payload's `parseParams` leaves them (numbers, or the raw text). */
type ReadArgs = { limit?: unknown; depth?: unknown; pagination?: unknown; currentDepth?: unknown }

/**
 * Only a visitor's own REST request is bounded: editors (the admin asks for long lists), the site's
 * local API calls (they pass `overrideAccess`) and the relationship loads Payload makes while
 * populating an answer (`currentDepth` set, bounded by the documents already found) are not.
 * GraphQL has its own caps (src/cms/graphql).
 */
const isAnonymousRest = (req: PayloadRequest, overrideAccess: boolean | undefined, args: ReadArgs) =>
  req.payloadAPI === 'REST' && !req.user && !overrideAccess && !args.currentDepth

const inRange = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value)

const refuse = (message: string) => new ReadBoundError(message)

/**
 * Refuses, with 400 and the reason, an anonymous read that asks for more than one bounded page:
 * `depth` outside 0..MAX_ANONYMOUS_DEPTH, `limit` outside 1..ANONYMOUS_LIMIT_BY_DEPTH[depth]
 * (Payload reads 0 as "every document" and lets a non-number through unparsed), or
 * `pagination=false`. Refused rather than clamped, as GraphQL's `limit` is, so a client learns why
 * it got fewer documents than it asked for.
 */
export function checkAnonymousRead(args: ReadArgs): void {
  if (args.pagination === false) throw refuse('Parameter "pagination" cannot be false; ask for pages with "limit".')
  if (args.depth !== undefined && !inRange(args.depth, 0, MAX_ANONYMOUS_DEPTH)) {
    throw refuse(`Parameter "depth" must be an integer from 0 to ${MAX_ANONYMOUS_DEPTH}; got ${shown(args.depth)}.`)
  }
  const depth = (args.depth as number | undefined) ?? DEFAULT_DEPTH
  const maxLimit = ANONYMOUS_LIMIT_BY_DEPTH[depth]!
  if (!inRange(args.limit ?? DEFAULT_LIMIT, 1, maxLimit)) {
    const deeper = depth > 0 ? ` (up to ${ANONYMOUS_LIMIT_BY_DEPTH[0]} with depth=0)` : ''
    throw refuse(
      `Parameter "limit" must be an integer from 1 to ${maxLimit} at depth ${depth}${deeper}; got ${shown(args.limit)}.`,
    )
  }
}

export const boundAnonymousRead: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  const readArgs = args as ReadArgs
  if ((operation === 'read' || operation === 'readDistinct') && isAnonymousRest(req, overrideAccess, readArgs)) {
    checkAnonymousRead(readArgs)
  }
  return args
}

export const boundAnonymousGlobalRead: GlobalBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  const readArgs = (args ?? {}) as ReadArgs
  if (operation === 'read' && isAnonymousRest(req, overrideAccess, readArgs)) checkAnonymousRead(readArgs)
  return args
}

export function withListBounds(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [boundAnonymousRead, ...(hooks.beforeOperation ?? [])] },
  }
}

export function withGlobalReadBounds(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: { ...hooks, beforeOperation: [boundAnonymousGlobalRead, ...(hooks.beforeOperation ?? [])] },
  }
}
