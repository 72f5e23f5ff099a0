/**
 * Tables the proxy reads from the app's own internal routes (redirects, known addresses), with waits
 * that always end. An `AbortSignal.timeout` alone was not enough: under a burst that left the heap
 * near its limit a table load never settled, and every request that awaited it hung for good. Here
 * the deadline is a plain timer held by the wait itself, the fetch is aborted when it fires, and a
 * load that missed its deadline is dropped so the next request starts a new one.
 */

/** How long a request may wait for the app's own answer before going on without it. */
export const TABLE_DEADLINE_MS = 2_000

/** The promise's value, or undefined once `ms` have passed first; never waits longer. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

export type FetchJson = (url: string, deadlineMs: number) => Promise<unknown>

/**
 * The JSON body of a GET to the app itself; undefined when it does not answer 200 with JSON within
 * the deadline (headers and body together), in which case the request is aborted.
 */
export const fetchJsonWithin: FetchJson = async (url, deadlineMs) => {
  const controller = new AbortController()
  const read = (async () => {
    const res = await fetch(url, { cache: 'no-store', signal: controller.signal })
    return res.ok ? ((await res.json()) as unknown) : undefined
  })().catch(() => undefined)
  const body = await within(read, deadlineMs)
  controller.abort()
  return body
}

export type LiveTableOptions = { ttlMs: number; deadlineMs?: number; fetchJson?: FetchJson }

/**
 * A table the app serves at `path`, kept for `ttlMs` and then refreshed in the background. Reading it
 * with `freshMs` asks for one loaded at most that long ago and waits for a load if need be, but never
 * past the deadline: a late table is the last one known (or undefined), and the caller decides
 * without it.
 */
export function liveTable<T>(path: string, parse: (body: unknown) => T, options: LiveTableOptions) {
  const { ttlMs, deadlineMs = TABLE_DEADLINE_MS, fetchJson = fetchJsonWithin } = options
  let current: { value: T; at: number } | undefined
  let loading: Promise<void> | undefined

  const refresh = (origin: string): Promise<void> => {
    if (loading) return loading
    const load = async () => {
      const body = await fetchJson(`${origin}${path}`, deadlineMs)
      if (body !== undefined) current = { value: parse(body), at: Date.now() }
    }
    // the wait ends at the deadline even if the fetch ignores its abort; `then` always runs after
    // the assignment below, so a load that fails at once still clears the slot
    const settled: Promise<void> = within(
      load().catch(() => undefined),
      deadlineMs,
    ).then(() => {
      if (loading === settled) loading = undefined
    })
    loading = settled
    return settled
  }

  return async (origin: string, freshMs?: number): Promise<T | undefined> => {
    const age = current ? Date.now() - current.at : Infinity
    if (age > ttlMs || (freshMs !== undefined && age > freshMs)) {
      const pending = refresh(origin)
      // otherwise wait only on the first load; afterwards refresh in the background
      if (!current || freshMs !== undefined) await pending
    }
    return current?.value
  }
}
