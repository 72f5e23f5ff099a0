import { expect, test } from './support/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { E2E } from './support/env'

/**
 * The site at another address than SITE_URL (http://localhost:PORT): here 127.0.0.1. Pages, images,
 * forms and the admin must all work there (README "Addresses"); tests/security/lead-capture.spec.ts
 * checks the same rules request by request.
 */
test.use({ baseURL: E2E.altOrigin })

test('an editor signs in to the admin at 127.0.0.1 and works there', async ({ page }) => {
  const blocked: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Failed to fetch/i.test(m.text())) blocked.push(m.text())
  })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR_CREDENTIALS.email)
  await page.getByLabel('Password').fill(EDITOR_CREDENTIALS.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${E2E.altOrigin}/admin`)
  // the media list's thumbnails come from the same address, not SITE_URL's
  await page.goto('/admin/collections/media')
  const thumbnail = page.locator('img[src*="/api/media/file/"]').first()
  await expect(thumbnail).toBeVisible()
  expect(await thumbnail.getAttribute('src')).not.toContain(E2E.origin)
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // a document view runs the admin's server functions (POSTs carrying this Origin) with the session
  await page.goto('/admin/collections/offices')
  await page.locator('table tbody tr a').first().click()
  await expect(page.getByRole('button', { name: /Publish changes|Save/ }).first()).toBeVisible()
  expect(blocked).toEqual([])
})
