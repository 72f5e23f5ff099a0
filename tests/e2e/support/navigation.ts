import type { Page, Route } from '@playwright/test'

/** Recording of a page's navigation feedback: the last trigger, the links-disabled flag and every loading-bar style. */
export type NavSample = {
  t: number
  disabled?: boolean
  width?: string
  opacity?: string
  height?: string
  bg?: string
}
export type NavRecording = { click: number; flags: NavSample[]; bar: NavSample[] }

export const isPrefetch = (route: Route) => route.request().headers()['next-router-prefetch'] === '1'
export const isRsc = (url: URL) => url.searchParams.has('_rsc')

/** No prefetching (so a navigation must fetch), and every navigation answer held back by `delayMs`. */
export async function slowNavigations(page: Page, delayMs: number): Promise<void> {
  await page.route(isRsc, async (route) => {
    if (isPrefetch(route)) return route.abort()
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    // the page may have gone on meanwhile
    await route.continue().catch(() => undefined)
  })
}

/** Records, with page timestamps, the last click, the links-disabled flag and every loading-bar style. */
export async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Sample = { t: number; disabled?: boolean; width?: string; opacity?: string; height?: string; bg?: string }
    const w = window as unknown as { __nav: { click: number; flags: Sample[]; bar: Sample[] } }
    w.__nav = { click: 0, flags: [] as Sample[], bar: [] as Sample[] }
    window.addEventListener('click', () => (w.__nav.click = performance.now()), true)
    const root = document.documentElement
    new MutationObserver(() =>
      w.__nav.flags.push({ t: performance.now(), disabled: root.hasAttribute('data-links-disabled') }),
    ).observe(root, { attributes: true, attributeFilter: ['data-links-disabled'] })
    const bar = document.querySelector<HTMLElement>('[data-loading-bar]')!
    new MutationObserver(() => {
      const cs = getComputedStyle(bar)
      w.__nav.bar.push({
        t: performance.now(),
        width: bar.style.width,
        opacity: bar.style.opacity,
        height: cs.height,
        bg: cs.backgroundColor,
      })
    }).observe(bar, { attributes: true, attributeFilter: ['style'] })
  })
}

export const recorded = (page: Page): Promise<NavRecording> =>
  page.evaluate(() => (window as unknown as { __nav: NavRecording }).__nav)

type NavWindow = {
  __nav?: NavRecording
  next: { router: Record<'push' | 'replace', (href: string) => void> }
}

/**
 * Until the site's navigation runtime is installed: it wraps `history.pushState` in an effect after
 * hydration, while Next's router is callable earlier. A push made in between (only a test can: every
 * component that navigates does so after hydration) would pass unobserved, and on a busy machine the
 * test's push came first (the recording then held no sample at all).
 */
export async function navigationRuntimeReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !String(window.history.pushState).includes('[native code]'))
}

/** `router.push` or `router.replace` of Next's router, called as any component would; the trigger's time is noted. */
export async function routerNavigate(page: Page, method: 'push' | 'replace', href: string): Promise<void> {
  await navigationRuntimeReady(page)
  await page.evaluate(
    ([m, h]) => {
      const w = window as unknown as NavWindow
      if (w.__nav) w.__nav.click = performance.now()
      w.next.router[m](h)
    },
    [method, href] as const,
  )
}

/** Back (-1) or Forward (1), as the browser's buttons do; the trigger's time is noted. */
export async function historyGo(page: Page, delta: number): Promise<void> {
  await navigationRuntimeReady(page)
  await page.evaluate((d) => {
    const w = window as unknown as NavWindow
    if (w.__nav) w.__nav.click = performance.now()
    history.go(d)
  }, delta)
}
