import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLogger } from '../../lib/logger'
import { setCacheControl } from '../edge-cache'
import type { PipelineSettings } from '../html-pipeline'
import { assignRequestId, logAccess, normalizeForwarded } from '../request-context'
import { setHeadCsp, setPageCsp } from '../security-headers'
import { holdHtml } from './hold-html'
import { rewritePage } from './rewrite-page'

const log = createLogger({ component: 'http' })

/** What the responses depend on, read once from the environment (src/lib/env.ts) by the server. */
export type ResponseSettings = { https: boolean; dev: boolean; trustedHops: number; pipeline: PipelineSettings }

function isAdmin(url: string | undefined): boolean {
  return url === '/admin' || Boolean(url?.startsWith('/admin/') || url?.startsWith('/admin?'))
}

/**
 * Everything the production server does around Next's answer to one request, called before Next
 * handles it: the request id and the trusted forwarded-for chain, the access-log line, the edge's
 * Cache-Control, and the CSP; an HTML page is held until complete, rewritten by the HTML pipeline
 * (the prerendered /500, deferred framework scripts) and sent with the hashes of its inline scripts.
 */
export function finishResponse(req: IncomingMessage, res: ServerResponse, settings: ResponseSettings): void {
  const requestId = assignRequestId(req, res)
  normalizeForwarded(req, settings.trustedHops)
  logAccess(req, res, requestId)
  const admin = isAdmin(req.url)
  holdHtml(res, {
    onHead(statusCode, html) {
      setCacheControl(res)
      setHeadCsp(res, statusCode, html)
    },
    onBody(body, status) {
      let sent = body
      let hashes: string[] = []
      try {
        const header = res.getHeader('content-encoding')
        const encoding = typeof header === 'string' ? header : undefined
        const shared = /\bs-maxage=/.test(String(res.getHeader('Cache-Control') ?? ''))
        ;({ body: sent, hashes } = rewritePage({ body, encoding, status, admin, shared }, settings.pipeline))
        if (res.hasHeader('content-length')) res.setHeader('content-length', sent.length)
      } catch (error) {
        // fail closed: without hashes the page's inline scripts are blocked, never allowed wholesale
        log.error('could not read HTML to hash its scripts', { requestId, err: error })
      }
      setPageCsp(req, res, { admin, hashes }, settings)
      return sent
    },
  })
}
