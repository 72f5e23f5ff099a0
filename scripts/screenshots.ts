/**
 * `npx tsx scripts/screenshots.ts [site URL]`: the pictures of the README's editor's guide, taken
 * from a running demo (default http://localhost:3000) as the demo editor, into docs/editor-guide/.
 * It only looks: nothing is typed into a document, so no draft is saved.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { EDITOR_CREDENTIALS } from '../src/cms/seed/credentials'

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const out = path.resolve(import.meta.dirname, '../docs/editor-guide')

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.screenshot({ path: path.join(out, `${name}.png`) })
  console.log(`docs/editor-guide/${name}.png`)
}

async function firstDocument(page: Page, collection: string): Promise<string> {
  await page.goto(`${site}/admin/collections/${collection}`)
  const href = await page.locator('table tbody tr a').first().getAttribute('href')
  if (!href) throw new Error(`no ${collection} document to show`)
  return new URL(href, site).toString()
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })
  // a made consent choice, so the cookie banner does not cover the pictures
  const { hostname } = new URL(site)
  await context.addCookies([
    { name: 'cookie-consent', value: 'necessary:yes,analytics:no,advertisement:no', domain: hostname, path: '/' },
  ])
  const page = await context.newPage()
  try {
    await page.goto(`${site}/admin/forgot`)
    await shot(page, 'forgot-password')

    await page.goto(`${site}/admin/login`)
    await page.getByLabel('Email').fill(EDITOR_CREDENTIALS.email)
    await page.getByLabel('Password').fill(EDITOR_CREDENTIALS.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/)

    const office = await firstDocument(page, 'offices')
    await page.goto(office)
    await page.getByRole('button', { name: /live preview/i }).click()
    await page.frameLocator('iframe').first().locator('h1').waitFor()
    await shot(page, 'live-preview')
    await page.getByRole('button', { name: /exit live preview/i }).click()

    await page.locator('#action-save-popup .popup-button').first().click()
    await page.locator('#schedule-publish').click()
    await page.locator('#scheduled-publish-save').waitFor()
    await shot(page, 'schedule-publish')
    await page.keyboard.press('Escape')

    // the SEO group sits at the foot of the form, and Payload renders fields only once they come
    // near the viewport: scrolled to first, or the picture shows the group's heading over nothing
    await page.goto(office)
    const seo = page.locator('#field-meta')
    await seo.scrollIntoViewIfNeeded()
    await seo.locator('#field-meta__title').waitFor()
    await seo.getByRole('link', { name: /^https?:\/\// }).waitFor()
    await seo.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await shot(page, 'seo')

    await page.goto(office)
    const previewHref = await page.locator('#preview-button').getAttribute('href')
    if (previewHref) {
      await page.goto(new URL(previewHref, site).toString())
      await page.getByTestId('draft-preview-banner').waitFor()
      await shot(page, 'draft-preview')
      await page.getByRole('link', { name: 'Exit preview' }).click()
    }

    await page.goto(`${site}/admin/leads-overview`)
    await page.getByRole('heading', { name: 'Leads overview' }).waitFor()
    await shot(page, 'leads-overview')
  } catch (error) {
    await page.screenshot({ path: path.join(out, 'failed.png'), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
