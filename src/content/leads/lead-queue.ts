/**
 * How many leads may wait for this process's SQLite writer. Under overload a lead past the limit
 * is refused at once (503, retry) instead of queueing for seconds: a visitor whose browser gave up
 * would otherwise have their lead stored although they were never told so, and send it again.
 */
export const MAX_QUEUED_LEADS = 64

/** The queue is full: the forms API answers 503 with Retry-After, nothing is stored. */
export class LeadQueueFull extends Error {
  constructor() {
    super('Too many leads are waiting to be stored.')
    this.name = 'LeadQueueFull'
  }
}

/** The visitor's request ended while its lead waited: it is not stored, as nobody can be told. */
export class ClientGone extends Error {
  constructor() {
    super('The request was closed before its lead could be stored.')
    this.name = 'ClientGone'
  }
}

/** One piece of work at a time, at most `max` waiting; work whose signal aborted while waiting is skipped. */
export function createSerialQueue(max = MAX_QUEUED_LEADS) {
  let tail: Promise<unknown> = Promise.resolve()
  let waiting = 0
  return {
    get waiting() {
      return waiting
    },
    run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (waiting >= max) return Promise.reject(new LeadQueueFull())
      waiting++
      const guarded = () => {
        waiting--
        if (signal?.aborted) throw new ClientGone()
        return work()
      }
      const run = tail.then(guarded, guarded)
      tail = run.catch(() => undefined)
      return run
    },
  }
}
