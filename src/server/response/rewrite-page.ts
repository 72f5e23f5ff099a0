import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'
import { inlineScriptHashes } from '../csp'
import { rewriteHtml, type PipelineSettings } from '../html-pipeline'

/**
 * A held HTML page as it is sent: decoded, passed through the HTML pipeline (the prerendered /500 in
 * place of a failed render's empty document, framework scripts deferred; ../html-pipeline), encoded
 * again, with the hashes of its inline scripts for the CSP.
 */

function encode(text: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gzipSync(text)
    case 'br':
      return brotliCompressSync(text)
    case 'deflate':
      return deflateSync(text)
    default:
      return Buffer.from(text, 'utf8')
  }
}

function decode(body: Buffer, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body).toString('utf8')
    case 'br':
      return brotliDecompressSync(body).toString('utf8')
    case 'deflate':
      return inflateSync(body).toString('utf8')
    default:
      return body.toString('utf8')
  }
}

/**
 * Prerendered pages are the same bytes on every request: their rewritten body and script hashes are
 * kept (by a digest of what Next sent), so a busy page is decoded, rewritten and compressed once.
 * Only answers a shared cache may keep (`s-maxage`) are kept: a search result or a listing page with
 * a query is one-off and would push the prerendered pages out.
 */
const REWRITTEN_MAX = 200
const rewritten = new Map<string, { body: Buffer; hashes: string[] }>()
function remember(key: string, value: { body: Buffer; hashes: string[] }): void {
  rewritten.set(key, value)
  if (rewritten.size > REWRITTEN_MAX) rewritten.delete(rewritten.keys().next().value!)
}

export type HeldPage = {
  body: Buffer
  /** Content-Encoding of the body, as Next's compression set it. */
  encoding: string | undefined
  status: number
  admin: boolean
  /** A shared cache may keep the answer (`s-maxage`): the same bytes will come again. */
  shared: boolean
}

export function rewritePage(page: HeldPage, pipeline: PipelineSettings): { body: Buffer; hashes: string[] } {
  const { encoding, admin } = page
  const key =
    admin || !page.shared ? undefined : `${encoding ?? ''} ${createHash('sha1').update(page.body).digest('base64')}`
  const known = key ? rewritten.get(key) : undefined
  if (known) return known
  const html = decode(page.body, encoding)
  const sent = rewriteHtml(html, { status: page.status, admin }, pipeline)
  const result = { body: sent === html ? page.body : encode(sent, encoding), hashes: inlineScriptHashes(sent) }
  if (key) remember(key, result)
  return result
}
