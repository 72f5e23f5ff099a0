import net from 'node:net'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/lib/rate-limit.server'

/** The forms limiter on Redis: the very first hit of a fresh process already counts in Redis. */
const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/9'
const { hostname, port } = new URL(REDIS_URL)
const available = await new Promise<boolean>((resolve) => {
  const s = net.connect({ host: hostname, port: Number(port || 6379) })
  s.once('connect', () => (s.destroy(), resolve(true)))
  s.once('error', () => resolve(false))
})
if (!available) console.warn(`Shared rate-limit test skipped: no Redis at ${hostname}:${port || 6379}`)

const probe = available ? new Redis(REDIS_URL) : undefined
afterAll(() => probe?.disconnect())

describe.skipIf(!available)('Redis rate limiter', () => {
  it('counts the first hit in Redis, not in process memory', async () => {
    const name = `test-${process.pid}-${Date.now().toString(36)}`
    const limiter = createRateLimiter(name, { limit: 2, windowMs: 10_000 }, REDIS_URL)
    const first = await limiter.hit('192.0.2.1')
    expect(first.allowed).toBe(true)
    expect(await probe!.get(`rl:${name}:192.0.2.1`)).toBe('1')
    await limiter.hit('192.0.2.1')
    expect((await limiter.hit('192.0.2.1')).allowed).toBe(false)
  })
})
