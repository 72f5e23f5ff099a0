import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit.server'

type ThrottleEnv = { PASSWORD_RESET_INTERVAL_MS: number; REDIS_URL?: string }

/**
 * One password-reset mail per address per interval, so "Forgot password?" cannot flood a mailbox.
 * Payload's own throttle (`forgotPassword.minRequestInterval`) reserves the interval with a write
 * outside the operation's transaction; on SQLite that transaction already holds the write lock
 * (libSQL begins every transaction IMMEDIATE), so the reservation waited for it until SQLITE_BUSY
 * and no mail was ever sent. This counts in Redis when REDIS_URL is set (all instances), else in
 * the process, and writes nothing to the database.
 *
 * Every address counts, known or not, so the 429 tells nobody whether an account exists.
 */
export function resetMailThrottle(env: ThrottleEnv): CollectionBeforeOperationHook {
  const limiter: RateLimiter | undefined =
    env.PASSWORD_RESET_INTERVAL_MS > 0
      ? createRateLimiter('password-reset', { limit: 1, windowMs: env.PASSWORD_RESET_INTERVAL_MS }, env.REDIS_URL)
      : undefined
  return async ({ args, operation }) => {
    if (operation !== 'forgotPassword' || !limiter) return args
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (typeof email !== 'string' || !email.trim()) return args
    // Payload looks the address up lower-cased and trimmed: the same key for every spelling of it
    const decision = await limiter.hit(email.toLowerCase().trim())
    if (!decision.allowed) {
      throw new APIError(
        `A reset e-mail was sent to this address a moment ago. Try again in ${decision.retryAfterSeconds} s.`,
        429,
        undefined,
        true,
      )
    }
    return args
  }
}
