'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { pagedListingPath } from '@/features/listings/paged-listing'
import { LOADING_BAR } from '@/lib/constants'
import { createLoadingBar, type LoadingBarState } from './loading-bar'
import { createNavigationFeedback, isRouterHistoryWrite } from './navigation-feedback'
import { onNavigationStart } from './navigation-start'
import { claimReload, isChunkLoadError } from './reload-guard'

const timers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (id: unknown) => window.clearTimeout(id as number),
  setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  clearInterval: (id: unknown) => window.clearInterval(id as number),
}

const here = () => window.location.pathname + window.location.search

/** The in-app address a link inside `target` leads to, or null when the browser handles it (or it is this page). */
function appLinkOf(target: EventTarget | null): URL | null {
  const a = (target as Element | null)?.closest?.('a[href]')
  if (!(a instanceof HTMLAnchorElement)) return null
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null
  const url = new URL(a.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // /admin is another application; a full page load, no client navigation
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/') || url.pathname.startsWith('/api/')) return null
  // a listing's later page is served by another route than its address names (the proxy's rewrite);
  // Next's router takes a prerendered route's query for irrelevant and would show page 1 again
  if (pagedListingPath(url.pathname, url.searchParams.get('page'))) return null
  // this very page (a jump to one of its headings): the browser's
  return url.pathname + url.search === here() ? null : url
}

const pathOf = (url: URL) => url.pathname + url.search

/** The in-app destination of a plain left click on a link, or null when the browser handles it. */
function clickTarget(e: MouseEvent): URL | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null
  return appLinkOf(e.target)
}

/**
 * Client-side navigation (requirements §4). The site's links are plain anchors (src/components/link.tsx):
 * a click on one that stays in the app becomes a client-side navigation, and its route is prefetched
 * as soon as the visitor shows the intent to follow it (pointer over it, focus, touch), not on sight.
 * Feedback, for every navigation of the router however it started (navigation-feedback.ts): the top
 * loading bar, links disabled and dimmed for 850 ms, and a chunk that fails to load during a
 * navigation reloading the target path (at most once per 10 s).
 */
export function NavigationRuntime() {
  const barRef = useRef<HTMLDivElement>(null)
  const router = useRouter()

  useEffect(() => {
    const prefetched = new Set<string>()
    const onIntent = (e: Event) => {
      const url = appLinkOf(e.target)
      const path = url && pathOf(url)
      if (!path || prefetched.has(path)) return
      prefetched.add(path)
      router.prefetch(path)
    }
    // after the page's own handlers (React's, on the document): one that prevented the default keeps it
    const onNavigate = (e: MouseEvent) => {
      if (e.defaultPrevented) return
      const url = clickTarget(e)
      if (url === null) return
      e.preventDefault()
      router.push(pathOf(url) + url.hash)
    }
    const options = { capture: true, passive: true }
    window.addEventListener('mouseover', onIntent, options)
    window.addEventListener('focusin', onIntent, options)
    window.addEventListener('touchstart', onIntent, options)
    window.addEventListener('click', onNavigate)
    return () => {
      window.removeEventListener('mouseover', onIntent, options)
      window.removeEventListener('focusin', onIntent, options)
      window.removeEventListener('touchstart', onIntent, options)
      window.removeEventListener('click', onNavigate)
    }
  }, [router])

  useEffect(() => {
    // written to the element at once, not through React state: a render during the navigation
    // would delay each step and skew the timing the spec fixes
    const paint = ({ progress, visible }: LoadingBarState) => {
      const el = barRef.current
      if (!el) return
      el.style.width = `${progress}%`
      el.style.opacity = visible ? '1' : '0'
    }
    const root = document.documentElement
    const feedback = createNavigationFeedback({ bar: createLoadingBar(paint, timers), root, timers })

    // every navigation of Next's router, whoever asked for it: links, router.push/replace, Back and Forward
    const stopListening = onNavigationStart(window, ({ url }) =>
      feedback.start(pathOf(new URL(url, window.location.href))),
    )

    const onClick = (e: MouseEvent) => {
      if (feedback.linksDisabled && (e.target as Element | null)?.closest?.('a')) {
        e.preventDefault()
        e.stopPropagation()
      }
    }

    // Next writes a navigation's history entry once it has committed the page: that is the finish
    // line, whatever address the navigation ended at
    const original = { push: window.history.pushState, replace: window.history.replaceState }
    const wrap = (fn: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        fn.apply(this, args)
        if (isRouterHistoryWrite(args[0])) feedback.committed()
      }
    const wrapped = { push: wrap(original.push), replace: wrap(original.replace) }
    window.history.pushState = wrapped.push
    window.history.replaceState = wrapped.replace

    const reloadTarget = (reason: unknown) => {
      const path = feedback.pending
      if (path === null) return
      if (claimReload(window.sessionStorage, Date.now())) window.location.assign(path)
      else console.error('A code chunk failed to load; not reloading again so soon', reason)
    }
    const onError = (e: Event) => {
      const el = e.target
      const failedChunk =
        (el instanceof HTMLScriptElement && el.src.includes('/_next/')) ||
        (el instanceof HTMLLinkElement && el.href.includes('/_next/')) ||
        (e instanceof ErrorEvent && isChunkLoadError(e.error))
      if (failedChunk) reloadTarget(e instanceof ErrorEvent ? e.error : el)
    }
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkLoadError(e.reason)) reloadTarget(e.reason)
    }

    window.addEventListener('click', onClick, true)
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      stopListening()
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
      // Next patches history after this effect ran, on top of ours: only undo what is still ours
      if (window.history.pushState === wrapped.push) window.history.pushState = original.push
      if (window.history.replaceState === wrapped.replace) window.history.replaceState = original.replace
      feedback.dispose()
    }
  }, [])

  return (
    <div
      ref={barRef}
      aria-hidden="true"
      data-loading-bar=""
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 999999,
        pointerEvents: 'none',
        height: `${LOADING_BAR.heightPx}px`,
        width: '0%',
        background: LOADING_BAR.color,
        opacity: 0,
        transition: `width ${LOADING_BAR.stepMs}ms linear, opacity ${LOADING_BAR.resetAfterMs}ms ease`,
      }}
    />
  )
}
