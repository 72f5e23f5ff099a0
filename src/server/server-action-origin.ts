import { isOwnOrigin } from '../lib/request-origin'
import type { EdgeAnswer } from './edge-answer'

/**
 * A Server Action call (a request naming a `Next-Action`) from another site's page, or from an opaque
 * origin (`Origin: null`), is refused here with 403: Next refuses it by throwing, which the visitor
 * sees as a 500. Same-site calls, and requests without Origin, are Next's to judge.
 */
export function serverActionOriginAnswer(
  headers: { 'next-action'?: string | string[]; origin?: string; [name: string]: string | string[] | undefined },
  siteUrl: string,
  trustedProxyHops: number,
): EdgeAnswer | undefined {
  if (headers['next-action'] === undefined || headers.origin === undefined) return undefined
  const fetchHeaders = new Headers()
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
    const value = headers[name]
    if (typeof value === 'string') fetchHeaders.set(name, value)
  }
  if (isOwnOrigin(headers.origin, fetchHeaders, siteUrl, trustedProxyHops)) return undefined
  return { status: 403, message: 'Server actions may only be called from this site.' }
}
