import { expect, test, type Browser } from './support/test'

/**
 * SPEC §2 error page, §8: a 404 of an address no route or CMS page answers is whole in the HTML the
 * server sends (docs/decisions/0007): title, breadcrumb, heading, the missing address, home, search
 * and contact links, and the contact form, which says why it cannot be sent without JavaScript.
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
