import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_ROUTE } from './preview-routes'

/** The preview route enables draft mode only for a link the CMS signed, for the path it names. */

export const previewToken = (secret: string, path: string) =>
  createHmac('sha256', secret).update(`draft-preview ${path}`).digest('hex')

export function isPreviewToken(secret: string, path: string, presented: string | null): boolean {
  const expected = Buffer.from(previewToken(secret, path))
  const given = Buffer.from(presented ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Root-relative, so the preview opens at whatever address the admin was opened on (no serverURL). */
export const previewLink = (secret: string, path: string) =>
  `${PREVIEW_ROUTE}?${new URLSearchParams({ path, token: previewToken(secret, path) })}`

/** Only a path on this site: "//evil.example" or "/\\evil" would leave it after the redirect. */
export const isSitePath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path) && !path.startsWith('/api/')

const SITE = 'http://site.invalid'

/**
 * A site path as a `Location`: percent-encoded (a header carries bytes, and a character outside
 * Latin-1 makes the answer fail) and still on this site once resolved (`/..//evil.example` resolves
 * to a protocol-relative address). Anything else goes to the home page.
 */
export function siteLocation(path: string): string {
  if (!isSitePath(path)) return '/'
  const url = new URL(path, SITE)
  const location = `${url.pathname}${url.search}${url.hash}`
  return url.origin === SITE && isSitePath(location) ? location : '/'
}
