import path from 'node:path'
import { createClient } from '@libsql/client'
import { E2E } from './support/env'
import { copyOfE2eDatabase, startServer, stopServer } from './support/server-process'
import { expect, test, type APIRequestContext, type Browser } from './support/test'

/**
 * requirements §2 error page, §8: every 404 (an address no route or CMS page answers, a route's parameter
 * that names nothing, a listing page past its last) and every 500 (a render that fails) is whole in
 * the HTML the server sends (docs/decisions/0007): title, breadcrumb, heading, text, home link, and
 * on a 404 the missing address, search and contact links and the contact form, which says why it
 * cannot be sent without JavaScript.
 */

const BRAND = 'Arden Hale'

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test.describe('404 in the server HTML', () => {
  for (const path of ['/no-such-page', '/about-someone-else/deeper', '/404']) {
    test(`${path}: the whole page without JavaScript`, async ({ browser, request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(404)
      const html = await res.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toContain(`<title>404 | ${BRAND}</title>`)
      expect(html).toContain(`Page not found: ${path}`)

      const { context, page } = await withoutJavaScript(browser)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(`404 | ${BRAND}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs.getByRole('link', { name: BRAND })).toHaveAttribute('href', '/')
      await expect(crumbs).toContainText('Not found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
      await expect(main.getByRole('link', { name: 'search' })).toHaveAttribute('href', '/search')
      await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us')
      const form = page.getByRole('form', { name: /^Get in touch/ })
      await expect(form).toBeVisible()
      await expect(form.getByText(/needs JavaScript/)).toBeVisible()
      await context.close()
    })
  }

  test('a CMS page, a fixed route and a file still answer', async ({ request }) => {
    for (const path of ['/contact-us', '/about-arden-hale', '/services', '/login', '/robots.txt', '/icon.png']) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })

  test('with JavaScript the same page, and a link home leaves it', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
    await expect(page.getByRole('form', { name: /^Get in touch/ }).getByLabel('Topic', { exact: true })).toBeEnabled()
    await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('500 in the server HTML', () => {
  test('/500: the whole page without JavaScript, with its status', async ({ browser, request }) => {
    const res = await request.get('/500')
    expect(res.status()).toBe(500)
    const html = await res.text()
    expect(html).not.toContain('__next_error__')
    expect(html).toContain(`<title>500 | ${BRAND}</title>`)

    const { context, page } = await withoutJavaScript(browser)
    const response = await page.goto('/500')
    expect(response?.status()).toBe(500)
    await expect(page).toHaveTitle(`500 | ${BRAND}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: BRAND })).toHaveAttribute('href', '/')
    await expect(crumbs).toContainText('Internal Server Error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong.')
    await expect(page.getByText('We are currently resolving the issue. Please try again later.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
    await context.close()
  })
})

type Known = { pages: string[]; documents: string[]; listings: Record<string, number> }

async function knownAddresses(request: APIRequestContext): Promise<Known> {
  const res = await request.get('/api/v1/known-addresses')
  expect(res.status()).toBe(200)
  return (await res.json()) as Known
}

/** The 404 page in the server's HTML, without the error shell, naming `path` with requirements §8's message. */
async function expectWhole404(request: APIRequestContext, url: string, message: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(404)
  const html = await res.text()
  expect(html, url).not.toContain('__next_error__')
  expect(html, url).toContain(`<title>404 | ${BRAND}</title>`)
  expect(html, url).toContain('Oops, you are lost.')
  expect(html, url).toContain(message)
  expect(html, url).toContain('needs JavaScript')
}

test.describe('404 of a route whose parameter names nothing, in the server HTML', () => {
  test('every kind of route, and the listings past their last page', async ({ request }) => {
    const known = await knownAddresses(request)
    const article = known.documents.find((d) => /^\/insights\/[^/]+\/[^/]+$/.test(d))!
    const category = article.split('/')[2]!
    const office = known.documents.find((d) => /^\/office\/[^/]+$/.test(d))!
    for (const path of [
      '/consultant/nobody-by-this-name',
      '/office/atlantis',
      `${office}/no-such-service`,
      '/office/atlantis/board-readiness-survey/contact-us',
      '/office/atlantis/board-readiness-survey/contact-us/thank-you',
      '/region/atlantis',
      '/webinar/never-held',
      '/services/no-such-service',
      '/services/fr/aucun-service',
      '/expertise/industry/alchemy',
      '/expertise/functions/alchemy/gold',
      '/insights/no-such-category',
      `/insights/${category}/no-such-article`,
      `/insights/another-category/${article.split('/')[3]}`,
    ]) {
      await expectWhole404(request, path, `Page Not Found: ${path}`)
    }
    // the message is the route's (requirements §8): a category's listing is a route with a parameter
    for (const [path, query, message] of [
      ['/insights', '?page=9999', 'Page not found'],
      [`/insights/${category}`, '?page=9999', 'Page Not Found'],
      ['/consultant', '?page=9999', 'Page not found'],
      ['/consultant', '?page=2&q=no+such+name+at+all', 'Page not found'],
    ] as const) {
      await expectWhole404(request, `${path}${query}`, `${message}: ${path}`)
    }
  })

  test('without JavaScript: the whole page, with the form saying why it needs JavaScript', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser)
    const response = await page.goto('/consultant/nobody-by-this-name')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`404 | ${BRAND}`)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Not found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
    await expect(page.getByText('Page Not Found: /consultant/nobody-by-this-name')).toBeVisible()
    await expect(page.getByRole('form', { name: /^Get in touch/ }).getByText(/needs JavaScript/)).toBeVisible()
    await context.close()
  })

  test('every address the proxy knows answers, and so does every address of the sitemap', async ({ request }) => {
    // a few hundred pages: allow for a busy machine
    test.setTimeout(240_000)
    const known = await knownAddresses(request)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(listed.length).toBeGreaterThan(20)
    const paged = Object.entries(known.listings).map(([path, pages]) => `${path}?page=${pages}`)
    const urls = [...new Set([...known.pages, ...known.documents, ...listed, ...paged, '/consultant?page=2'])]
    // four at a time, as a crawler would
    for (let i = 0; i < urls.length; i += 4) {
      const batch = urls.slice(i, i + 4)
      const statuses = await Promise.all(
        batch.map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()),
      )
      expect(Object.fromEntries(batch.map((url, j) => [url, statuses[j]]))).toEqual(
        Object.fromEntries(batch.map((url) => [url, 200])),
      )
    }
  })
})

