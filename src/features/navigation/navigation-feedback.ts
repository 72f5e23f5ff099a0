/**
 * What a visitor sees while a client navigation is under way (requirements §4, §9): the loading bar, and
 * every link disabled and dimmed for 850 ms from its start. It starts for every navigation Next's
 * router makes (navigation-start.ts) and ends when the router writes the new history entry, at the
 * address asked for or at another one (a redirect, a normalised trailing slash).
 */
import { LINKS_DISABLED_MS } from '@/lib/constants'
import type { Timers } from './loading-bar'

/** Set on <html> while links are disabled; globals.css dims them, the click guard blocks them. */
export const LINKS_DISABLED_ATTR = 'data-links-disabled'

type Bar = { start(): void; finish(): void; dispose(): void }
type Root = Pick<Element, 'setAttribute' | 'removeAttribute' | 'hasAttribute'>

/**
 * Next's router marks the history entries it writes (`__NA`), once it has committed a navigation's
 * page: the one written while a navigation is pending is that navigation's end.
 */
export function isRouterHistoryWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { __NA?: unknown }).__NA === true
}

export function createNavigationFeedback({
  bar,
  root,
  timers,
  linksDisabledMs = LINKS_DISABLED_MS,
}: {
  bar: Bar
  root: Root
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>
  linksDisabledMs?: number
}) {
  let pending: string | null = null
  let generation = 0
  let enableTimer: unknown
  let finishTimer: unknown

  return {
    /** The address asked for, while a navigation is under way. */
    get pending() {
      return pending
    },
    get linksDisabled() {
      return root.hasAttribute(LINKS_DISABLED_ATTR)
    },
    start(path: string) {
      pending = path
      generation++
      timers.clearTimeout(finishTimer)
      bar.start()
      root.setAttribute(LINKS_DISABLED_ATTR, '')
      timers.clearTimeout(enableTimer)
      enableTimer = timers.setTimeout(() => root.removeAttribute(LINKS_DISABLED_ATTR), linksDisabledMs)
    },
    /** The router wrote a history entry: a pending navigation ended there, wherever that is. */
    committed() {
      if (pending === null) return
      const ended = generation
      // in a task of its own, not inside React's commit: the bar's fade-out counts from its own paint
      finishTimer = timers.setTimeout(() => {
        if (generation !== ended || pending === null) return
        pending = null
        bar.finish()
      }, 0)
    },
    dispose() {
      timers.clearTimeout(enableTimer)
      timers.clearTimeout(finishTimer)
      root.removeAttribute(LINKS_DISABLED_ATTR)
      bar.dispose()
      pending = null
    },
  }
}
