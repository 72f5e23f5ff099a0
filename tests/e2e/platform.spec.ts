import { expect, test } from './support/test'
import { ADMIN_CREDENTIALS, EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { COMPILE_HINT } from '../../src/build/compile-hints'
import { deferredScriptUrls } from '../../src/server/html-pipeline/defer-scripts'
import { E2E } from './support/env'

test.describe('skeleton site', () => {
  test('home renders seeded content in the default layout with the head rules of requirements §1', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Global Executive Search & Leadership Consulting Firm | Arden Hale')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Arden Hale' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Executive Search', exact: true }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Latest insights' }).getByRole('listitem')).toHaveCount(3)
    const head = page.locator('head')
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.origin}/`)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E.origin}/`)
    await expect(head.locator('meta[name="twitter:url"]')).toHaveAttribute('content', `${E2E.origin}/`)
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /leading global executive search/)
    await expect(head.locator('link[rel="preload"][as="font"]')).toHaveCount(2)
    const ogImage = await head.locator('meta[property="og:image"]').getAttribute('content')
    const image = await page.request.get(ogImage!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })

  test('no frame is painted before the consent banner and the header are whole (no layout shift while parsing)', async ({
    request,
  }) => {
    // a long page is parsed over several tasks; a frame between them drew a half-built header whose
    // search form and menu then moved (CLS 0.01-0.03, Lighthouse mobile). Chromium holds rendering
    // until the element named by rel=expect is in the document.
    for (const path of ['/', '/services', '/international-locations']) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toContain('<link rel="expect" href="#main" blocking="render"/>')
      const main = html.indexOf('<main id="main"')
      expect(html.indexOf('data-consent-banner'), path).toBeGreaterThan(0)
      expect(html.indexOf('data-consent-banner'), path).toBeLessThan(main)
      expect(html.indexOf('</header>'), path).toBeLessThan(main)
      expect(html.match(/ id="main"/g), path).toHaveLength(1)
    }
  })

  test("every start-up script carries V8's compile hint; code loaded on demand does not", async ({
    browser,
    request,
  }) => {
    // Chrome compiles a hinted file whole on the thread that streams it, instead of function by
    // function on the main thread during hydration (src/build/compile-hints.ts)
    const startsHinted = async (url: string) => (await (await request.get(url)).text()).startsWith(`${COMPILE_HINT}\n`)
    const OFFICE_SERVICE = '/office/executive-search-firm-in-london-united-kingdom/executive-search'
    const startup = new Set<string>()
    for (const path of ['/', '/thank-you', '/consultant', '/login', OFFICE_SERVICE]) {
      const urls = deferredScriptUrls(await (await request.get(path)).text())
      expect(urls.length, path).toBeGreaterThan(3)
      urls.forEach((u) => startup.add(u))
    }
    for (const url of startup) expect(await startsHinted(url), url).toBe(true)

    // the contact form's code comes when the form nears the viewport: not a start-up chunk
    const context = await browser.newContext({ viewport: { width: 390, height: 640 } })
    const page = await context.newPage()
    const later: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.resourceType() === 'script' && !startup.has(url.pathname)) later.push(url.pathname)
    })
    await page.goto(OFFICE_SERVICE)
    await page.locator('form[data-contact-form]').scrollIntoViewIfNeeded()
    await expect(page.locator('form[data-contact-form] fieldset').first()).toBeEnabled()
    // request events reach the test asynchronously: the form may be enabled before its script's event is seen
    await expect.poll(() => later.length).toBeGreaterThan(0)
    for (const url of later) expect(await startsHinted(url), url).toBe(false)
    await context.close()
  })

  test('an unknown address answers 404 in the error layout', async ({ page }) => {
    const response = await page.goto('/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Not found')
    await expect(page).toHaveTitle('404 | Arden Hale')
    await expect(page.getByText('Page not found: /no-such-page-here')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
    await expect(page.getByLabel('Topic', { exact: true })).toBeVisible()
  })

  test('a route whose parameter names nothing answers 404 "Page Not Found"', async ({ page }) => {
    const response = await page.goto('/consultant/nobody-by-this-name')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /consultant/nobody-by-this-name')).toBeVisible()
    await expect(page).toHaveTitle('404 | Arden Hale')
  })

  test('the old 15-questions blog address redirects permanently to the insight', async ({ request }) => {
    const res = await request.get('/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner', {
      maxRedirects: 0,
    })
    expect(res.status()).toBe(308)
    expect(res.headers().location).toMatch(
      /\/insights\/top-15-questions-for-ceos-to-ask-their-executive-search-partner$/,
    )
  })

  test('a trailing slash redirects to the address without it', async ({ request }) => {
    const res = await request.get('/legal-notice/', { maxRedirects: 0 })
    expect(res.status()).toBe(308)
    expect(res.headers().location).toMatch(/\/legal-notice$/)
  })

  test('/login uses the single layout without the site header', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle('Editor sign-in | Arden Hale')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible()
  })
})

