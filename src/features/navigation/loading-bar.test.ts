import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_BAR } from '@/lib/constants'
import { createLoadingBar, type LoadingBarState } from './loading-bar'

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
}

describe('loading bar (requirements §4, §9)', () => {
  let states: LoadingBarState[]
  let bar: ReturnType<typeof createLoadingBar>
  beforeEach(() => {
    vi.useFakeTimers()
    states = []
    bar = createLoadingBar((s) => states.push(s), timers)
  })
  afterEach(() => vi.useRealTimers())

  it('has the spec constants', () => {
    expect(LOADING_BAR).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      stepMs: 100,
      heightPx: 3,
      color: '#1054CC',
      fadeOutMs: 500,
      resetAfterMs: 400,
    })
  })

  it('stays hidden during the 200 ms throttle, then advances every 100 ms', () => {
    bar.start()
    vi.advanceTimersByTime(199)
    expect(bar.state.visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(bar.state).toEqual({ progress: 5, visible: true })
    vi.advanceTimersByTime(99)
    expect(bar.state.progress).toBe(5)
    vi.advanceTimersByTime(1)
    expect(bar.state.progress).toBe(10)
    vi.advanceTimersByTime(900)
    expect(bar.state.progress).toBe(55)
    vi.advanceTimersByTime(60_000)
    expect(bar.state.progress).toBe(99)
  })

  it('a navigation quicker than the throttle never shows the bar', () => {
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(5000)
    expect(states.every((s) => !s.visible)).toBe(true)
  })

  it('completes on finish, fades out after 500 ms and resets 400 ms later', () => {
    bar.start()
    vi.advanceTimersByTime(400)
    bar.finish()
    expect(bar.state).toEqual({ progress: 100, visible: true })
    vi.advanceTimersByTime(499)
    expect(bar.state.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.state).toEqual({ progress: 100, visible: false })
    vi.advanceTimersByTime(399)
    expect(bar.state.progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(bar.state).toEqual({ progress: 0, visible: false })
  })

  it('a new start during the fade-out begins again from zero', () => {
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    vi.advanceTimersByTime(100)
    bar.start()
    expect(bar.state).toEqual({ progress: 0, visible: false })
    vi.advanceTimersByTime(1000)
    expect(bar.state.visible).toBe(true)
    expect(bar.state.progress).toBeLessThan(100)
  })
})
