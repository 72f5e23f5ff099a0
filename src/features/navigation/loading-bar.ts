/**
 * The loading bar's state machine (requirements §4 "Loading bar", constants requirements §9): it appears only when
 * a navigation lasts longer than the throttle, advances every step, jumps to 100 % on finish,
 * fades out after the fade-out delay and resets to 0 once more later. Timers are injected so the
 * timing is unit-tested without waiting.
 */
import { LOADING_BAR } from '@/lib/constants'

export type LoadingBarState = { progress: number; visible: boolean }

export type Timers = {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(id: unknown): void
}

export type LoadingBarOptions = typeof LOADING_BAR

/** Never shows complete before the navigation really is. */
export const MAX_PENDING_PROGRESS = 99

export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  timers: Timers,
  options: LoadingBarOptions = LOADING_BAR,
) {
  let state: LoadingBarState = { progress: 0, visible: false }
  let throttle: unknown
  let ticker: unknown
  let hide: unknown
  let reset: unknown
  // percent per step: the bar would reach 100 % after `durationMs`
  const increment = (100 * options.stepMs) / options.durationMs

  const set = (next: LoadingBarState) => {
    state = next
    onChange(state)
  }
  const clearAll = () => {
    timers.clearTimeout(throttle)
    timers.clearInterval(ticker)
    timers.clearTimeout(hide)
    timers.clearTimeout(reset)
    throttle = ticker = hide = reset = undefined
  }

  return {
    get state() {
      return state
    },
    start() {
      clearAll()
      if (state.progress !== 0 || state.visible) set({ progress: 0, visible: false })
      throttle = timers.setTimeout(() => {
        throttle = undefined
        set({ progress: increment, visible: true })
        ticker = timers.setInterval(() => {
          set({ progress: Math.min(MAX_PENDING_PROGRESS, state.progress + increment), visible: true })
        }, options.stepMs)
      }, options.throttleMs)
    },
    finish() {
      const shown = state.visible
      clearAll()
      // a navigation quicker than the throttle never shows the bar
      if (!shown) return
      set({ progress: 100, visible: true })
      hide = timers.setTimeout(() => {
        set({ progress: 100, visible: false })
        reset = timers.setTimeout(() => set({ progress: 0, visible: false }), options.resetAfterMs)
      }, options.fadeOutMs)
    },
    dispose: clearAll,
  }
}
