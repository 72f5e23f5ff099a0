import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Request } from '@playwright/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { SmtpSink } from '../int/support/smtp-sink'
import { E2E } from './support/env'
import { fastCaptchaToken } from './support/fast-captcha'
import { clientBody, json } from './support/hostile'
import { copyOfE2eDatabase, startServer, stopServer, type ServerProcess } from './support/server-process'
import { expect, test } from './support/test'

/**
 * The editors' daily work on a server of its own (a copy of the suite's database, e-mail to a local
 * SMTP sink, leads to a local CRM webhook): preview before publishing, a scheduled release, a
 * forgotten password, and the leads overview.
 */
const PORT = E2E.port + 21
let server: ServerProcess
let sink: SmtpSink
// the CRM stand-in: answers 503 while down, otherwise records the leads it is sent
const crm = { down: true, leads: [] as string[] }
const receiver = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += String(c)))
  req.on('end', () => {
    if (crm.down) return void res.writeHead(503).end()
    crm.leads.push(body)
    res.writeHead(204).end()
  })
})

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test.beforeAll(async () => {
  sink = new SmtpSink()
  await sink.start()
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const db = await copyOfE2eDatabase('editor-workflow')
  server = await startServer(PORT, {
    DATABASE_URL: `file:${db}`,
    SMTP_URL: sink.url,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`,
    LEADS_RETRY_DELAY_MS: '50',
  })
})

test.afterAll(async () => {
  await stopServer(server)
  await sink?.stop()
  await new Promise((resolve) => receiver.close(resolve))
})

type Region = { id: number; slug: string; title: string }

async function regions(page: Page): Promise<Region[]> {
  const res = await page.request.get('/api/regions?limit=10&depth=0&sort=title')
  return ((await res.json()) as { docs: Region[] }).docs
}

// the reset test chooses a new password; later tests sign in with it
let editorPassword = EDITOR_CREDENTIALS.password

async function signIn(page: Page, password = editorPassword): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR_CREDENTIALS.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

/** What a visitor (no session, no draft cookie) is sent for a path. */
async function visitorHtml(path: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`)
  expect(res.status).toBe(200)
  return res.text()
}

async function typeDraftTitle(page: Page, region: Region, title: string): Promise<void> {
  await page.goto(`/admin/collections/regions/${region.id}`)
  await typeTitle(page, title)
}

/** Types into the title; autosave writes the draft shortly after typing stops. */
async function typeTitle(page: Page, title: string): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('autosave=true') && r.ok(),
    { timeout: 15_000 },
  )
  await page.locator('#field-title').fill(title)
  await saved
}

test('the office form shows the SEO group: title and description with their length guidance, and the search preview', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin/collections/offices')
  await page.locator('table tbody tr a').first().click()
  const seo = page.locator('#field-meta')
  // Payload renders a form's fields only as they come near the viewport: until then the group at the
  // foot of the form is its heading alone (a screenshot of the top of the form shows it empty)
  await seo.scrollIntoViewIfNeeded()
  const title = seo.locator('#field-meta__title')
  await expect(title).toBeVisible()
  await expect(seo.locator('#field-meta__description')).toBeVisible()
  await expect(seo.getByText(/\d+\/50-70 chars/)).toBeVisible()
  await expect(seo.getByText('Preview', { exact: true })).toBeVisible()
  // the search result as it would be listed: the office's address on SITE_URL and the meta title
  await expect(seo.getByRole('link', { name: /^http:\/\/localhost:\d+\/office\/[a-z0-9-]+$/ })).toBeVisible()
  await expect(seo.locator('h4')).toHaveText(await title.inputValue())
})

test('an editor sees a draft in the live preview and through the preview link; visitors still see the published page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const [region] = await regions(page)
  const draftTitle = `${region!.title} draft preview`
  await signIn(page)
  await typeDraftTitle(page, region!, draftTitle)

  // the live preview pane shows the real page, in draft mode, and follows the typing
  await page.getByRole('button', { name: /live preview/i }).click()
  const pane = page.frameLocator('iframe').first()
  await expect(pane.locator('h1')).toContainText(draftTitle, { timeout: 30_000 })
  await typeTitle(page, `${draftTitle} again`)
  await expect(pane.locator('h1')).toContainText(`${draftTitle} again`, { timeout: 30_000 })
  // at the widths editors check
  const iframe = page.locator('iframe').first()
  const widths: number[] = []
  for (const name of ['Mobile', 'Tablet', 'Desktop']) {
    await page.locator('.live-preview-toolbar-controls__breakpoint, .live-preview-toolbar select').first().click()
    await page
      .getByRole('option', { name })
      .or(page.getByText(name, { exact: true }))
      .first()
      .click()
    await expect.poll(async () => (await iframe.boundingBox())?.width ?? 0).toBeGreaterThan(0)
    widths.push(Math.round((await iframe.boundingBox())!.width))
  }
  expect(widths[0]).toBeLessThan(widths[1]!)

  // the Preview button opens the draft on the site in a new tab, with a way out
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe(`/region/${region!.slug}`)
  await expect(tab.locator('h1')).toContainText(`${draftTitle} again`)
  await expect(tab.getByTestId('draft-preview-banner')).toBeVisible()

  // visitors: the published page, prerendered, without the banner
  const html = await visitorHtml(`/region/${region!.slug}`)
  expect(html).toContain(region!.title)
  expect(html).not.toContain('draft preview')
  expect(html).not.toContain('draft-preview-banner')
  // a preview link without the CMS session opens nothing
  const anonymous = await fetch(`http://127.0.0.1:${PORT}${new URL(tab.url()).pathname}`)
  expect(await anonymous.text()).not.toContain('draft preview')

  // leaving the preview is one click
  await tab.getByRole('link', { name: 'Exit preview' }).click()
  await expect(tab.getByTestId('draft-preview-banner')).toHaveCount(0)
  await expect(tab.locator('h1')).toContainText(region!.title)
  await expect(tab.locator('h1')).not.toContainText('draft preview')
})

