/**
 * Next's router announces every client navigation it starts (a link, `router.push`/`replace` from
 * any component, Back and Forward) through `onRouterTransitionStart` in src/instrumentation-client.ts.
 * That file is in every page's start-up bundle, so it only forwards the news as a window event, and
 * the navigation runtime (loaded with the layout) listens for it.
 */
export const NAVIGATION_START_EVENT = 'arden:navigation-start'

export type NavigationKind = 'push' | 'replace' | 'traverse'

export type NavigationStart = { url: string; kind: NavigationKind }

export function announceNavigationStart(target: EventTarget, url: string, kind: NavigationKind): void {
  target.dispatchEvent(new CustomEvent<NavigationStart>(NAVIGATION_START_EVENT, { detail: { url, kind } }))
}

/** Subscribes to the announcements; returns the unsubscribe function. */
export function onNavigationStart(target: EventTarget, listener: (start: NavigationStart) => void): () => void {
  const handle = (e: Event) => {
    const detail = (e as CustomEvent<NavigationStart | undefined>).detail
    if (detail && typeof detail.url === 'string') listener(detail)
  }
  target.addEventListener(NAVIGATION_START_EVENT, handle)
  return () => target.removeEventListener(NAVIGATION_START_EVENT, handle)
}
