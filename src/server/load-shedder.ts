/**
 * Caps the requests the server works on at once. Past the cap a request is refused at once with
 * 503 and Retry-After instead of queueing until the client times out: a busy 2-core box answers
 * the work it has taken on quickly and tells the rest when to come back.
 */
export type LoadShedder = {
  /** A release function when the request may proceed, or undefined when it must be refused. */
  tryAcquire(): (() => void) | undefined
  readonly inFlight: number
}

export function createLoadShedder(maxInFlight: number): LoadShedder {
  let inFlight = 0
  return {
    tryAcquire() {
      if (inFlight >= maxInFlight) return undefined
      inFlight++
      let released = false
      return () => {
        if (released) return
        released = true
        inFlight--
      }
    },
    get inFlight() {
      return inFlight
    },
  }
}