test('a publish scheduled a minute ahead shows on the public page when it runs', async ({ page }) => {
  test.setTimeout(240_000)
  const region = (await regions(page))[1]!
  const releaseTitle = `${region.title} release`
  await signIn(page)
  await typeDraftTitle(page, region, releaseTitle)

  // the publish button's menu: Schedule Publish, at the next whole minute after one from now
  const at = new Date(Date.now() + 60_000)
  at.setSeconds(0, 0)
  at.setMinutes(at.getMinutes() + 1)
  await page.locator('#action-save-popup .popup-button').first().click()
  await page.locator('#schedule-publish').click()
  const when = page.locator('#time input, input#time').first()
  await when.fill(
    at
      .toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
      .replace(' at', ''),
  )
  await when.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText(/scheduled successfully/i)).toBeVisible()

  expect(await visitorHtml(`/region/${region.slug}`)).not.toContain(releaseTitle)
  // while the page is re-rendered after the release an answer may be missing: only the outcome counts
  const publicPage = async () => {
    const res = await fetch(`http://127.0.0.1:${PORT}/region/${region.slug}`)
    return `${res.status} ${await res.text()}`
  }
  await expect
    .poll(async () => (await publicPage()).includes(releaseTitle), { timeout: 200_000, intervals: [5000] })
    .toBe(true)
  expect(await visitorHtml(`/region/${region.slug}`)).toContain(releaseTitle)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})

test('an editor resets a forgotten password through the e-mail the SMTP server receives', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('link', { name: /forgot password/i }).click()
  await page.waitForURL(/\/admin\/forgot$/)
  // until the form is interactive a click submits nothing: click until the request goes out, once
  // (a second request within PASSWORD_RESET_INTERVAL_MS would be refused with 429)
  let sent: Request | undefined
  await expect(async () => {
    const request = page.waitForRequest((r) => r.url().includes('/api/users/forgot-password'), { timeout: 3000 })
    await page.getByLabel('Email').fill(EDITOR_CREDENTIALS.email)
    await page.getByRole('button', { name: 'Submit' }).click()
    sent = await request
  }).toPass({ timeout: 30_000 })
  expect((await sent!.response())?.ok()).toBe(true)
  await expect
    .poll(() => sink.messages.filter((m) => m.to.includes(EDITOR_CREDENTIALS.email)).length, { timeout: 20_000 })
    .toBe(1)
  const mail = sink.messages.find((m) => m.to.includes(EDITOR_CREDENTIALS.email))!.raw.replace(/=\r?\n/g, '')
  // absolute on SITE_URL (http://localhost:PORT): the address in the e-mail, not the one the form was sent from
  const link = mail.match(/http:\/\/localhost:\d+\/admin\/reset\/[a-f0-9]+/)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!.replace('localhost', '127.0.0.1'))
  const password = 'A-new-editor-password-2026!'
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: /reset password|submit/i }).click()
  await page.waitForURL(/\/admin(\/)?$/)
  editorPassword = password
  await page.context().clearCookies()
  await signIn(page)
})

test('an editor reads the leads overview and retries a failed delivery', async ({ page }) => {
  test.setTimeout(180_000)
  // a lead the CRM refuses until its retries are spent
  const email = 'overview.lead@analytical.example'
  const submit = await fetch(
    `http://127.0.0.1:${PORT}/api/v1/forms/8`,
    json(clientBody({ email, captcha_token: await fastCaptchaToken() })),
  )
  expect(submit.status).toBe(200)

  await signIn(page)
  await page.goto('/admin/leads-overview')
  await expect(page.getByRole('heading', { name: 'Leads overview' })).toBeVisible()
  await expect(page.locator('tr[data-topic="assessment"] td').first()).not.toHaveText('0')
  await expect(page.locator('tr[data-week]')).toHaveCount(12)
  const failedRow = page.locator('tr[data-failed-lead]', { hasText: email })
  await expect
    .poll(
      async () => {
        await page.reload()
        return failedRow.count()
      },
      { timeout: 120_000, intervals: [3000] },
    )
    .toBe(1)

  crm.down = false
  // the row leaves the list as soon as the overview refreshes: the answer is what to wait for
  const queued = page.waitForResponse((r) => r.url().endsWith('/retry-delivery'))
  await failedRow.getByRole('button', { name: 'Retry delivery' }).click()
  expect((await queued).status()).toBe(200)
  await expect.poll(() => crm.leads.filter((l) => l.includes(email)).length, { timeout: 30_000 }).toBe(1)
  await page.reload()
  await expect(page.locator('tr[data-failed-lead]', { hasText: email })).toHaveCount(0)

  // the export, by date range and topic, from the overview's form
  const today = new Date().toISOString().slice(0, 10)
  const exported = async (topic: string) => {
    await page.locator('input[name="from"]').fill(today)
    await page.locator('input[name="to"]').fill(today)
    await page.locator('select[name="topic"]').selectOption(topic)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    return readFile((await download.path())!, 'utf8')
  }
  expect(await exported('assessment')).toContain(email)
  expect(await exported('cv')).not.toContain(email)
})
