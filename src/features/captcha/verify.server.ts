import 'server-only'
import type { ServerEnv } from '@/lib/env'
import { verifyAltcha } from './altcha.server'
import { verifyRecaptcha } from './recaptcha.server'

export type CaptchaResult = 'passed' | 'failed' | 'unavailable'

/** Checks a visitor's human-check token with the configured provider (docs/architecture.md#decisions). */
export async function verifyCaptcha(token: unknown, env: ServerEnv): Promise<CaptchaResult> {
  if (typeof token !== 'string' || token.length === 0) return 'failed'
  try {
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      return (await verifyRecaptcha(token, {
        secret: env.RECAPTCHA_SECRET ?? '',
        verifyUrl: env.RECAPTCHA_VERIFY_URL,
        minScore: env.RECAPTCHA_MIN_SCORE,
      }))
        ? 'passed'
        : 'failed'
    }
    return (await verifyAltcha(token, env.PAYLOAD_SECRET)) ? 'passed' : 'failed'
  } catch {
    return 'unavailable'
  }
}
