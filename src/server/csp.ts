import { createHash } from 'node:crypto'
import type { thirdPartyOrigins } from '../lib/third-party-origins'

/**
 * The Content-Security-Policy of every response (docs/decisions/0004): an HTML page allows exactly
 * the inline scripts it carries, by their sha256 hashes; any other answer runs and embeds nothing.
 */

export type Origins = ReturnType<typeof thirdPartyOrigins>

/** Responses that are not HTML documents run no script and embed nothing. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTR = /\ssrc\s*=/i
const DATA_BLOCK = /\stype\s*=\s*["']?(?:application\/(?:ld\+)?json|importmap)/i

/** sha256 CSP sources of the inline scripts of a document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(SCRIPT)) {
    const [, attrs = '', body = ''] = match
    // an external script needs no hash; a JSON data block never executes (importmap must match too)
    if (SRC_ATTR.test(attrs) || (DATA_BLOCK.test(attrs) && !/importmap/i.test(attrs))) continue
    if (body.length === 0) continue
    // the HTML parser turns CRLF and CR into LF before the browser hashes the element's text
    const text = body.replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const list = (...sources: Array<string | string[]>) => [...new Set(sources.flat())].join(' ')

export type PolicyOptions = { origins: Origins; https: boolean; dev: boolean; framedBySelf?: boolean }

/**
 * The public site. `style-src 'unsafe-inline'` is the one allowance: React renders `style`
 * attributes and CSS cannot run script (the Observatory scores this 0, not a penalty).
 */
export function sitePolicy(scriptHashes: string[], { origins, https, dev, framedBySelf }: PolicyOptions): string {
  const directives = [
    `default-src 'self'`,
    // 'unsafe-eval' only in development, where React rebuilds stacks with eval
    `script-src ${list("'self'", scriptHashes, origins.script, dev ? ["'unsafe-eval'"] : [])}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', origins.img)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", origins.connect)}`,
    `frame-src ${origins.frame.length > 0 ? list(origins.frame) : "'none'"}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    // an editor's draft preview is shown inside the admin's live preview pane (same origin only)
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * The Payload admin (/admin). Same script rule (hashes, no 'unsafe-inline'); it differs where the
 * admin's own features need it: previews of uploads as blob:/data: images and media, and
 * `frame-src 'self'` for Payload's document previews. Still never framed itself.
 */
export function adminPolicy(scriptHashes: string[], { origins, https, dev }: PolicyOptions): string {
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptHashes, dev ? ["'unsafe-eval'"] : [])}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', origins.img)}`,
    `media-src 'self' blob: data:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `frame-src 'self'`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The admin embeds no third party. */
export const emptyOrigins: Origins = { script: [], connect: [], img: [], frame: [] }
