/**
 * Error reporting in the browser (SPEC §7.8, §8). The SDK is loaded after the page is
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
