import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPeriodicRun } from './periodic-run.server'

/** A run that stays pending until the test ends it. */
function pendingRun() {
  const finish: Array<() => void> = []
  const run = vi.fn(() => new Promise<void>((resolve) => finish.push(resolve)))
  return { run, finishAll: () => finish.splice(0).forEach((f) => f()) }
}

describe('periodic run', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('skips a tick while the previous run is still going', async () => {
    const { run, finishAll } = pendingRun()
    const stop = startPeriodicRun(run, () => {}, 1000)
    await vi.advanceTimersByTimeAsync(3000)
    expect(run).toHaveBeenCalledTimes(1)
    finishAll()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).toHaveBeenCalledTimes(2)
    finishAll()
    await stop()
  })

  it('reports a failed run and tries again on the next tick', async () => {
    const errors: unknown[] = []
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined)
    const stop = startPeriodicRun(run, (e) => errors.push(e), 1000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(errors).toEqual([new Error('down')])
    expect(run).toHaveBeenCalledTimes(2)
    await stop()
  })

  it('stop waits for the run in progress and starts no other', async () => {
    const { run, finishAll } = pendingRun()
    const stop = startPeriodicRun(run, () => {}, 1000)
    await vi.advanceTimersByTimeAsync(1000)
    let stopped = false
    const stopping = stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finishAll()
    await stopping
    await vi.advanceTimersByTimeAsync(5000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
