import 'server-only'
/**
 * Runs `run` every `intervalMs`, never two at once: a tick that finds the previous run still going is
 * skipped. A failed run goes to `onError` and the next tick tries again. The returned stop lets the
 * run in progress finish (a job it claimed is not left marked as processing).
 */
export function startPeriodicRun(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (running || stopped) return
    running = run()
      .then(() => undefined, onError)
      .finally(() => (running = undefined))
  }
  const timer = setInterval(tick, intervalMs)
  // the server's own shutdown stops it; it never keeps a process alive by itself
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
