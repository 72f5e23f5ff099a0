import { createHash } from 'node:crypto'
import { newChallenge } from '../../../src/features/captcha/altcha.server'
import { E2E } from './env'

/**
 * A real altcha solution, found with Node's synchronous SHA-256 (altcha-lib's solver awaits Web
 * Crypto once per guess, which costs seconds per token on a busy machine; the fault tests need hundreds).
 */
export async function fastCaptchaToken(secret = E2E.env.PAYLOAD_SECRET!): Promise<string> {
  const c = await newChallenge(secret)
  if (c.algorithm !== 'SHA-256') throw new Error(`unexpected altcha algorithm ${c.algorithm}`)
  const target = Buffer.from(c.challenge, 'hex')
  const salted = createHash('sha256').update(c.salt)
  for (let n = 0; n <= c.maxnumber!; n++) {
    if (salted.copy().update(String(n)).digest().equals(target)) {
      return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64')
    }
  }
  throw new Error('altcha challenge has no solution')
}
