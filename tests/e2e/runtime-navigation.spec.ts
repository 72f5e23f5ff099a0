import { isPrefetch, isRsc, record, recorded, slowNavigations } from './support/navigation'
import { expect, followChunks, test, type Page, type Request } from './support/test'
import { LINKS_DISABLED_MS, LOADING_BAR, PAGE_RELOAD_GUARD_MS } from '../../src/lib/constants'

/**
 * requirements §4 Navigation and Loading bar, §9 constants: links disabled and dimmed for 850 ms, the
 * loading bar's element, colour, height and timing, and a chunk-loading error reloading the
 * target path once (the 10 s page-reload guard).
 */

test.describe('client-side navigation', () => {
  test('links are disabled and dimmed for 850 ms; the loading bar throttles, advances, completes, fades and resets', async ({
    page,
  }) => {
    await slowNavigations(page, 1200)
    await page.goto('/')
    const bar = page.locator('[data-loading-bar]')
    await expect(bar).toHaveCSS('position', 'fixed')
    await expect(bar).toHaveCSS('opacity', '0')
    await record(page)

    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' })
    await contact.click()
    // during the navigation: every link dimmed and inert
    const brand = page.getByRole('banner').getByRole('link').first()
    await expect(brand).toHaveCSS('pointer-events', 'none')
    await expect(brand).toHaveCSS('opacity', '0.6')
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect.poll(async () => (await recorded(page)).bar.at(-1)?.width, { timeout: 5000 }).toBe('0%')
    await expect(brand).toHaveCSS('pointer-events', 'auto')

    const { click, flags, bar: samples } = await recorded(page)
    const on = flags.find((f) => f.disabled)!
    const off = flags.find((f) => !f.disabled && f.t > on.t)!
    expect(on.t - click).toBeLessThan(50)
    expect(off.t - on.t).toBeGreaterThanOrEqual(LINKS_DISABLED_MS - 5)
    expect(off.t - on.t).toBeLessThan(LINKS_DISABLED_MS + 150)

    const shown = samples.find((s) => s.opacity === '1')!
    expect(shown.height).toBe(`${LOADING_BAR.heightPx}px`)
    expect(shown.bg).toBe('rgb(16, 84, 204)') // #1054CC
    expect(shown.t - click).toBeGreaterThanOrEqual(LOADING_BAR.throttleMs - 5)
    expect(shown.t - click).toBeLessThan(LOADING_BAR.throttleMs + 150)
    // advancing every 100 ms while the answer is held back
    const advancing = samples.filter((s) => s.opacity === '1' && s.width !== '100%')
    const widths = advancing.map((s) => parseFloat(s.width!))
    expect(widths.length).toBeGreaterThanOrEqual(5)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    const gaps = advancing.slice(1).map((s, i) => s.t - advancing[i]!.t)
    const meanGap = gaps.reduce((a, b) => a + b, 0) / gaps.length
    expect(meanGap).toBeGreaterThan(LOADING_BAR.stepMs - 20)
    expect(meanGap).toBeLessThan(LOADING_BAR.stepMs + 40)
    // complete, then fade out 500 ms later, then reset 400 ms after that
    const complete = samples.find((s) => s.width === '100%' && s.opacity === '1')!
    const faded = samples.find((s) => s.opacity === '0' && s.t > complete.t)!
    const reset = samples.find((s) => s.width === '0%' && s.t > faded.t)!
    // observer callbacks run when the painting task ends, so a sample may lag its paint by a few ms
    expect(faded.t - complete.t).toBeGreaterThanOrEqual(LOADING_BAR.fadeOutMs - 15)
    expect(faded.t - complete.t).toBeLessThan(LOADING_BAR.fadeOutMs + 100)
    expect(reset.t - faded.t).toBeGreaterThanOrEqual(LOADING_BAR.resetAfterMs - 15)
    expect(reset.t - faded.t).toBeLessThan(LOADING_BAR.resetAfterMs + 100)
  })

  test('a quick navigation never shows the bar', async ({ page }) => {
    const seen = prefetches(page)
    // the target's scripts already in the browser's cache, as for a visitor who has been there: on a loaded
    // machine their first download alone outlasted the throttle, which is not what this test is about
    await page.goto('/contact-us')
    await page.waitForLoadState('networkidle')
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await record(page)
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' })
    await pointAt(page, contact, seen, '/contact-us')
    await prefetchesDone(seen)
    await contact.click()
    await expect(page).toHaveURL(/\/contact-us$/)
    // prefetched: done before the 200 ms throttle
    await page.waitForTimeout(LOADING_BAR.throttleMs + 100)
    const { bar } = await recorded(page)
    expect(bar.every((s) => s.opacity !== '1')).toBe(true)
  })

  test('a chunk that fails to load during a navigation reloads the target path once, never in a loop', async ({
    page,
  }) => {
    expect(PAGE_RELOAD_GUARD_MS).toBe(10_000)
    const documents: string[] = []
    const loaded = new Set<string>()
    let breakChunks = false
    page.on('request', (r) => {
      if (r.resourceType() !== 'document') return
      documents.push(new URL(r.url()).pathname)
      // a new document loads its own code normally
      breakChunks = false
      loaded.clear()
    })
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/'),
      async (route) => {
        const url = route.request().url()
        if (breakChunks && !loaded.has(url)) return route.abort()
        loaded.add(url)
        await route.continue()
      },
    )
    await page.route(isRsc, (route) => (isPrefetch(route) ? route.abort() : route.continue()))
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))

    await page.goto('/')
    await page.waitForLoadState('networkidle')
    breakChunks = true
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click()
    // the reload: a full document request for the target path
    await expect.poll(() => documents.filter((p) => p === '/contact-us').length, { timeout: 15_000 }).toBe(1)
    await expect(page).toHaveURL(/\/contact-us$/)
    const guard = await page.evaluate(() => sessionStorage.getItem('page-reload-guard'))
    expect(Number(guard)).toBeGreaterThan(0)

    // The reloaded page works; a second chunk failure within 10 s does not reload again.
    await page.waitForLoadState('networkidle')
    breakChunks = true
    const before = documents.length
    await page.getByRole('banner').getByRole('link').first().click()
    await expect.poll(() => logs.some((l) => l.includes('not reloading again so soon')), { timeout: 10_000 }).toBe(true)
    expect(documents.length).toBe(before)
  })
})

