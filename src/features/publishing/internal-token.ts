import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header the process's own schedule runner sends to its scheduled-publish route. */
export const INTERNAL_TOKEN_HEADER = 'x-scheduled-publish-token'

/** Derived from PAYLOAD_SECRET: nothing to configure, and no one without the secret can forge it. */
export const internalToken = (secret: string) =>
  createHmac('sha256', secret).update('scheduled-publish-runner').digest('hex')

export function isInternalToken(secret: string, presented: string | null): boolean {
  const expected = Buffer.from(internalToken(secret))
  const given = Buffer.from(presented ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
