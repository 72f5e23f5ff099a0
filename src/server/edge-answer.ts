import type { ServerResponse } from 'node:http'
import { ownAnswerHeaders } from '../lib/static-security-headers'

/**
 * An answer the server gives itself before Next sees the request: a client's mistake refused with
 * its 4xx (Next would answer some of these 500), or a request that needs no application at all.
 */
export type EdgeAnswer = { status: number; message?: string; headers?: Record<string, string> }

/** Short JSON in the shape of the server's other answers, never cached; no body for 204 or HEAD. */
export function sendEdgeAnswer(res: ServerResponse, answer: EdgeAnswer): void {
  const text =
    answer.status === 204 || answer.message === undefined
      ? ''
      : JSON.stringify({ status: 'error', errors: { request: answer.message } })
  res.writeHead(answer.status, {
    ...ownAnswerHeaders(),
    ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'cache-control': 'no-store',
    ...(answer.status === 204 ? {} : { 'content-length': Buffer.byteLength(text) }),
    ...answer.headers,
  })
  res.end(res.req?.method === 'HEAD' || !text ? undefined : text)
}
