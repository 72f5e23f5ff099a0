import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import type { CollectionSlug, DataFromCollectionSlug, PopulateType, Where } from 'payload'
import type { CacheTag } from './cache-tags'
import { payloadClient } from './payload.server'

/**
 * The one way the site caches a read of its content (docs/decisions/0014): this is the only module
 * that imports `unstable_cache` (ESLint forbids it elsewhere).
 */

/**
 * Who a read is for. `draft: true` is an editor's preview (src/app/api/v1/preview checked the signed
 * link and the CMS session): it reads the latest drafts and unpublished documents, and never goes
 * through the cache. `draft: false` is a visitor: published documents only, with a visitor's access.
 */
export type ReadContext = { readonly draft: boolean }

/** A visitor's read. */
export const PUBLISHED: ReadContext = { draft: false }

/** Whether this request is an editor's draft preview (Next's draft mode). Prerendering sees none. */
export async function isDraft(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

export type CachedReadOptions = {
  /** Names the read in the cache; Next adds the call's arguments (serialized) to it. Unique per read. */
  key: string
  /** The content the result depends on: a change to any of it (src/content/shared/revalidate.ts) expires it. */
  tags: readonly CacheTag[]
}

/**
 * A published read kept in Next's data cache (shared by the instances through
 * src/server/cache-handler.mjs) until an editor changes content under one of its tags.
 * The arguments must serialize to JSON: they are part of the cache key.
 */
export function cachedRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  { key, tags }: CachedReadOptions,
): (...args: A) => Promise<R> {
  return unstable_cache(read, [key], { tags: [...tags] })
}

/**
 * A read of a page an editor can preview: its last argument says who it is for. A visitor's read goes
 * through the cache as `cachedRead` (called with PUBLISHED); a draft read runs directly, every time,
 * so a draft never enters the cache and never reaches a visitor. `read` passes the context on to
 * Payload at each call, through `findBySlug`/`findOne` or `readAs(context)` below.
 */
export function previewableRead<A extends unknown[], R>(
  read: (...args: [...A, ReadContext]) => Promise<R>,
  options: CachedReadOptions,
): (...args: [...A, ReadContext]) => Promise<R> {
  const published = cachedRead((...args: A) => read(...args, PUBLISHED), options)
  return (...args) => {
    const context = args[args.length - 1] as ReadContext
    const rest = args.slice(0, -1) as A
    return context.draft ? read(...rest, context) : published(...rest)
  }
}

/**
 * Payload's options for a read for `context`, the one place the preview rule is written: an
 * editor's preview reads the latest drafts with the editor's access, a visitor published documents
 * with a visitor's.
 */
export const readAs = ({ draft }: ReadContext) => ({ draft, overrideAccess: draft })

export type FindOneOptions = { depth: number; populate?: PopulateType }

/** The first document of `collection` that `where` matches, read for `context`, or null. */
export async function findOne<C extends CollectionSlug>(
  collection: C,
  where: Where,
  context: ReadContext,
  { depth, populate }: FindOneOptions,
): Promise<DataFromCollectionSlug<C> | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth,
    ...(populate && { populate }),
    ...readAs(context),
  })
  return (found.docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

/** The document of `collection` with this slug, read for `context`, or null (the page reads of previewableRead). */
export const findBySlug = <C extends CollectionSlug>(
  collection: C,
  slug: string,
  context: ReadContext,
  options: FindOneOptions,
): Promise<DataFromCollectionSlug<C> | null> => findOne(collection, { slug: { equals: slug } }, context, options)
