import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { E2E } from '../e2e/support/env'
import { adminToken, readTracking, updateSettings, waitForHtml } from '../e2e/support/site-settings'
import { startThirdPartyServer } from '../e2e/support/third-party-server'

/**
 * requirements §4 Consent and tracking, §7.10: the consent banner, Consent Mode defaults, the two
 * advertisement scripts loading only after consent (and again on change), ad-click and locale
 * cookies. These tests start without the consent cookie the other specs get.
 */
test.use({ storageState: { cookies: [], origins: [] } })

let tp: Awaited<ReturnType<typeof startThirdPartyServer>>
let token: string
let original: Record<string, unknown> | undefined

test.beforeAll(async ({ request }) => {
  tp = await startThirdPartyServer()
  token = await adminToken(request)
  original = await readTracking(request, token)
  await updateSettings(request, token, {
    tracking: {
      ...(original.tracking as object),
      crmScriptUrl: `${tp.origin}/crm.js`,
      visitorIntelScriptUrl: `${tp.origin}/visitor.js`,
    },
    features: { ...(original.features as object), consentBanner: true },
  })
  await waitForHtml(request, '/', `${tp.origin}/crm.js`)
  await waitForHtml(request, '/services', `${tp.origin}/crm.js`)
})

test.afterAll(async ({ request }) => {
  if (original) await updateSettings(request, token, original)
  await tp?.close()
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })
const scriptHits = (path: string) => tp.hits.filter((h) => h.path === path).length

test('no third-party request before consent; accepting advertisement loads both scripts, a change reloads them', async ({
  page,
}) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(E2E.origin) && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
  expect(tp.hits).toEqual([])

  // Consent Mode v2 defaults were set before any tag, all denied
  const defaults = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) =>
      Array.from(a as ArrayLike<unknown>),
    ),
  )
  expect(defaults[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    }),
  ])

  // keyboard and screen reader: a labelled region with native buttons, no axe violations
  const axe = await new AxeBuilder({ page })
    .include('section.fixed.bottom-0')
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations).toEqual([])

  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => scriptHits('/crm.js')).toBe(1)
  await expect.poll(() => scriptHits('/visitor.js')).toBe(1)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-consent')
  expect(decodeURIComponent(cookie!.value)).toBe('necessary:yes,analytics:yes,advertisement:yes')
  expect(cookie!.sameSite).toBe('Lax')
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)
  const update = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((a) => Array.from(a as ArrayLike<unknown>))
      .at(-1),
  )
  expect(update).toEqual([
    'consent',
    'update',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ])

  // reopen from the footer: focus moves into the banner; withdrawing advertisement removes the scripts
  const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await settingsButton.click()
  await expect(banner(page).getByRole('heading', { name: 'Cookies on this site' })).toBeFocused()
  const advertisement = banner(page).getByRole('checkbox', { name: 'Advertisement' })
  await expect(advertisement).toBeChecked()
  await advertisement.press('Space')
  await expect(advertisement).not.toBeChecked()
  await banner(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(settingsButton).toBeFocused()
  await expect(page.locator('script[data-consent-script]')).toHaveCount(0)
  expect(scriptHits('/crm.js')).toBe(1)

  // giving it again loads both scripts again
  await settingsButton.click()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => scriptHits('/crm.js')).toBe(2)
  await expect.poll(() => scriptHits('/visitor.js')).toBe(2)

  // a later page load with consent stored loads them without the banner
  await page.goto('/services')
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => scriptHits('/crm.js')).toBe(3)
})

test('rejecting all loads nothing, and Escape closes a reopened banner', async ({ page }) => {
  const before = tp.hits.length
  await page.goto('/services')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toBeHidden()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(tp.hits.length).toBe(before)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(banner(page)).toBeHidden()
})

test('the banner is in the prerendered page: shown before any script runs, never to a visitor who has chosen', async ({
  page,
  context,
}) => {
  // no JavaScript chunk loads, so nothing hydrates: what shows is the HTML, the CSS and the head script
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
  await page.goto('/services')
  await expect(banner(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-consent-pending', '')
  await context.addCookies([
    {
      name: 'cookie-consent',
      value: encodeURIComponent('necessary:yes,analytics:no,advertisement:no'),
      url: E2E.origin,
    },
  ])
  await page.goto('/services')
  await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
  await expect(banner(page)).toBeHidden()
})

test('the banner is an overlay: no layout shift (CLS ≤ 0.01)', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.waitForTimeout(500)
  type Box = { x: number; y: number; width: number; height: number }
  type Shift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources?: Array<{ node?: Node; previousRect: Box; currentRect: Box }>
  }
  const { cls, moved } = await page.evaluate(
    () =>
      new Promise<{ cls: number; moved: string[] }>((resolve) => {
        let total = 0
        const moved: string[] = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue
            total += e.value
            for (const s of e.sources ?? []) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement
              // where it was and went: a rare whole-page shift here has no known cause yet
              const box = (r: Box) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
              moved.push(
                `${Math.round(e.startTime)} ms ${e.value.toFixed(4)} ${box(s.previousRect)} → ${box(s.currentRect)} ` +
                  `${el?.outerHTML.slice(0, 80) ?? '?'}`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ cls: total, moved }), 200)
      }),
  )
  expect(cls, `layout shifts:\n${moved.join('\n')}`).toBeLessThanOrEqual(0.01)
  await expect(banner(page)).toHaveCSS('position', 'fixed')
})

test('ad-click ids are kept in cookies of the same names for 30 days', async ({ page, context }) => {
  await page.goto('/services?gclid=G-1&wbraid=W-2&gbraid=B-3&utm_source=x')
  await expect
    .poll(async () => (await context.cookies()).filter((c) => ['gclid', 'wbraid', 'gbraid'].includes(c.name)).length)
    .toBe(3)
  const now = Date.now() / 1000
  for (const [name, value] of [
    ['gclid', 'G-1'],
    ['wbraid', 'W-2'],
    ['gbraid', 'B-3'],
  ] as const) {
    const c = (await context.cookies()).find((x) => x.name === name)!
    expect(c.value).toBe(value)
    expect(c.path).toBe('/')
    expect(c.expires - now).toBeGreaterThan(30 * 86_400 - 120)
    expect(c.expires - now).toBeLessThanOrEqual(30 * 86_400 + 5)
  }
})

test.describe('locale', () => {
  test.use({ locale: 'fr-FR' })
  test('i18n_redirected is set on / only: en, 365 days, path /, SameSite Lax; no redirect', async ({
    page,
    context,
  }) => {
    await page.goto('/services')
    await page.waitForLoadState('networkidle')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
    await page.goto('/')
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
    const c = (await context.cookies()).find((x) => x.name === 'i18n_redirected')!
    expect(c.path).toBe('/')
    expect(c.sameSite).toBe('Lax')
    const days = (c.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364.9)
    expect(days).toBeLessThanOrEqual(365.01)
    expect(new URL(page.url()).pathname).toBe('/')
  })
})
