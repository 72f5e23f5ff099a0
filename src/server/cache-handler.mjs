// @ts-check
/**
 * Next.js cache handler (`cacheHandler` in next.config.ts, set only when REDIS_URL is): pages
 * regenerated at run time, `unstable_cache` data and tag invalidations live in Redis, so every app
 * instance serves what any of them rendered, and an editor's publish on one instance (Payload hook
 * → revalidateTag) is seen on all of them on their next request.
 *
 * - Entries: `{prefix}:{buildId}:e:{key}`. Another build never reads this build's HTML.
 * - Tags: one hash `{prefix}:tags`, tag → time of its last invalidation (ms). An entry stored before
 *   the invalidation of any of its tags is a miss, so it is rendered again (blocking) and replaced.
 * - Prerendered pages of the build are still read from the dist dir (the seed), then checked
 *   against the same tag times.
 * - Redis down: the handler falls back to the local file-system cache (this instance only), and
 *   never fails a request.
 *
 * Plain JavaScript because Next loads it at run time with a bare `import()`. Next creates one
 * handler per request, so the Redis connection lives in module scope.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Redis from 'ioredis'

const require = createRequire(import.meta.url)
/** @type {new (ctx: unknown) => Handler} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * @typedef {{ lastModified: number, value: unknown, cacheControl?: unknown } | null} Entry
 * @typedef {{ get(key: string, ctx: Record<string, any>): Promise<Entry>, set(key: string, data: unknown, ctx: Record<string, any>): Promise<void>, revalidateTag(tags: string | string[], durations?: unknown): Promise<void>, resetRequestCache?(): void }} Handler
 */

const PREFIX = process.env.REDIS_CACHE_PREFIX || 'next-cache'
const TAGS_KEY = `${PREFIX}:tags`
/** Entries expire eventually so a busy site's Redis does not only grow; a miss re-renders. */
const ENTRY_TTL_S = Number(process.env.REDIS_CACHE_TTL_S || 7 * 24 * 3600)
const TAGS_HEADER = 'x-next-cache-tags'
const building = process.env.NEXT_PHASE === 'phase-production-build'

/** @type {Redis | undefined} */
let client
let everReady = false
function redis() {
  if (!client && process.env.REDIS_URL) {
    client = new Redis(process.env.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 1000,
      connectTimeout: 2000,
    })
    // reconnects by itself; an outage only means misses (logged once per episode)
    let reported = false
    client.on('error', (error) => {
      if (!reported) console.warn(`cache-handler: Redis unavailable (${error.message}); using the local cache`)
      reported = true
    })
    client.on('ready', () => {
      reported = false
      everReady = true
    })
  }
  return client
}

/** @type {Map<string, string>} */
const buildIds = new Map()
function buildIdOf(/** @type {string} */ serverDistDir) {
  let id = buildIds.get(serverDistDir)
  if (!id) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      id = 'unknown'
    }
    buildIds.set(serverDistDir, id)
  }
  return id
}

/** JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data) intact. */
function encode(/** @type {unknown} */ value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') }
    if (raw instanceof Map) return { $m: [...raw.entries()] }
    return v
  })
}
function decode(/** @type {string} */ text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && typeof v.$b === 'string') return Buffer.from(v.$b, 'base64')
    if (v && typeof v === 'object' && Array.isArray(v.$m)) return new Map(v.$m)
    return v
  })
}

/** The tags an entry depends on: a page's from its header, data's from the caller's context. */
function tagsOf(/** @type {any} */ entry, /** @type {Record<string, any>} */ ctx) {
  const value = entry?.value
  if (value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])]
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' ? header.split(',').filter(Boolean) : []
}

export default class RedisCacheHandler {
  /** @param {Record<string, any>} ctx */
  constructor(ctx) {
    /** the local file-system cache: the build's prerendered pages, and the fallback without Redis */
    this.local = new FileSystemCache(ctx)
    this.entryPrefix = `${PREFIX}:${buildIdOf(ctx.serverDistDir ?? '.')}:e:`
  }

  /**
   * A connected client, or none. Only the first connection of the process is waited for (briefly),
   * so an instance that just started does not serve its build's pages past a newer publish.
   * @returns {Promise<Redis | undefined>}
   */
  async shared() {
    if (building) return undefined
    const c = redis()
    if (!c) return undefined
    if (c.status !== 'ready' && !everReady) {
      await new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          c.off('ready', done)
          resolve(undefined)
        }
        const timer = setTimeout(done, 1500)
        c.once('ready', done)
      })
    }
    return c.status === 'ready' ? c : undefined
  }

  /** @param {string} key @param {Record<string, any>} ctx @returns {Promise<Entry>} */
  async get(key, ctx) {
    const r = await this.shared()
    if (!r) return this.local.get(key, ctx)
    try {
      const text = await r.get(this.entryPrefix + key)
      /** @type {Entry} */
      const entry = text ? decode(text) : await this.local.get(key, ctx)
      if (!entry) return null
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const times = await r.hmget(TAGS_KEY, ...tags)
        if (times.some((t) => t !== null && Number(t) > entry.lastModified)) return null
      }
      return entry
    } catch {
      return this.local.get(key, ctx)
    }
  }

  /** @param {string} key @param {unknown} data @param {Record<string, any>} ctx */
  async set(key, data, ctx) {
    const r = await this.shared()
    if (!r) return this.local.set(key, data, ctx)
    try {
      if (data == null) {
        await r.del(this.entryPrefix + key)
        return
      }
      const entry = {
        lastModified: Date.now(),
        value: data,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      }
      await r.set(this.entryPrefix + key, encode(entry), 'EX', ENTRY_TTL_S)
    } catch {
      await this.local.set(key, data, ctx)
    }
  }

  /** @param {string | string[]} tags @param {unknown} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    // the local cache learns it too, for the time Redis might be unreachable
    await this.local.revalidateTag(list, durations)
    const r = await this.shared()
    if (!r || list.length === 0) return
    const now = String(Date.now())
    try {
      await r.hset(TAGS_KEY, Object.fromEntries(list.map((t) => [t, now])))
    } catch (error) {
      console.warn(`cache-handler: could not share the invalidation of ${list.join(', ')}:`, error)
    }
  }

  resetRequestCache() {}
}
