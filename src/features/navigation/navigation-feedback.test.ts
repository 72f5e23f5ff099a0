import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { LINKS_DISABLED_MS } from '@/lib/constants'
import { createNavigationFeedback, isRouterHistoryWrite, LINKS_DISABLED_ATTR } from './navigation-feedback'
import { announceNavigationStart, onNavigationStart, type NavigationStart } from './navigation-start'

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

function fakeRoot() {
  const attrs = new Set<string>()
  return {
    setAttribute: (name: string) => void attrs.add(name),
    removeAttribute: (name: string) => void attrs.delete(name),
    hasAttribute: (name: string) => attrs.has(name),
  }
}

describe('navigation feedback (requirements §4, §9)', () => {
  let bar: { start: Mock<() => void>; finish: Mock<() => void>; dispose: Mock<() => void> }
  let root: ReturnType<typeof fakeRoot>
  let feedback: ReturnType<typeof createNavigationFeedback>
  beforeEach(() => {
    vi.useFakeTimers()
    bar = { start: vi.fn<() => void>(), finish: vi.fn<() => void>(), dispose: vi.fn<() => void>() }
    root = fakeRoot()
    feedback = createNavigationFeedback({ bar, root, timers })
  })
  afterEach(() => vi.useRealTimers())

  it('disables links for 850 ms from the start and starts the bar', () => {
    expect(LINKS_DISABLED_MS).toBe(850)
    feedback.start('/contact-us')
    expect(bar.start).toHaveBeenCalledOnce()
    expect(root.hasAttribute(LINKS_DISABLED_ATTR)).toBe(true)
    expect(feedback.pending).toBe('/contact-us')
    vi.advanceTimersByTime(849)
    expect(feedback.linksDisabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(feedback.linksDisabled).toBe(false)
  })

  it('a second navigation disables links for 850 ms from its own start', () => {
    feedback.start('/a')
    vi.advanceTimersByTime(600)
    feedback.start('/b')
    vi.advanceTimersByTime(600)
    expect(feedback.linksDisabled).toBe(true)
    vi.advanceTimersByTime(250)
    expect(feedback.linksDisabled).toBe(false)
  })

  it('completes the bar once the router commits, wherever the navigation ended', () => {
    feedback.start('/blog/old-address')
    feedback.committed()
    expect(bar.finish).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(bar.finish).toHaveBeenCalledOnce()
    expect(feedback.pending).toBeNull()
  })

  it('ignores history writes while no navigation is under way', () => {
    feedback.committed()
    vi.advanceTimersByTime(10)
    expect(bar.finish).not.toHaveBeenCalled()
  })

  it('a navigation started just after a commit is not finished by it', () => {
    feedback.start('/a')
    feedback.committed()
    feedback.start('/b')
    vi.advanceTimersByTime(10)
    expect(bar.finish).not.toHaveBeenCalled()
    expect(feedback.pending).toBe('/b')
    feedback.committed()
    vi.advanceTimersByTime(0)
    expect(bar.finish).toHaveBeenCalledOnce()
  })

  it('dispose enables links and stops the bar', () => {
    feedback.start('/a')
    feedback.dispose()
    expect(feedback.linksDisabled).toBe(false)
    expect(bar.dispose).toHaveBeenCalledOnce()
  })
})

describe("the router's history entries", () => {
  it('are the ones Next marks', () => {
    expect(isRouterHistoryWrite({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} })).toBe(true)
    expect(isRouterHistoryWrite({ __NA: 'yes' })).toBe(false)
    expect(isRouterHistoryWrite(null)).toBe(false)
    expect(isRouterHistoryWrite('state')).toBe(false)
  })
})

describe('navigation start announcements', () => {
  it('reach the listener with the address and kind, until it unsubscribes', () => {
    const target = new EventTarget()
    const seen: NavigationStart[] = []
    const stop = onNavigationStart(target, (s) => seen.push(s))
    announceNavigationStart(target, '/thank-you', 'push')
    announceNavigationStart(target, 'http://localhost/services', 'traverse')
    stop()
    announceNavigationStart(target, '/later', 'replace')
    expect(seen).toEqual([
      { url: '/thank-you', kind: 'push' },
      { url: 'http://localhost/services', kind: 'traverse' },
    ])
  })
})
