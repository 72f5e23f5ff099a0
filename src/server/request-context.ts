import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLogger, isValidRequestId } from '../lib/logger'

/** The request's id, its forwarded-for chain and its access-log line. */

const log = createLogger({ component: 'http' })

/**
 * Makes X-Forwarded-For end with the address that actually connected, so the last entry cannot be
 * forged (src/lib/client-ip.ts counts back TRUSTED_PROXY_HOPS from it). Next only fills the header
 * when it is absent, which would let a visitor pick any address and dodge the rate limits. With no
 * trusted proxy, forwarded host/proto/port claims from the visitor are dropped as well.
 */
export function normalizeForwarded(req: IncomingMessage, trustedHops: number): void {
  const socketAddress = req.socket.remoteAddress ?? 'unknown'
  if (trustedHops === 0) {
    req.headers['x-forwarded-for'] = socketAddress
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
    delete req.headers['forwarded']
    return
  }
  const prior = req.headers['x-forwarded-for']
  const chain = (Array.isArray(prior) ? prior.join(',') : (prior ?? '')).trim()
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${socketAddress}` : socketAddress
}

/**
 * Gives the request an id (X-Request-Id: the one sent, when well-formed, or a new one), which route
 * handlers read from the request headers to tag their own log lines, and sends it back. Returns it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id']
  const requestId = typeof incoming === 'string' && isValidRequestId(incoming) ? incoming : randomUUID()
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  return requestId
}

/** Writes one access-log line when the response finishes. */
export function logAccess(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = process.hrtime.bigint()
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    log.info('request', {
      requestId,
      method: req.method,
      // the path only: query strings carry search terms and campaign data
      path: (req.url ?? '').split('?', 1)[0],
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    })
  })
}
