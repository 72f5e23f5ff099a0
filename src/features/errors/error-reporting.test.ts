import { describe, expect, it, vi } from 'vitest'
import {
  adoptEarlyErrors,
  bufferErrors,
  EARLY_ERROR_BUFFER_SCRIPT,
  MOCK_NOTIFIER_MESSAGE,
  startErrorReporting,
} from './error-reporting'

function fakeWindow() {
  const target = new EventTarget()
  return target as unknown as Window
}

function errorEvent(error: Error) {
  const e = new Event('error') as Event & { error: Error; message: string }
  Object.assign(e, { error, message: error.message })
  return e
}

function rejectionEvent(reason: unknown) {
  return Object.assign(new Event('unhandledrejection'), { reason })
}

describe('error reporting (requirements §7.8, §8)', () => {
  it('without a DSN uses a mock notifier and logs the message', async () => {
    const log = vi.fn()
    const load = vi.fn()
    const notifier = await startErrorReporting({ dsn: undefined, load, log })
    expect(notifier.kind).toBe('mock')
    expect(load).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(MOCK_NOTIFIER_MESSAGE)
  })

  it('when the SDK fails to start, a mock notifier and the message', async () => {
    const log = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const notifier = await startErrorReporting({
      dsn: 'http://key@127.0.0.1:1/1',
      load: () => Promise.reject(new Error('chunk failed')),
      log,
    })
    expect(notifier.kind).toBe('mock')
    expect(log).toHaveBeenCalledWith(MOCK_NOTIFIER_MESSAGE)
    consoleError.mockRestore()
  })

  it('forwards errors and rejections raised before the SDK loaded, then stops buffering', async () => {
    const win = fakeWindow()
    const buffer = bufferErrors(win)
    const early = new Error('early')
    win.dispatchEvent(errorEvent(early))
    win.dispatchEvent(rejectionEvent('rejected early'))
    const sent: unknown[] = []
    const notifier = await startErrorReporting({
      dsn: 'http://key@127.0.0.1:1/1',
      load: async () => ({ notify: (e) => sent.push(e) }),
      buffer,
    })
    expect(notifier.kind).toBe('remote')
    expect(sent).toEqual([early, 'rejected early'])
    win.dispatchEvent(errorEvent(new Error('late')))
    expect(buffer.errors).toEqual([])
  })

  it('buffers at most 20 errors', () => {
    const win = fakeWindow()
    const buffer = bufferErrors(win)
    for (let i = 0; i < 30; i++) win.dispatchEvent(rejectionEvent(i))
    expect(buffer.errors).toHaveLength(20)
  })
})

describe('the early error buffer of the head script', () => {
  it('buffers errors and rejections from the first moment; the runtime adopts them', async () => {
    const win = fakeWindow()
    new Function('window', EARLY_ERROR_BUFFER_SCRIPT)(win)
    const early = new Error('before any chunk')
    win.dispatchEvent(errorEvent(early))
    win.dispatchEvent(rejectionEvent('rejected before any chunk'))
    const buffer = adoptEarlyErrors(win)
    expect(buffer.errors).toEqual([early, 'rejected before any chunk'])
    const sent: unknown[] = []
    await startErrorReporting({
      dsn: 'http://key@127.0.0.1:1/1',
      buffer,
      load: async () => ({ notify: (e) => sent.push(e) }),
    })
    expect(sent).toEqual([early, 'rejected before any chunk'])
    // stopped: later errors are the SDK's own handlers' business
    win.dispatchEvent(errorEvent(new Error('late')))
    expect(buffer.errors).toEqual([])
  })

  it('without the head script, the runtime starts its own buffer', () => {
    const win = fakeWindow()
    const buffer = adoptEarlyErrors(win)
    win.dispatchEvent(errorEvent(new Error('x')))
    expect(buffer.errors).toHaveLength(1)
    buffer.stop()
  })
})
