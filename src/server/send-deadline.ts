import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Deadlines on sending an answer to a client that does not read it. Such a client fills the
 * socket's buffers and the answer stops moving; left alone it would hold a request slot (and the
 * answer in memory) until the client went away, and 64 of them made every visitor get 503.
 *
 * - After `parkMs` without a byte leaving, the answer's request slot is given back (its work is
 *   done; only the client is waiting): other visitors are served. At most `maxParked` answers wait
 *   like this; past that the stalled connection is closed at once, which bounds the memory they hold.
 * - After `stallMs` without a byte leaving, the connection is closed.
 *
 * An answer whose bytes are all with the client (nothing pending) is never judged: a slow render is
 * the server's own time, bounded elsewhere.
 */
export type SendDeadlineOptions = {
  parkMs: number
  stallMs: number
  maxParked: number
  checkEveryMs?: number
  /** Called when a stalled connection is closed, for the log. */
  onDrop?: (res: ServerResponse, reason: 'stalled' | 'too many parked') => void
}

type Watched = {
  release: () => void
  /**
   * The connection: an answer to a pipelined request has no socket of its own until the answers
   * before it are sent, and waits behind a stalled one just the same.
   */
  socket: Socket
  /** When bytes last left (or the watch began). */
  movedAt: number
  pending: number
  queued: number
  parked: boolean
}

/** Bytes the socket still has to send: in Node's stream buffer, and in the handle's own write queue. */
function pendingBytes(socket: Socket): { pending: number; queued: number } {
  // writeQueueSize is how far a single large write has gone out (the stream's count drops only when
  // the whole chunk is written); net.Socket reads it the same way for its bufferSize
  const handle = (socket as Socket & { _handle?: { writeQueueSize?: number } | null })._handle
  return { pending: socket.writableLength, queued: handle?.writeQueueSize ?? 0 }
}

export function createSendDeadline(options: SendDeadlineOptions) {
  const { parkMs, stallMs, maxParked, checkEveryMs = Math.min(500, parkMs), onDrop } = options
  const watched = new Map<ServerResponse, Watched>()
  let parked = 0
  let timer: NodeJS.Timeout | undefined

  const forget = (res: ServerResponse) => {
    const entry = watched.get(res)
    if (!entry) return
    watched.delete(res)
    if (entry.parked) parked--
  }

  const drop = (res: ServerResponse, socket: Socket, reason: 'stalled' | 'too many parked') => {
    forget(res)
    onDrop?.(res, reason)
    socket.destroy()
    res.destroy()
  }

  const check = () => {
    const now = Date.now()
    for (const [res, entry] of watched) {
      const socket = entry.socket
      if (res.writableFinished || socket.destroyed) {
        forget(res)
        continue
      }
      const { pending, queued } = pendingBytes(socket)
      const moved = pending < entry.pending || queued < entry.queued || (pending === 0 && queued === 0)
      entry.pending = pending
      entry.queued = queued
      if (moved) {
        entry.movedAt = now
        continue
      }
      const still = now - entry.movedAt
      if (still >= stallMs) drop(res, socket, 'stalled')
      else if (still >= parkMs && !entry.parked) {
        if (parked >= maxParked) {
          drop(res, socket, 'too many parked')
          continue
        }
        entry.parked = true
        parked++
        entry.release()
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }

  return {
    /** Watches one answer until it is sent or closed; `release` gives its request slot back. */
    watch(res: ServerResponse, release: () => void): void {
      const socket = res.req.socket
      watched.set(res, { release, socket, movedAt: Date.now(), pending: 0, queued: 0, parked: false })
      res.once('close', () => forget(res))
      // any drain is progress; sampling alone could miss one that came and went between checks
      res.on('drain', () => {
        const entry = watched.get(res)
        if (entry) entry.movedAt = Date.now()
      })
      if (!timer) {
        timer = setInterval(check, checkEveryMs)
        timer.unref()
      }
    },
    get watching() {
      return watched.size
    },
    get parked() {
      return parked
    },
  }
}
