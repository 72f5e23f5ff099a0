import type { EdgeAnswer } from './edge-answer'

/**
 * The request line and Host header, checked before Next parses them: Next answers 500 to `OPTIONS *`,
 * `GET *`, a `Host` that is no host name (on `/admin`) and a path whose percent-encoding is not UTF-8
 * (on `/api/…`), and Payload's file route passes a NUL byte on to the file system.
 */

/** What the check reads of a request (an IncomingMessage fits). */
export type RequestHead = { method?: string; url?: string; headers: { host?: string } }

// a host name or IPv4 address, or a bracketed IPv6 address, and an optional port (RFC 9110 §7.2)
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_.])?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/
// an absolute-form target (`GET http://host/path`): another check's business
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//
// C0 controls and DEL: no address of the site contains one
const CONTROL = /[\u0000-\u001f\u007f]/

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host)
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
}

/** Why a path is not an address of this site: its percent-encoding is not UTF-8, or it holds a control character. */
export function pathProblem(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'The address is not valid percent-encoded UTF-8.'
  }
  return CONTROL.test(decoded) ? 'The address contains a control character.' : undefined
}

/** The server's own answer to this request line, or undefined when the request may go on. */
export function requestTargetAnswer(req: RequestHead, allow: string): EdgeAnswer | undefined {
  const url = req.url ?? ''
  if (url === '*') {
    // the asterisk form asks about the server as a whole (RFC 9110 §9.3.7); only OPTIONS may use it
    if (req.method === 'OPTIONS') return { status: 204, headers: { allow } }
    return { status: 400, message: 'Only OPTIONS may ask for "*".' }
  }
  const host = req.headers.host
  if (host !== undefined && !isValidHost(host)) return { status: 400, message: 'The Host header is not a host name.' }
  if (ABSOLUTE_FORM.test(url)) return undefined
  if (!url.startsWith('/')) return { status: 400, message: 'The request target must be a path.' }
  const problem = pathProblem(url.split('?', 1)[0]!)
  return problem ? { status: 400, message: problem } : undefined
}
