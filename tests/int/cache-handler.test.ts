import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Redis cache handler as two app instances use it: two separately loaded copies of the module
 * (two Redis connections), one writes or invalidates, the other reads. Needs Redis at
 * REDIS_URL_TEST (default redis://127.0.0.1:6379/9); skipped with a reason otherwise.
 */
const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/9'

async function redisAvailable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL)
  const ok = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 6379) })
    s.setTimeout(1000)
    s.once('connect', () => (s.destroy(), resolve(true)))
    s.once('error', () => resolve(false))
    s.once('timeout', () => (s.destroy(), resolve(false)))
  })
  if (!ok) console.warn(`Cache handler tests skipped: no Redis at ${hostname}:${port || 6379}`)
  return ok
}

type CachedValue = { html?: string; rscData: Buffer; segmentData: Map<string, Buffer> }
type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: CachedValue } | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>
}
type HandlerClass = new (ctx: Record<string, unknown>) => Handler

const available = await redisAvailable()
let dir: string
let a: Handler
let b: Handler

beforeAll(async () => {
  if (!available) return
  process.env.REDIS_URL = REDIS_URL
  process.env.REDIS_CACHE_PREFIX = `test-cache-${process.pid}-${Date.now().toString(36)}`
  dir = mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
  mkdirSync(path.join(dir, 'server'))
  writeFileSync(path.join(dir, 'BUILD_ID'), 'build-1')
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
  const ctx = { fs: nodeFs, serverDistDir: path.join(dir, 'server'), revalidatedTags: [], flushToDisk: false }
  // two module instances = two processes' worth of state (own Redis connection each)
  const A = (await import('@/server/cache-handler.mjs?instance=a' as string)).default as HandlerClass
  const B = (await import('@/server/cache-handler.mjs?instance=b' as string)).default as HandlerClass
  expect(A).not.toBe(B)
  a = new A(ctx)
  b = new B(ctx)
})

afterAll(() => {
  delete process.env.REDIS_URL
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!available)('Redis cache handler shared by two instances', () => {
  const page = () => ({
    kind: 'APP_PAGE',
    html: '<h1>Legal notice</h1>',
    rscData: Buffer.from([0, 1, 2, 250, 251]),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/legal-notice,pages' },
    status: 200,
  })

  it('a page rendered on A is served by B, bytes and segment map intact', async () => {
    await a.set('/legal-notice', page(), { cacheControl: { revalidate: false } })
    const got = await b.get('/legal-notice', { kind: 'APP_PAGE' })
    expect(got?.value.html).toBe('<h1>Legal notice</h1>')
    expect(Buffer.isBuffer(got?.value.rscData)).toBe(true)
    expect([...got!.value.rscData]).toEqual([0, 1, 2, 250, 251])
    expect(got?.value.segmentData.get('/_tree')?.toString()).toBe('tree')
  })

  it('revalidateTag on A makes B miss every entry carrying that tag (page and data)', async () => {
    await b.set(
      'offices-data',
      { kind: 'FETCH', data: { body: 'x' }, tags: ['offices'], revalidate: false },
      { fetchCache: true, tags: ['offices'] },
    )
    expect(await a.get('offices-data', { kind: 'FETCH', tags: ['offices'], softTags: [] })).not.toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag('pages', { expire: 31536000 })
    expect(await b.get('/legal-notice', { kind: 'APP_PAGE' })).toBeNull()
    // an untouched tag keeps its entries
    expect(await b.get('offices-data', { kind: 'FETCH', tags: ['offices'], softTags: [] })).not.toBeNull()
    await b.revalidateTag(['offices'])
    expect(await a.get('offices-data', { kind: 'FETCH', tags: ['offices'], softTags: [] })).toBeNull()
  })

  it('an entry rendered after the invalidation is served again', async () => {
    await new Promise((r) => setTimeout(r, 5))
    await b.set('/legal-notice', { ...page(), html: '<h1>Legal notice (edited)</h1>' }, {})
    expect((await a.get('/legal-notice', { kind: 'APP_PAGE' }))?.value.html).toBe('<h1>Legal notice (edited)</h1>')
  })
})
