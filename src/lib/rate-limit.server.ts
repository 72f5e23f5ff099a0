import 'server-only'
import Redis from 'ioredis'

export type RateDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export interface RateLimiter {
  hit(key: string): Promise<RateDecision>
}

type Window = { limit: number; windowMs: number }

/** Fixed-window counter in this process; enough for one instance. */
export function memoryRateLimiter({ limit, windowMs }: Window): RateLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0
  return {
    async hit(key) {
      const now = Date.now()
      if (now >= nextSweep) {
        // drop expired windows so a flood of distinct keys cannot grow memory without bound
        for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k)
        nextSweep = now + windowMs
      }
      let entry = counters.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs }
        counters.set(key, entry)
      }
      entry.count += 1
      return {
        allowed: entry.count <= limit,
        remaining: Math.max(0, limit - entry.count),
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
      }
    },
  }
}

const INCR_WITH_TTL = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }
`

/** The same window shared by every instance through Redis (one atomic script call per hit). */
export function redisRateLimiter(client: Redis, prefix: string, { limit, windowMs }: Window): RateLimiter {
  return {
    async hit(key) {
      const [count, ttl] = (await client.eval(INCR_WITH_TTL, 1, `${prefix}:${key}`, String(windowMs))) as [
        number,
        number,
      ]
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
      }
    },
  }
}

let redis: Redis | undefined

/** Resolves once the client is ready or after `timeoutMs`, whichever comes first. */
function firstConnection(client: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    client.once('ready', done)
  })
}

/** Redis when REDIS_URL is set, else memory; a Redis outage never blocks a lead (fails open). */
export function createRateLimiter(name: string, window: Window, redisUrl: string | undefined): RateLimiter {
  const memory = memoryRateLimiter(window)
  if (!redisUrl) return memory
  redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
  const client = redis
  const shared = redisRateLimiter(client, `rl:${name}`, window)
  return {
    async hit(key) {
      try {
        // the first hits of a fresh process would otherwise find no connection yet and count in memory
        if (client.status === 'connecting' || client.status === 'connect' || client.status === 'wait') {
          await firstConnection(client, 1000)
        }
        return await shared.hit(key)
      } catch {
        return memory.hit(key)
      }
    },
  }
}
