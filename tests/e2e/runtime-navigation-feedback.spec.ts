import { historyGo, record, recorded, routerNavigate, slowNavigations, type NavRecording } from './support/navigation'
import { expect, test, type Page } from './support/test'
import { TOP_15_SLUG } from '../../src/cms/seed/data/insights'
import { LINKS_DISABLED_MS } from '../../src/lib/constants'

/**
 * requirements §4 Navigation and Loading bar for every client navigation, not only a click on a link:
 * Back and Forward, the contact form's move to its thank-you page, any component's router.push or
 * router.replace; and the bar completes when the navigation ends at another address than the one
 * asked for (a CMS redirect, a trailing slash the server takes off).
 */

const ANSWER_DELAY_MS = 1200

/** Until the feedback of the navigation triggered last is over: links enabled again, the bar reset if it showed. */
async function feedbackOver(page: Page): Promise<NavRecording> {
  await expect
    .poll(
      async () => {
        const { click, flags, bar } = await recorded(page)
        const enabled = flags.some((f) => f.t >= click && !f.disabled && flags.some((g) => g.disabled && g.t < f.t))
        const shown = bar.findIndex((s) => s.t >= click && s.opacity === '1')
        const reset = shown >= 0 && bar.slice(shown).some((s) => s.width === '0%')
        return enabled && (shown < 0 || reset)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return recorded(page)
}

/** Links disabled from the navigation's start for 850 ms. */
function expectLinksDisabled({ click, flags }: NavRecording, startedWithin = 150) {
  const on = flags.find((f) => f.t >= click && f.disabled)
  expect(on, 'links disabled').toBeDefined()
  expect(on!.t - click).toBeLessThan(startedWithin)
  const off = flags.find((f) => f.t > on!.t && !f.disabled)!
  // an observer's sample may lag the change by the rest of a busy task (Back runs React's work in it)
  expect(off.t - on!.t).toBeGreaterThanOrEqual(LINKS_DISABLED_MS - 25)
  // timers fire late on a busy machine, never early
  expect(off.t - on!.t).toBeLessThan(LINKS_DISABLED_MS + 400)
}

/** The bar appeared, advanced, reached 100 % and was reset: never left hanging at 99 %. */
function expectBarCompleted({ click, bar }: NavRecording) {
  const samples = bar.filter((s) => s.t >= click)
  const shown = samples.findIndex((s) => s.opacity === '1')
  expect(shown, 'the loading bar showed').toBeGreaterThanOrEqual(0)
  const complete = samples.findIndex((s, i) => i > shown && s.width === '100%' && s.opacity === '1')
  expect(complete, 'the loading bar completed').toBeGreaterThan(shown)
  expect(samples.slice(complete).some((s) => s.opacity === '0' && s.width === '0%')).toBe(true)
}

test.describe('navigation feedback for every client navigation', () => {
  test('Back and Forward disable links for 850 ms and run the bar like a click', async ({ page }) => {
    await slowNavigations(page, ANSWER_DELAY_MS)
    await page.goto('/')
    await record(page)
    await page.getByRole('contentinfo').locator('a[href="/legal-notice"]').click()
    await expect(page).toHaveURL(/\/legal-notice$/)
    expectBarCompleted(await feedbackOver(page))

    // the router restores both pages from its cache: quicker than the bar's throttle, so only the
    // links-disabled state shows, and a bar, had it shown, would have completed (feedbackOver)
    await historyGo(page, -1)
    await expect(page).toHaveURL(/\/$/)
    expectLinksDisabled(await feedbackOver(page))

    await historyGo(page, 1)
    await expect(page).toHaveURL(/\/legal-notice$/)
    expectLinksDisabled(await feedbackOver(page))
  })

  test("the contact form's move to its thank-you page", async ({ page }) => {
    await slowNavigations(page, ANSWER_DELAY_MS)
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: /^Get in touch/ })
    await form.getByLabel('Topic', { exact: true }).selectOption({ label: 'Other' })
    await form.getByLabel('First name', { exact: true }).fill('Ada')
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
    await form.getByLabel('Business email', { exact: true }).fill('ada@engines.example')
    await form.getByLabel('Business phone', { exact: true }).fill('+44 20 7946 0000')
    await form.getByLabel('Company', { exact: true }).fill('Analytical Engines Ltd')
    await form.getByLabel('Job title', { exact: true }).fill('Chief Technology Officer')
    await record(page)
    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/forms/12' && r.ok())
    await form.getByRole('button', { name: 'Submit form', exact: true }).click()
    await accepted
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 })
    const rec = await feedbackOver(page)
    // started by the form's router.push after the lead was accepted, long after the click
    expectLinksDisabled(rec, 60_000)
    expectBarCompleted(rec)
  })

  test('a filter of the consultant finder (router.push from a component)', async ({ page }) => {
    await slowNavigations(page, ANSWER_DELAY_MS)
    await page.goto('/consultant')
    await record(page)
    const office = page.getByRole('search').getByLabel('Office')
    await page.evaluate(() =>
      // the change that starts the navigation, not Playwright's steps before it
      document.addEventListener(
        'change',
        () => ((window as unknown as { __nav: NavRecording }).__nav.click = performance.now()),
        {
          capture: true,
          once: true,
        },
      ),
    )
    await office.selectOption({ index: 1 })
    await expect(page).toHaveURL(/[?&]office=/)
    const rec = await feedbackOver(page)
    expectLinksDisabled(rec)
    expectBarCompleted(rec)
  })

  for (const method of ['push', 'replace'] as const) {
    test(`router.${method} called from anywhere`, async ({ page }) => {
      await slowNavigations(page, ANSWER_DELAY_MS)
      await page.goto('/')
      await record(page)
      await routerNavigate(page, method, '/legal-notice')
      await expect(page).toHaveURL(/\/legal-notice$/)
      const rec = await feedbackOver(page)
      expectLinksDisabled(rec)
      expectBarCompleted(rec)
    })
  }

  test('the bar completes after a CMS redirect sent the navigation elsewhere', async ({ page }) => {
    await slowNavigations(page, ANSWER_DELAY_MS)
    await page.goto('/')
    // an old address in content: the editors' redirect (seeded) sends it to the article
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      a.textContent = 'The old article address'
      document.querySelector('main')!.prepend(a)
    }, `/blog/${TOP_15_SLUG}`)
    await record(page)
    await page.getByRole('link', { name: 'The old article address' }).click()
    await expect(page).toHaveURL(new RegExp(`/insights/${TOP_15_SLUG}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const rec = await feedbackOver(page)
    expectLinksDisabled(rec)
    expectBarCompleted(rec)
  })

  test('the bar completes when the server takes a trailing slash off', async ({ page }) => {
    await slowNavigations(page, ANSWER_DELAY_MS)
    await page.goto('/')
    await record(page)
    await routerNavigate(page, 'push', '/legal-notice/')
    await expect(page).toHaveURL(/\/legal-notice$/)
    const rec = await feedbackOver(page)
    expectLinksDisabled(rec)
    expectBarCompleted(rec)
  })
})
