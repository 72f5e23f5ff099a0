import type { Socket } from 'node:net'
import { LINGER_MS } from './linger'

type ParseError = Error & { code?: string }

/** The status and message for a request Node could not parse; Node's own choice of status. */
export function clientErrorAnswer(error: ParseError): { status: number; reason: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: 'Request headers too large.' }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Content Too Large', message: 'Chunk extensions too large.' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' }
    default:
      return { status: 400, reason: 'Bad Request', message: 'Malformed request.' }
  }
}

const answered = new WeakSet<Socket>()

/**
 * Answers a request Node's parser refused (headers past `maxHeaderSize`, a malformed request line,
 * a request that took too long) with its status, then closes the connection the way `linger.ts`
 * does. Node's default handler writes the status and destroys the socket at once: the client is
 * usually still sending (a 64 KB cookie is more than one segment), the kernel answers that data with
 * a reset, and the client sees "connection reset" instead of 431.
 *
 * `headers` are added to the answer (the server's own security headers).
 */
export function answerClientError(
  error: ParseError,
  socket: Socket,
  headers: Record<string, string> = {},
  lingerMs = LINGER_MS,
): void {
  // the parser stays in its error state and reports it again for each later chunk: answer once
  if (answered.has(socket)) return
  answered.add(socket)
  socket.on('error', () => socket.destroy())
  // a write already started (a timed-out request mid-answer) cannot take a second status line
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy()
    return
  }
  const { status, reason, message } = clientErrorAnswer(error)
  const body = JSON.stringify({ status: 'error', errors: { request: message } })
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`)
  const timer = setTimeout(() => socket.destroy(), lingerMs)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  socket.once('end', () => socket.destroy())
  // the parser has stopped; read and drop what the client still sends so no reset overtakes the answer
  socket.on('data', () => undefined)
  socket.resume()
}