type Prefetches = string[] & { pending: number }

/** Pathnames of the route prefetches the page makes, as they start, and how many are still under way. */
function prefetches(page: Page): Prefetches {
  const seen = Object.assign([] as string[], { pending: 0 })
  const isPrefetch = (r: Request) => r.headers()['next-router-prefetch'] === '1'
  page.on('request', (r) => {
    if (!isPrefetch(r)) return
    seen.push(new URL(r.url()).pathname)
    seen.pending++
  })
  const done = (r: Request) => {
    if (isPrefetch(r)) seen.pending--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return seen
}

/** Until every prefetch started so far has its answer (a route's prefetch is several requests). */
async function prefetchesDone(seen: Prefetches) {
  await expect.poll(() => seen.pending).toBe(0)
}

/** Points at the link (again, should the page's code not have been listening the first time) until it prefetches. */
async function pointAt(page: Page, link: ReturnType<Page['locator']>, seen: Prefetches, path: string) {
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0)
      await link.hover()
      return seen
    })
    .toContain(path)
}

test('a route is prefetched when the visitor points at, focuses or touches a link to it, not on sight', async ({
  page,
}) => {
  const seen = prefetches(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // forty links in view, none fetched while the page loads (src/components/link.tsx)
  expect(seen).toHaveLength(0)

  const nav = page.getByRole('navigation', { name: 'Main' })
  await pointAt(page, nav.getByRole('link', { name: 'Contact us' }), seen, '/contact-us')
  // keyboard: focusing a link is the intent
  const footerLink = page.getByRole('contentinfo').locator('a[href="/legal-notice"]')
  await footerLink.focus()
  await expect.poll(() => seen).toContain('/legal-notice')
  // a route's prefetch is several requests: count once they have all started and ended
  await prefetchesDone(seen)
  // once per route: pointing again fetches nothing new
  const count = seen.length
  await page.mouse.move(0, 0)
  await nav.getByRole('link', { name: 'Contact us' }).hover()
  await page.waitForTimeout(300)
  expect(seen.length).toBe(count)
  // links to other applications and to this very page are left alone
  expect(seen.some((p) => p.startsWith('/admin') || p.startsWith('/api/') || p === '/')).toBe(false)
})

test('a click on a plain in-app link navigates on the client; a modified click is left to the browser', async ({
  page,
  context,
}) => {
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // the site's links are anchors, not next/link: the footer's are server HTML, no client component
  const html = await (await page.request.get('/')).text()
  expect(html).toMatch(/<a href="\/legal-notice" class="[^"]*">Legal notice<\/a>/)
  const start = documents.length
  await page.getByRole('contentinfo').locator('a[href="/legal-notice"]').click()
  await expect(page).toHaveURL(/\/legal-notice$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents.length).toBe(start)
  // Back returns on the client too
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  expect(documents.length).toBe(start)
  // a click with a modifier opens a new tab, as the browser does it
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .locator('a[href="/legal-notice"]')
      .click({ modifiers: ['ControlOrMeta'] }),
  ])
  await opened.waitForLoadState()
  expect(new URL(opened.url()).pathname).toBe('/legal-notice')
  await opened.close()
  await expect(page).toHaveURL(/\/$/)
})

