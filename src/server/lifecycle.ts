/**
 * Shutdown hooks shared between the custom server (src/server/main.ts, plain Node) and code that
 * Next bundles (instrumentation): the two hold separate copies of this module, so the registry
 * lives on globalThis under a registered symbol.
 */
type Hook = { name: string; run: () => Promise<void> | void }

const KEY = Symbol.for('arden-hale.shutdown-hooks')
type Holder = { [KEY]?: Hook[] }

function hooks(): Hook[] {
  const holder = globalThis as Holder
  holder[KEY] ??= []
  return holder[KEY]
}

/** Registers work to finish before the process exits (stop the job runner, close the database). */
export function onShutdown(name: string, run: Hook['run']): void {
  hooks().push({ name, run })
}

/** Runs the hooks last-registered first, each bounded by the time left; a failing hook is logged. */
export async function runShutdownHooks(timeoutMs: number, log: (msg: string) => void): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (const hook of [...hooks()].reverse()) {
    const left = Math.max(0, deadline - Date.now())
    let timer: NodeJS.Timeout | undefined
    const outcome = await Promise.race([
      Promise.resolve()
        .then(hook.run)
        .then(() => 'done' as const),
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
    ]).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`)
    clearTimeout(timer)
    log(`shutdown: ${hook.name} ${outcome}`)
  }
  hooks().length = 0
}
