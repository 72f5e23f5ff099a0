/**
 * Error reporting in the browser (requirements §7.8, §8). The SDK is loaded after the page is
 * interactive; unhandled errors and rejections raised before that are buffered and forwarded
 * once it runs. Without a DSN, or when the SDK fails to start, a mock notifier takes its place
 * and says so in the console.
 */

export const MOCK_NOTIFIER_MESSAGE =
  'Error reporting is not available (not configured or failed to start): using a mock notifier.'

export type Notifier = { kind: 'remote' | 'mock'; notify(error: unknown): void }

/** What a loaded SDK offers: forward one error; its own global handlers take over from the buffer. */
export type RemoteReporter = { notify(error: unknown): void }
export type ReporterLoader = (dsn: string) => Promise<RemoteReporter>

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>

export type ErrorBuffer = { readonly errors: unknown[]; stop(): void }

/** Keeps (up to `max`) unhandled errors and rejections until the SDK is ready. */
export function bufferErrors(target: Target, max = 20): ErrorBuffer {
  const errors: unknown[] = []
  const keep = (error: unknown) => {
    if (errors.length < max) errors.push(error)
  }
  const onError = (e: Event) => {
    // resource load errors (img, script) are not exceptions
    if ('error' in e || 'message' in e) keep((e as ErrorEvent).error ?? new Error((e as ErrorEvent).message))
  }
  const onRejection = (e: Event) => keep((e as PromiseRejectionEvent).reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return {
    errors,
    stop() {
      target.removeEventListener('error', onError)
      target.removeEventListener('unhandledrejection', onRejection)
    },
  }
}

/** Where the head script below keeps what it caught, until the runtime adopts it. */
const EARLY_BUFFER_GLOBAL = '__earlyErrors'

/**
 * An inline script for the document's head: it listens before any chunk runs (Next loads some
 * route chunks only after the load event), so an error raised while the page loads is kept too.
 * Its CSP hash is added per response (docs/decisions/0004). Mirrors `bufferErrors` in ES5.
 */
export const EARLY_ERROR_BUFFER_SCRIPT = `(function(w){var e=[],k=function(x){if(e.length<20)e.push(x)},o=function(v){if(v.error||v.message)k(v.error||new Error(v.message))},r=function(v){k(v.reason)};w.addEventListener('error',o);w.addEventListener('unhandledrejection',r);w.${EARLY_BUFFER_GLOBAL}={errors:e,stop:function(){w.removeEventListener('error',o);w.removeEventListener('unhandledrejection',r)}}})(window)`

/** The head script's buffer when it ran, else one started now. */
export function adoptEarlyErrors(win: Target & Partial<Record<typeof EARLY_BUFFER_GLOBAL, ErrorBuffer>>): ErrorBuffer {
  const early = win[EARLY_BUFFER_GLOBAL]
  if (early && Array.isArray(early.errors) && typeof early.stop === 'function') return early
  return bufferErrors(win)
}

const mockNotifier = (log: (message: string) => void): Notifier => {
  log(MOCK_NOTIFIER_MESSAGE)
  return { kind: 'mock', notify: () => {} }
}

export async function startErrorReporting({
  dsn,
  load,
  buffer,
  log = (m) => console.warn(m),
}: {
  dsn: string | undefined
  load: ReporterLoader
  buffer?: ErrorBuffer
  log?: (message: string) => void
}): Promise<Notifier> {
  if (!dsn) {
    buffer?.stop()
    return mockNotifier(log)
  }
  try {
    const remote = await load(dsn)
    buffer?.stop()
    for (const error of buffer?.errors.splice(0) ?? []) remote.notify(error)
    return { kind: 'remote', notify: (error) => remote.notify(error) }
  } catch (error) {
    buffer?.stop()
    console.error(error)
    return mockNotifier(log)
  }
}
