import { readdirSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { EdgeAnswer } from './edge-answer'

/**
 * The build's files (`/_next/static/…`) and the public folder's (`/favicon.ico`, `/icons/…`) are
 * served by Next through the `send` package, and every error `send` raises (405, 412, 416) reaches
 * the visitor as a 500. The requests that would raise one are answered here instead, by the rules of
 * RFC 9110; everything else (the file itself, 206, 304) is still Next's.
 */

const STATIC_PREFIX = '/_next/static/'
const ALLOW = 'GET, HEAD'

export type RangeDecision = 'serve' | 'ignore' | 'unsatisfiable'

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14.2): a header that is not a
 * valid `bytes` range set is ignored (the whole file, 200); a valid one none of whose ranges
 * overlaps the file is unsatisfiable (416); otherwise the file's server serves it.
 */
export function rangeDecision(header: string, size: number): RangeDecision {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header)
  if (!match) return 'ignore'
  const specs = match[1]!.split(',').map((s) => s.trim())
  let satisfiable = false
  for (const spec of specs) {
    const range = /^(\d*)-(\d*)$/.exec(spec)
    if (!range || (range[1] === '' && range[2] === '')) return 'ignore'
    const [first, last] = [range[1]!, range[2]!]
    if (first === '') {
      // a suffix: the last N bytes; zero of them is nothing at all
      if (Number(last) > 0 && size > 0) satisfiable = true
    } else {
      if (last !== '' && Number(last) < Number(first)) return 'ignore'
      if (Number(first) < size) satisfiable = true
    }
  }
  return satisfiable ? 'serve' : 'unsatisfiable'
}

/**
 * Whether the preconditions of a GET or HEAD hold for a file (RFC 9110 §13.2.2). The files carry
 * weak ETags (`W/"size-mtime"`), and If-Match compares strongly: only `*` can match.
 * If-Unmodified-Since counts only without If-Match, and a date that does not parse is ignored.
 */
export function preconditionsHold(
  headers: { 'if-match'?: string; 'if-unmodified-since'?: string },
  modifiedMs: number,
): boolean {
  const ifMatch = headers['if-match']
  if (ifMatch !== undefined) return ifMatch.trim() === '*'
  const since = headers['if-unmodified-since']
  if (since === undefined) return true
  const date = Date.parse(since)
  // Last-Modified has whole seconds
  return Number.isNaN(date) || Math.floor(modifiedMs / 1000) * 1000 <= date
}

/** Every file of a folder, as the paths it is served at (`/icons/x.svg`). */
function listFiles(dir: string, base = ''): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const served = `${base}/${entry.name}`
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), served)
      return entry.isFile() ? [served] : []
    })
  } catch {
    return []
  }
}

export type StaticRoots = { distDir: string; publicDir: string }

/** The checks for a server: the public folder is listed once (it is part of the deployed build). */
export function createStaticFileCheck(roots: StaticRoots) {
  const publicFiles = new Set(listFiles(roots.publicDir))
  const staticDir = path.join(roots.distDir, 'static')

  /** The file on disk a path names, if it is a build or public file. */
  const fileOf = (decoded: string): string | undefined => {
    if (decoded.startsWith(STATIC_PREFIX)) {
      const file = path.join(staticDir, decoded.slice(STATIC_PREFIX.length))
      return file.startsWith(`${staticDir}${path.sep}`) ? file : undefined
    }
    return publicFiles.has(decoded) ? path.join(roots.publicDir, decoded) : undefined
  }

  /** The server's own answer for a request of a static file, or undefined to let Next serve it. */
  return async function staticFileAnswer(req: IncomingMessage, pathname: string): Promise<EdgeAnswer | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const file = fileOf(decoded)
    if (!file && !decoded.startsWith(STATIC_PREFIX)) return undefined
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return { status: 405, message: 'A file can only be read (GET or HEAD).', headers: { allow: ALLOW } }
    }
    const { headers } = req
    if (!file || (headers.range === undefined && !headers['if-match'] && !headers['if-unmodified-since'])) {
      return undefined
    }
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    if (!preconditionsHold(headers, info.mtimeMs)) {
      return { status: 412, message: 'The file does not meet the request’s precondition.' }
    }
    // decided here: `send` must not decide again (its refusals become 500s)
    delete headers['if-match']
    delete headers['if-unmodified-since']
    if (headers.range !== undefined) {
      const decision = rangeDecision(headers.range, info.size)
      if (decision === 'unsatisfiable') {
        return {
          status: 416,
          message: 'The range is outside the file.',
          headers: { 'content-range': `bytes */${info.size}` },
        }
      }
      if (decision === 'ignore') delete headers.range
    }
    return undefined
  }
}
