/**
 * Ad-click ids (requirements §7.10): gclid, wbraid and gbraid in the query string are kept in cookies of
 * the same names for 30 days, so a lead sent later in the visit still carries the click.
 */
import { AD_CLICK_COOKIE_DAYS, AD_CLICK_PARAMS } from '@/lib/constants'
import { DAY_SECONDS, serializeCookie } from '@/lib/cookies'

/** Longer ids are not Google's; refusing them keeps a crafted URL from stuffing the cookie jar. */
const MAX_ID_LENGTH = 512

export function adClickCookies(search: string): string[] {
  const query = new URLSearchParams(search)
  const cookies: string[] = []
  for (const name of AD_CLICK_PARAMS) {
    const value = query.get(name)?.trim()
    if (value && value.length <= MAX_ID_LENGTH) {
      cookies.push(serializeCookie(name, value, { maxAgeSeconds: AD_CLICK_COOKIE_DAYS * DAY_SECONDS, sameSite: 'Lax' }))
    }
  }
  return cookies
}
