import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryRateLimiter, redisRateLimiter } from './rate-limit.server'

describe('memory rate limiter', () => {
  it('allows the limit and refuses the next hit with a Retry-After', async () => {
    const rl = memoryRateLimiter({ limit: 3, windowMs: 60_000 })
    const results = [] as boolean[]
    for (let i = 0; i < 4; i++) results.push((await rl.hit('1.2.3.4')).allowed)
    expect(results).toEqual([true, true, true, false])
    const last = await rl.hit('1.2.3.4')
    expect(last.retryAfterSeconds).toBeGreaterThan(0)
    expect(last.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await rl.hit('5.6.7.8')).allowed).toBe(true)
  })
  it('opens a new window once the old one has passed', async () => {
    const rl = memoryRateLimiter({ limit: 1, windowMs: 30 })
    expect((await rl.hit('k')).allowed).toBe(true)
    expect((await rl.hit('k')).allowed).toBe(false)
    await new Promise((r) => setTimeout(r, 40))
    expect((await rl.hit('k')).allowed).toBe(true)
  })
})

const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379'
const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false })
const redisUp = await client.connect().then(
  () => true,
  () => {
    console.warn(`Redis rate-limiter tests skipped: nothing answers at ${redisUrl}`)
    return false
  },
)
afterAll(() => client.disconnect())

describe.runIf(redisUp)('redis rate limiter', () => {
  it('shares one window between two limiters (two instances)', async () => {
    const prefix = `test:${process.pid}:${Date.now()}`
    const a = redisRateLimiter(client, prefix, { limit: 2, windowMs: 60_000 })
    const b = redisRateLimiter(client, prefix, { limit: 2, windowMs: 60_000 })
    expect((await a.hit('ip')).allowed).toBe(true)
    expect((await b.hit('ip')).allowed).toBe(true)
    const third = await a.hit('ip')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBeGreaterThan(0)
  })
})
