import { expect, test } from './support/test'
import { E2E } from '../e2e/support/env'
import { startThirdPartyServer } from '../e2e/support/third-party-server'

/**
 * requirements §7.8, §8: unhandled errors and rejections reach the error-reporting service (a local
 * server speaking Sentry's envelope protocol at the DSN of support/env.ts), including those raised
 * before the SDK loaded; a missing icon is logged only and keeps its box.
 */
let reports: Awaited<ReturnType<typeof startThirdPartyServer>>

test.beforeAll(async () => {
  reports = await startThirdPartyServer(E2E.errorReport.port)
})
test.afterAll(async () => reports?.close())

test('errors and rejections, early and late, reach the error-report endpoint', async ({ page }) => {
  expect(E2E.env.ERROR_REPORTING_DSN).toContain(`127.0.0.1:${E2E.errorReport.port}`)
  // raised at the load event: after our buffer is listening, before the SDK (loaded on idle) runs
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      setTimeout(() => {
        throw new Error('e2e early error')
      })
      void Promise.reject(new Error('e2e early rejection'))
    })
  })
  const sdkRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/envelope/')) sdkRequests.push(r.url())
  })
  await page.goto('/services')
  await expect
    .poll(() => reports.reportedErrors(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['Error: e2e early error', 'Error: e2e early rejection']))
  expect(sdkRequests[0]).toContain(`sentry_key=${E2E.errorReport.key}`)

  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('e2e late error')
    })
  })
  await expect.poll(() => reports.reportedErrors(), { timeout: 10_000 }).toContain('TypeError: e2e late error')
})

test('a missing icon is logged only and keeps its fixed box; others load lazily from /icons', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  const iconRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/icons/')) iconRequests.push(new URL(r.url()).pathname)
  })
  await page.route('**/icons/linkedin.svg', (route) => route.fulfill({ status: 404, body: 'not found' }))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // lazily: the footer is far below the fold on the home page
  expect(iconRequests).toEqual([])
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const social = page.getByRole('list', { name: 'Social media' })
  await expect.poll(() => logs.some((l) => l.startsWith('Missing icon: linkedin'))).toBe(true)
  const missing = social.getByRole('img', { name: 'LinkedIn' })
  const box = await missing.boundingBox()
  expect(box?.width).toBe(22)
  expect(box?.height).toBe(22)
  // drawn inline from the file's shapes, in the text colour
  await expect(social.getByRole('img', { name: 'X' }).locator('svg path')).toHaveAttribute('d', /^M17\.75 3h3\.07/)
  expect(await missing.locator('svg').count()).toBe(0)
  expect(iconRequests).toContain('/icons/x.svg')
})