test.describe('500 of a failed render, in the server HTML', () => {
  test('the prerendered error page with the status 500, at the address asked for', async ({ browser }) => {
    test.setTimeout(150_000)
    const db = await copyOfE2eDatabase('render-fails')
    const server = await startServer(E2E.port + 14, {
      DATABASE_URL: `file:${db}`,
      MEDIA_DIR: path.join(path.dirname(db), 'media'),
      CV_DIR: path.join(path.dirname(db), 'cv-files'),
    })
    const sqlite = createClient({ url: `file:${db}` })
    try {
      // the consultants' table goes away under the running server: the finder's query fails
      await sqlite.execute('ALTER TABLE consultants RENAME TO consultants_away')
      const url = `${server.origin}/consultant?q=render-fails`
      const res = await fetch(url)
      expect(res.status).toBe(500)
      const html = await res.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toContain(`<title>500 | ${BRAND}</title>`)
      expect(html).toContain('Oops, something went wrong.')

      const { context, page } = await withoutJavaScript(browser)
      expect((await page.goto(url))?.status()).toBe(500)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Internal Server Error')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong.')
      await context.close()

      // with JavaScript the page hydrates where it is: the address bar keeps the address asked for
      const withJs = await browser.newContext()
      const visit = await withJs.newPage()
      expect((await visit.goto(url))?.status()).toBe(500)
      await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong.')
      await visit.waitForLoadState('networkidle')
      expect(visit.url()).toBe(url)
      await withJs.close()
    } finally {
      await sqlite.execute('ALTER TABLE consultants_away RENAME TO consultants').catch(() => undefined)
      sqlite.close()
      await stopServer(server)
    }
  })
})
