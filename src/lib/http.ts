/**
 * The one fetch wrapper for calls made from the browser (requirements §9): answers 408, 409, 425, 429,
 * 500, 502, 503 and 504 are retried once, for non-mutating methods only (a POST may already have
 * taken effect; the forms API has its own idempotent retry). A network error on a safe method is
 * retried once too.
 */
import { HTTP_RETRY_STATUSES } from './constants'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const RETRY_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY_STATUSES)
const DEFAULT_RETRY_DELAY_MS = 300
const MAX_RETRY_DELAY_MS = 3000

export type HttpOptions = RequestInit & {
  /** Wait before the retry; a Retry-After of the answer is honoured up to 3 s. */
  retryDelayMs?: number
  fetch?: typeof fetch
}

export function isRetryable(method: string, status: number): boolean {
  return SAFE_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status)
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

function delayFor(response: Response | null, fallback: number): number {
  const seconds = Number(response?.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : fallback
}

const wait = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

export async function http(input: RequestInfo | URL, options: HttpOptions = {}): Promise<Response> {
  const { retryDelayMs = DEFAULT_RETRY_DELAY_MS, fetch: fetchImpl = fetch, ...init } = options
  const method = methodOf(input, init)
  const safe = SAFE_METHODS.has(method)
  // a Request body can be read once: keep a copy for the retry
  const again = () => (input instanceof Request ? input.clone() : input)
  let response: Response
  try {
    response = await fetchImpl(safe ? again() : input, init)
  } catch (error) {
    if (!safe || init.signal?.aborted) throw error
    await wait(retryDelayMs, init.signal)
    return fetchImpl(again(), init)
  }
  if (!isRetryable(method, response.status)) return response
  await response.body?.cancel().catch(() => {})
  await wait(delayFor(response, retryDelayMs), init.signal)
  return fetchImpl(again(), init)
}