test('a touch on a link prefetches its route before the tap ends', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } })
  const page = followChunks(await context.newPage())
  const seen = prefetches(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(seen).toHaveLength(0)
  const link = page.getByRole('contentinfo').locator('a[href="/legal-notice"]')
  await link.scrollIntoViewIfNeeded()
  const box = (await link.boundingBox())!
  // a touch that starts on the link, without the tap that would follow it
  const cdp = await context.newCDPSession(page)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await expect.poll(() => seen).toContain('/legal-notice')
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
  await context.close()
})

test('the framework code starts once the page has loaded, and React then takes the page over', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/legal-notice')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  // nothing of Next's in the head competes with the first paint (src/server/html-pipeline/defer-scripts.ts)
  expect(head).not.toMatch(/<script[^>]*\/_next\/static\/chunks\/[^>]*async/)
  expect(head).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/)
  expect(html).toMatch(/<script>\(function\(w,d,l,n\)[^<]*\/_next\/static\/chunks\/[^<]*<\/script><\/body>/)

  await page.goto('/legal-notice')
  // requested once the page has loaded (its images and fonts), not from the head while parsing
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    chunks: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'))
      .map((e) => e.startTime),
  }))
  expect(timing.chunks.length).toBeGreaterThan(0)
  expect(Math.min(...timing.chunks), 'first chunk requested after the load event').toBeGreaterThanOrEqual(timing.loaded)
  expect(await page.evaluate(() => (window as { __nextChunks?: string }).__nextChunks)).toBe('loaded')
  // and it is a React page: a link navigates on the client, without a new document
  let documents = 0
  page.on('request', (r) => r.resourceType() === 'document' && documents++)
  await page.locator('header').getByRole('link', { name: 'Contact us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toBe(0)
})

test('the stylesheet is one file the browser caches, not text in every page, and styles the page through client navigation', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/legal-notice')).text()
  // a file linked in the head (docs/decisions/0015): no <style> of the stylesheet, and no copy in the RSC payload
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!)
  expect(hrefs, 'one stylesheet linked in the head').toHaveLength(1)
  expect(html).not.toMatch(/<style data-precedence/)
  const sheet = await request.get(hrefs[0]!)
  expect(sheet.status()).toBe(200)
  expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const css = await sheet.text()
  expect(css.length).toBeGreaterThan(10_000)
  // a rule of the stylesheet (long enough to be no class name) is nowhere in the page
  expect(html).not.toContain(css.slice(200, 280))

  await page.goto('/legal-notice')
  const footer = page.locator('footer').first()
  const brand = await footer.evaluate((e) => getComputedStyle(e).backgroundColor)
  expect(brand).not.toBe('rgba(0, 0, 0, 0)')
  await page.locator('header').getByRole('link', { name: 'Contact us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/legal-notice$/)
  expect(await footer.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(brand)
  // React keeps the one stylesheet through the navigation: no second copy added
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1)
})