test.describe('CMS', () => {
  test('the admin accepts the documented editor login', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(EDITOR_CREDENTIALS.email)
    await page.getByLabel('Password').fill(EDITOR_CREDENTIALS.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await expect(page.getByText('Leads').first()).toBeVisible()
  })

  test('GraphQL answers the offices query and honours a Bearer token', async ({ request }) => {
    const res = await request.post('/api/graphql', {
      data: {
        operationName: 'Offices',
        query: 'query Offices { offices(first: 5) { nodes { id officeId title slug } } }',
        variables: {},
      },
    })
    expect(res.status()).toBe(200)
    const body = await res.json()
    expect(body.data.offices.nodes).toHaveLength(5)
    expect(Object.keys(body.data.offices.nodes[0]).sort()).toEqual(['id', 'officeId', 'slug', 'title'])

    const me = '{ meUser { user { email } } }'
    const anonymous = await (await request.post('/api/graphql', { data: { query: me } })).json()
    expect(anonymous.data.meUser.user).toBeNull()
    const login = await request.post('/api/users/login', { data: ADMIN_CREDENTIALS })
    const { token } = await login.json()
    const signedIn = await (
      await request.post('/api/graphql', { data: { query: me }, headers: { Authorization: `Bearer ${token}` } })
    ).json()
    expect(signedIn.data.meUser.user.email).toBe(ADMIN_CREDENTIALS.email)
  })

  test('GraphQL introspection and playground are off in production', async ({ request }) => {
    const res = await request.post('/api/graphql', { data: { query: '{ __schema { types { name } } }' } })
    const body = await res.json()
    expect(body.errors?.[0]?.message).toMatch(/introspection/i)
    const playground = await request.get('/api/graphql-playground')
    expect(playground.status()).toBe(404)
  })

  test('visitors cannot list leads or CV files over REST', async ({ request }) => {
    for (const path of ['/api/form-submissions', '/api/cv-files']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(403)
    }
    const drafts = await (
      await request.get('/api/insights?where[slug][equals]=draft-insight-preview&draft=true')
    ).json()
    expect(drafts.docs).toHaveLength(0)
  })
})

test.describe('mega menu', () => {
  test('opens from the keyboard and closes on Escape and on an outside click', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const services = nav.locator('summary').first()
    await services.focus()
    await page.keyboard.press('Enter')
    const panel = nav.locator('details').first()
    await expect(panel).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(panel).not.toHaveAttribute('open', '')
    await expect(services).toBeFocused()
    await services.click()
    await expect(panel).toHaveAttribute('open', '')
    // the panel spans the screen's width below the header: click the page below it
    const { height } = page.viewportSize()!
    await page.mouse.click(8, height - 8)
    await expect(panel).not.toHaveAttribute('open', '')
  })
})

test('CMS templates for per-office pages are not served at their own address', async ({ request }) => {
  expect((await request.get('/office/board-readiness-survey/contact-us')).status()).toBe(404)
})
