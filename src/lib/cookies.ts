/**
 * Cookies the browser code writes itself (locale, consent, ad-click ids, token), with their
 * attributes in one place. Pure string functions: `document.cookie` is the caller's.
 */
export type CookieOptions = {
  maxAgeSeconds: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

export const DAY_SECONDS = 86_400

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.floor(options.maxAgeSeconds)}`]
  parts.push(`Path=${options.path ?? '/'}`)
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  // on an https page every cookie is Secure, whatever the caller asked: no cookie of ours may leak over http
  const https = typeof location !== 'undefined' && location.protocol === 'https:'
  if (options.secure || https) parts.push('Secure')
  return parts.join('; ')
}

/** The cookie's value from a `document.cookie`-style string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

export function deleteCookie(name: string, path = '/'): string {
  return `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`
}
