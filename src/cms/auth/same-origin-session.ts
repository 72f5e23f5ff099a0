import { JWTAuthentication, type AuthStrategy } from 'payload'
import { isOwnOrigin } from '@/lib/request-origin'

/**
 * Payload trusts its session cookie on a request that carries an `Origin` only when that origin is in
 * the fixed `csrf` list (SITE_URL). The site must work at whatever address it is opened on (another
 * port, 127.0.0.1, a proxy's name), so this strategy also accepts the cookie when the `Origin` is the
 * request's own origin: the browser is talking to the server it loaded the page from, which is what
 * the CSRF check is for. It runs before Payload's own JWT strategy, and hands the request to it with
 * the configured origin in place of the matching one, so the token is verified by Payload itself.
 */
export function sameOriginSession(siteUrl: string, trustedProxyHops: number): AuthStrategy {
  const configured = new URL(siteUrl).origin
  return {
    name: 'same-origin-session',
    authenticate: async (args) => {
      const origin = args.headers.get('origin')
      if (!origin || origin === configured || !isOwnOrigin(origin, args.headers, siteUrl, trustedProxyHops)) {
        // Payload's own strategy decides these, unchanged
        return { user: null }
      }
      const headers = new Headers(args.headers)
      headers.set('origin', configured)
      // autologin is off here: Payload's strategy, run next, does it for a request without a token
      headers.set('DisableAutologin', 'true')
      return JWTAuthentication({ ...args, headers, strategyName: 'local-jwt' })
    },
  }
}
