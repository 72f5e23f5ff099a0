import 'server-only'
import { createHmac } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Challenge } from 'altcha-lib/v1/types'

/** Small enough to solve unnoticed in a browser (well under a second), big enough to cost a bot. */
export const ALTCHA_MAX_NUMBER = 50_000
export const ALTCHA_TTL_MS = 10 * 60 * 1000

/** A key of its own, derived from the app secret, so the two never double as each other. */
export function altchaKey(secret: string): string {
  return createHmac('sha256', secret).update('altcha-captcha').digest('hex')
}

export function newChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    hmacKey: altchaKey(secret),
    maxNumber: ALTCHA_MAX_NUMBER,
    expires: new Date(now + ALTCHA_TTL_MS),
  })
}

/** One solution, one lead: a replayed token is refused until it would have expired anyway. */
const spent = new Map<string, number>()

export async function verifyAltcha(token: string, secret: string): Promise<boolean> {
  if (token.length > 2000) return false
  const now = Date.now()
  for (const [k, exp] of spent) if (exp <= now) spent.delete(k)
  if (spent.has(token)) return false
  let ok = false
  try {
    ok = await verifySolution(token, altchaKey(secret), true)
  } catch {
    ok = false
  }
  if (ok) spent.set(token, now + ALTCHA_TTL_MS)
  return ok
}
