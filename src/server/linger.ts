import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/** How long a closing connection keeps reading (and dropping) the rest of a body the client still sends. */
export const LINGER_MS = 2000

/**
 * A lingering close for answers given before the request body was read to its end (the forms API's
 * 413 with `Connection: close`). Node closes such a connection as soon as the answer is written; the
 * client is often still uploading, and the kernel answers the data that keeps coming with a reset,
 * which makes the client drop the answer it has not read yet: the visitor sees a network error
 * instead of "Request body too large." Here the server sends its answer and its end of the stream,
 * then reads and drops what still comes for up to `LINGER_MS` (or until the client closes its end)
 * before it closes the connection, as web servers do.
 *
 * Call once per request, before the answer is sent. A request whose body was read in full, or a
 * connection kept alive, closes as before.
 */
const current = new WeakMap<Socket, IncomingMessage>()

export function lingerIfBodyUnread(req: IncomingMessage, lingerMs = LINGER_MS): void {
  const socket = req.socket as Socket & { destroySoon?: () => void }
  // a kept-alive connection carries several requests: patch it once, judge by its latest request
  const patched = current.has(socket)
  current.set(socket, req)
  const destroySoon = socket.destroySoon
  if (patched || typeof destroySoon !== 'function') return
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    const last = current.get(this)
    if (!last || last.complete || this.destroyed) return destroySoon.call(this)
    this.end()
    const timer = setTimeout(() => this.destroy(), lingerMs)
    timer.unref()
    this.once('close', () => clearTimeout(timer))
    // the client closing its end means it has stopped sending: nothing left to wait for
    this.once('end', () => this.destroy())
    // the request's own stream may be paused (its reader gave up): let the parser drop the rest
    last.resume()
    this.resume()
  }
}
