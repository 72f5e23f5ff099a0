import { expect, followContext, test, type APIRequestContext, type Page } from './support/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { TOP_15_SLUG } from '../../src/cms/seed/data/insights'
import { ATHENS_SLUG } from '../../src/cms/seed/data/offices'
import { THREE_BARRIERS_SLUG } from '../../src/cms/seed/data/webinars'
import { EDGE_FRESH_S, EDGE_STALE_S } from '../../src/server/edge-cache'
import { E2E } from './support/env'

/**
 * requirements §2 route by route against the seeded site, the head rules of requirements §1, the error page of
 * requirements §2/§8, editable redirects, and on-demand revalidation after an editor publishes.
 */

const BRAND = 'Arden Hale'
const LONDON = 'executive-search-firm-in-london-united-kingdom'

type Doc = Record<string, unknown> & { id: number; slug: string }

async function firstDoc(request: APIRequestContext, path: string): Promise<Doc> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const body = (await res.json()) as { docs: Doc[] }
  expect(body.docs.length, path).toBeGreaterThan(0)
  return body.docs[0]!
}

/** Seeded addresses of the routes with parameters, read from the public REST API. */
async function seededParams(request: APIRequestContext) {
  const consultant = await firstDoc(request, '/api/consultants?limit=1&depth=0&sort=name')
  const recent = (await (await request.get('/api/insights?limit=10&depth=1&sort=-publishedAt')).json()) as {
    docs: Array<Doc & { pinnedPath?: boolean | null; category?: Doc | number | null }>
  }
  const insight = recent.docs.find((d) => !d.pinnedPath && typeof d.category === 'object' && d.category)
  expect(insight, 'an insight under its category').toBeTruthy()
  return { consultant: consultant.slug, category: (insight!.category as Doc).slug, insight: insight!.slug }
}

/** Every row of requirements §2 that answers 200 (with {brand} = arden-hale); /search, lists and pagination have their own specs. */
function routeTable(p: Awaited<ReturnType<typeof seededParams>>): string[] {
  return [
    '/',
    '/about-arden-hale',
    '/about-arden-hale/corporate-social-responsibility',
    '/about-arden-hale/global-diversity-equity-inclusion-policy',
    '/join-arden-hale',
    '/consultant',
    `/consultant/${p.consultant}`,
    '/contact-us',
    '/contact-us/executive-search-leadership-talent',
    '/contact-us/executive-search-leadership-talent/thank-you',
    '/contact-us/executive-search-leadership-talent-middle-east',
    '/contact-us/executive-search-leadership-talent-middle-east/thank-you',
    '/do-not-sell-or-share-my-info',
    '/legal-notice',
    '/privacy-policy',
    '/expertise',
    '/expertise/functions',
    '/expertise/functions/chief-executive-officer',
    '/expertise/functions/chief-executive-officer/ceo-succession',
    '/expertise/industry',
    '/expertise/industry/technology',
    '/expertise/industry/technology/north-america-technology',
    '/insights',
    `/insights/${p.category}`,
    `/insights/${p.category}/${p.insight}`,
    '/insights/find-the-right-chief-commercial-officer-to-drive-growth-and-innovation',
    '/insights/making-your-way-into-the-boardroom',
    `/insights/${TOP_15_SLUG}`,
    '/global-survey-panel',
    '/thank-you-global-survey-panel',
    '/login',
    '/international-locations',
    `/office/${LONDON}`,
    `/office/${LONDON}/executive-search`,
    `/office/${ATHENS_SLUG}/board-readiness-survey/contact-us`,
    `/office/${ATHENS_SLUG}/board-readiness-survey/contact-us/thank-you`,
    '/ready-to-grow',
    '/region/europe',
    '/search',
    '/services',
    ...[
      'board-services',
      'executive-assessment',
      'executive-onboarding',
      'executive-search',
      'interim-management',
      'succession-planning',
    ].map((s) => `/services/${s}`),
    ...[
      'board-services',
      'executive-assessment',
      'executive-onboarding',
      'executive-search',
      'succession-planning',
    ].map((s) => `/services/fr/${s}`),
    '/thank-you',
    '/thank-you-interim-services',
    '/thank-you-interim-services-cv',
    '/thank-you-interim-services-hire',
    '/thank-you-join-us',
    '/thank-you-submit-cv',
    '/the-leadership-post',
    `/webinar/${THREE_BARRIERS_SLUG}`,
  ]
}

/** Unmatched routes ("Page not found") and routes whose parameters fail ("Page Not Found"), requirements §8. */
const NOT_FOUND: Array<[path: string, message: 'Page not found' | 'Page Not Found']> = [
  ['/no-such-page', 'Page not found'],
  ['/about-someone-else', 'Page not found'],
  ['/about', 'Page not found'],
  ['/legal-notice/extra/segments', 'Page not found'],
  ['/consultant/nobody-by-this-name', 'Page Not Found'],
  ['/consultant/Not_A_Slug', 'Page Not Found'],
  ['/office/nowhere', 'Page Not Found'],
  [`/office/${LONDON}/no-such-service`, 'Page Not Found'],
  [`/office/${LONDON}/board-readiness-survey/contact-us`, 'Page Not Found'],
  ['/expertise/industry/no-such-industry', 'Page Not Found'],
  ['/expertise/functions/chief-executive-officer/no-such-subsector', 'Page Not Found'],
  ['/insights/no-such-category', 'Page Not Found'],
  ['/insights/leadership/no-such-article', 'Page Not Found'],
  ['/region/atlantis', 'Page Not Found'],
  ['/services/no-such-service', 'Page Not Found'],
  ['/services/fr/interim-management', 'Page Not Found'],
  ['/webinar/no-such-webinar', 'Page Not Found'],
]

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function headOf(html: string, linkHeader = '') {
  const head = html.slice(0, html.indexOf('</head>'))
  const attr = (re: RegExp) => (re.exec(head)?.[1] ? decode(re.exec(head)![1]!) : null)
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    twitterUrl: attr(/<meta name="twitter:url" content="([^"]*)"/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    twitterImage: attr(/<meta name="twitter:image" content="([^"]*)"/),
    // prerendered pages preload fonts in the head, pages rendered per request in the Link header
    fontPreloads: Math.max(
      [...head.matchAll(/<link rel="preload" href="[^"]*\.woff2"[^>]*as="font"/g)].length,
      [...linkHeader.matchAll(/\.woff2>; rel=preload; as="font"/g)].length,
    ),
  }
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  )
}

/** The breadcrumb's visible items in order, from the server's HTML. */
function crumbsOf(html: string): string[] {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) =>
    decode(m[1]!.replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '')).trim(),
  )
}

test.describe('every route of requirements §2', () => {
  test('answers 200 with a title, one h1, breadcrumb and head tags', async ({ request }) => {
    const routes = routeTable(await seededParams(request))
    for (const path of routes) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      const html = await res.text()
      const head = headOf(html, res.headers().link)
      expect(head.titles, path).toHaveLength(1)
      expect(head.titles[0], path).toMatch(/ \| Arden Hale$/)
      expect([...html.matchAll(/<h1[\s>]/g)], `${path}: one h1`).toHaveLength(1)
      if (path === '/login') continue
      const url = path === '/' ? `${E2E.origin}/` : `${E2E.origin}${path}`
      expect(head.canonical, path).toBe(url)
      expect(head.ogUrl, path).toBe(url)
      expect(head.twitterUrl, path).toBe(url)
      expect(head.description, path).toBeTruthy()
      expect(head.ogImage, path).toMatch(/^https?:\/\//)
      expect(head.twitterCard, path).toBe('summary_large_image')
      expect(head.twitterImage, path).toMatch(/^https?:\/\//)
      expect(head.fontPreloads, path).toBe(2)
      if (path !== '/') expect(crumbsOf(html)[0], `${path}: first crumb`).toBe(BRAND)
    }
  })

  test('every page names its icon, and /favicon.ico exists (a 404 there is a console error on every visit)', async ({
    request,
  }) => {
    const html = await (await request.get('/legal-notice')).text()
    // a PNG, not an SVG: Chromium draws an SVG icon in a separate SVG document on the page's main
    // thread (~10 ms on a phone, in the middle of the page's load)
    const href = /<link rel="icon" href="([^"]+)"[^>]*type="image\/png"/.exec(html)?.[1]
    expect(href, 'icon link').toBeTruthy()
    expect(html).not.toMatch(/<link rel="icon"[^>]*image\/svg/)
    const png = await request.get(href!)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toContain('image/png')
    expect([...(await png.body()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const ico = await request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })

  test('answers the documented 404 for unknown slugs and unmatched addresses', async ({ request, page }) => {
    for (const [path] of NOT_FOUND) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      expect(headOf(await res.text()).titles, path).toEqual([`404 | ${BRAND}`])
    }
    // the not-found page renders in the browser: one visit per message
    for (const [path, message] of [NOT_FOUND[0]!, NOT_FOUND[5]!]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
      await expect(page.getByText(`${message}: ${path}`, { exact: true })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        BRAND,
        /Not found$/,
      ])
    }
  })

  test('JSON-LD: Organization, Person, Article, Event, LocalBusiness and BreadcrumbList', async ({ request }) => {
    const p = await seededParams(request)
    const expected: Array<[string, string[]]> = [
      ['/', ['Organization']],
      [`/consultant/${p.consultant}`, ['Person', 'BreadcrumbList']],
      [`/insights/${p.category}/${p.insight}`, ['Article', 'BreadcrumbList']],
      [`/insights/${TOP_15_SLUG}`, ['Article', 'BreadcrumbList']],
      [`/webinar/${THREE_BARRIERS_SLUG}`, ['Event', 'BreadcrumbList']],
      [`/office/${LONDON}`, ['LocalBusiness', 'BreadcrumbList']],
      ['/legal-notice', ['BreadcrumbList']],
    ]
    for (const [path, types] of expected) {
      const found = jsonLdTypes(await (await request.get(path)).text())
      for (const t of types) expect(found, `${path} has ${t}`).toContain(t)
    }
    const home = await (await request.get('/')).text()
    expect(jsonLdTypes(home), 'home has no breadcrumb').not.toContain('BreadcrumbList')
  })
})

test.describe('caching in front of the app (README "Caching in front")', () => {
  test('a prerendered page may sit at the edge for seconds, not a year, and revalidates with a 304', async ({
    request,
  }) => {
    const page = await request.get('/legal-notice')
    expect(page.status()).toBe(200)
    expect(page.headers()['cache-control']).toBe(
      `public, max-age=0, s-maxage=${EDGE_FRESH_S}, stale-while-revalidate=${EDGE_STALE_S}`,
    )
    const etag = page.headers()['etag']
    expect(etag, 'ETag').toBeTruthy()
    const again = await request.get('/legal-notice', { headers: { 'if-none-match': etag! } })
    expect(again.status()).toBe(304)
    expect(await again.body()).toHaveLength(0)
  })

  test('dynamic pages stay private, and only the admin asks for the colour-scheme client hint', async ({ request }) => {
    const search = await request.get('/search?q=board')
    expect(search.headers()['cache-control']).toMatch(/private|no-store/)
    // Critical-CH makes a browser fetch a page twice when it did not send the hint
    const publicPage = await request.get('/legal-notice')
    expect(publicPage.headers()['critical-ch']).toBeUndefined()
    expect(publicPage.headers()['accept-ch']).toBeUndefined()
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

test.describe('error pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // both are the server's 404 page (docs/decisions/0007), each with its message of requirements §8
  test('a 404 still names the address and offers home, search and contact', async ({ page }) => {
    for (const [path, message] of [
      ['/consultant/nobody-at-all', 'Page Not Found'],
      ['/no-such-page-anywhere', 'Page not found'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page).toHaveTitle(`404 | ${BRAND}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
      await expect(page.getByText(`${message}: ${path}`, { exact: true })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        new RegExp(BRAND),
        /Not found$/,
      ])
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
      await expect(main.getByRole('link', { name: 'search' })).toHaveAttribute('href', '/search')
      await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us')
    }
  })
})

test.describe('error pages', () => {
  test('/404 is the not-found page with its real status', async ({ page }) => {
    const response = await page.goto('/404')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`404 | ${BRAND}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(crumbs).toHaveText([BRAND, /Not found$/])
    await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/')
    await expect(page.getByText('Page not found: /404')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'search' })).toHaveAttribute('href', '/search')
    await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us')
    await expect(main.getByLabel('Topic', { exact: true })).toBeVisible()
  })

  test('/500 is the server error page with its real status, and the homepage link leaves it', async ({ page }) => {
    const response = await page.goto('/500')
    expect(response?.status()).toBe(500)
    await expect(page).toHaveTitle(`500 | ${BRAND}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong.')
    await expect(page.getByText('We are currently resolving the issue. Please try again later.')).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(crumbs).toHaveText([BRAND, /Internal Server Error$/])
    await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click()
    await expect(page).toHaveURL(`${E2E.origin}/`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops, something went wrong.')
  })
})

/** Signs the seeded editor in over REST; returns the Authorization header Payload expects. */
async function editorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', {
    data: { email: EDITOR_CREDENTIALS.email, password: EDITOR_CREDENTIALS.password },
  })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

/** Reloads `path` until its HTML satisfies `check` (pages refresh on demand, within seconds). */
async function eventually(request: APIRequestContext, path: string, check: (html: string, status: number) => boolean) {
  await expect
    .poll(
      async () => {
        const res = await request.get(path)
        return check(await res.text(), res.status())
      },
      { message: path, timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

test.describe('editors', () => {
  test('an editor-made redirect applies before routing and a loop is refused on save', async ({ request }) => {
    const headers = await editorAuth(request)
    const made = await request.post('/api/redirects', {
      headers,
      data: { from: '/pages-e2e-old-address', to: '/legal-notice', permanent: false },
    })
    expect(made.status()).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number } }
    try {
      await expect
        .poll(async () => (await request.get('/pages-e2e-old-address', { maxRedirects: 0 })).status(), {
          timeout: 15_000,
        })
        .toBe(307)
      const res = await request.get('/pages-e2e-old-address?x=1', { maxRedirects: 0 })
      expect(res.headers().location).toMatch(/\/legal-notice\?x=1$/)
      const loop = await request.post('/api/redirects', {
        headers,
        data: { from: '/legal-notice', to: '/pages-e2e-old-address', permanent: true },
      })
      expect(loop.status()).toBe(400)
      const saved = await request.get('/api/redirects?where[from][equals]=/legal-notice', { headers })
      expect(((await saved.json()) as { docs: unknown[] }).docs).toHaveLength(0)
    } finally {
      await request.delete(`/api/redirects/${doc.id}`, { headers })
    }
  })

  test('publishing and unpublishing refresh every page that shows the document', async ({ request }) => {
    test.setTimeout(120_000)
    const headers = await editorAuth(request)
    const stamp = Date.now().toString(36)

    // an office's phone (on its page) and city (on its page, its region and the office list)
    const athens = await firstDoc(request, `/api/offices?where[slug][equals]=${ATHENS_SLUG}&depth=0`)
    const phone = `+30 21 0000 ${stamp.slice(-4)}`
    const city = `Athens ${stamp}`
    for (const p of [`/office/${ATHENS_SLUG}`, '/region/europe', '/international-locations']) await request.get(p)
    expect(
      (
        await request.patch(`/api/offices/${athens.id}`, { headers, data: { phone, city, slug: athens.slug } })
      ).status(),
    ).toBe(200)
    try {
      await eventually(request, `/office/${ATHENS_SLUG}`, (html) => html.includes(phone) && html.includes(city))
      for (const p of ['/region/europe', '/international-locations']) {
        await eventually(request, p, (html) => html.includes(city))
      }
    } finally {
      await request.patch(`/api/offices/${athens.id}`, {
        headers,
        data: { phone: athens.phone, city: athens.city, slug: athens.slug },
      })
    }

    // the newest insight's title: its article, the insights list and the home page's insight section
    const insight = await firstDoc(request, '/api/insights?limit=1&depth=1&sort=-publishedAt')
    const category = (insight.category as Doc).slug
    const article = insight.pinnedPath ? `/insights/${insight.slug}` : `/insights/${category}/${insight.slug}`
    const title = `Freshly edited insight ${stamp}`
    expect(
      (await request.patch(`/api/insights/${insight.id}`, { headers, data: { title, slug: insight.slug } })).status(),
    ).toBe(200)
    try {
      for (const p of [article, '/insights', '/']) await eventually(request, p, (html) => html.includes(title))
    } finally {
      await request.patch(`/api/insights/${insight.id}`, {
        headers,
        data: { title: insight.title, slug: insight.slug },
      })
    }

    // an insight on the second page of the list: that page, prerendered behind its ?page=2 address
    const later = await firstDoc(request, '/api/insights?limit=1&page=18&depth=0&sort=-publishedAt')
    const laterTitle = `Freshly edited later insight ${stamp}`
    await request.get('/insights?page=2')
    expect(
      (
        await request.patch(`/api/insights/${later.id}`, { headers, data: { title: laterTitle, slug: later.slug } })
      ).status(),
    ).toBe(200)
    try {
      await eventually(request, '/insights?page=2', (html) => html.includes(laterTitle))
    } finally {
      await request.patch(`/api/insights/${later.id}`, { headers, data: { title: later.title, slug: later.slug } })
    }

    // a mega-menu label in site settings: every page's header
    const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as {
      megaMenu: Array<{ label: string }>
    }
    const original = settings.megaMenu[0]!.label
    const label = `Services ${stamp}`
    const withLabel = (l: string) => ({ megaMenu: settings.megaMenu.map((m, i) => (i === 0 ? { ...m, label: l } : m)) })
    expect((await request.post('/api/globals/site-settings', { headers, data: withLabel(label) })).status()).toBe(200)
    try {
      for (const p of ['/', '/legal-notice']) await eventually(request, p, (html) => html.includes(label))
    } finally {
      await request.post('/api/globals/site-settings', { headers, data: withLabel(original) })
    }

    // unpublishing a consultant: their page answers 404 and their office stops listing them
    const consultant = await firstDoc(request, '/api/consultants?limit=1&depth=1&sort=name')
    const office = (consultant.office as Doc).slug
    const name = consultant.name as string
    await request.get(`/consultant/${consultant.slug}`)
    await eventually(request, `/office/${office}`, (html) => html.includes(`/consultant/${consultant.slug}"`))
    const unpublish = await request.patch(`/api/consultants/${consultant.id}`, {
      headers,
      data: { _status: 'draft', slug: consultant.slug },
    })
    expect(unpublish.status()).toBe(200)
    try {
      await eventually(request, `/consultant/${consultant.slug}`, (_, status) => status === 404)
      await eventually(request, `/office/${office}`, (html) => !html.includes(`/consultant/${consultant.slug}"`))
    } finally {
      await request.patch(`/api/consultants/${consultant.id}`, {
        headers,
        data: { _status: 'published', slug: consultant.slug },
      })
    }
    await eventually(request, `/consultant/${consultant.slug}`, (html, status) => status === 200 && html.includes(name))
  })
})

test.describe('home page modules', () => {
  test('the carousel is keyboard operable, pauses on hover and focus, and keeps its size', async ({ page }) => {
    await page.goto('/')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(3)
    const visible = () => slides.and(page.locator('[aria-hidden="false"]'))
    await expect(visible()).toHaveAttribute('aria-label', '1 of 3')
    const height = (await carousel.boundingBox())!.height

    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(visible()).toHaveAttribute('aria-label', '2 of 3')
    // focus inside pauses rotation, so the live region announces
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await page.keyboard.press('ArrowRight')
    await expect(visible()).toHaveAttribute('aria-label', '3 of 3')
    await page.keyboard.press('ArrowRight')
    await expect(visible()).toHaveAttribute('aria-label', '1 of 3')
    await page.keyboard.press('ArrowLeft')
    await expect(visible()).toHaveAttribute('aria-label', '3 of 3')
    await carousel.getByRole('button', { name: /^Slide 2: / }).click()
    await expect(visible()).toHaveAttribute('aria-label', '2 of 3')
    await expect(carousel.getByRole('button', { name: /^Slide 2: / })).toHaveAttribute('aria-current', 'true')
    expect((await carousel.boundingBox())!.height).toBe(height)

    // only the first slide's image is preloaded with high priority
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy')

    // with neither focus nor pointer inside it rotates (and stays quiet); the pointer over it pauses it
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
    await carousel.hover()
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  })

  test('the carousel does not rotate for visitors who prefer reduced motion', async ({ browser }) => {
    const context = followContext(await browser.newContext({ reducedMotion: 'reduce' }))
    const page = await context.newPage()
    await page.goto('/')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await context.close()
  })

  test('insight section, expertise module and the nearest offices from the time zone', async ({ browser }) => {
    const context = followContext(await browser.newContext({ timezoneId: 'Asia/Tokyo' }))
    const page: Page = await context.newPage()
    const located: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/office-locations') located.push(r.url())
    })
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Latest insights' }).getByRole('listitem')).toHaveCount(3)
    const expertise = page.getByRole('region', { name: 'Expertise', exact: true })
    await expect(expertise.getByRole('link', { name: 'Technology', exact: true })).toHaveAttribute(
      'href',
      '/expertise/industry/technology',
    )
    const info = page.getByRole('region', { name: 'Talk to a consultant near you' })
    await expect(info.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us')
    // far below the first screen the guess waits: the regional hubs, and no office list fetched yet
    await page.waitForLoadState('networkidle')
    await expect(info.getByRole('heading', { name: 'Our regional hubs' })).toBeVisible()
    expect(located).toHaveLength(0)
    await info.scrollIntoViewIfNeeded()
    await expect(info.getByRole('heading', { name: 'Offices near you' })).toBeVisible()
    expect(located).toHaveLength(1)
    await expect(info.getByRole('listitem').first().getByRole('link').first()).toHaveText('Tokyo')
    await context.close()
  })

  test('the nearest-offices guess fetches the office list; the page carries only the offices it shows', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    // the three regional hubs the server renders, not every office's coordinates
    expect(html.match(/\\"lat\\":/g) ?? []).toHaveLength(3)
    const res = await request.get('/api/v1/office-locations')
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const { offices } = (await res.json()) as { offices: Array<{ city: string; lat: number | null }> }
    expect(offices.length).toBeGreaterThan(60)
    expect(offices.find((o) => o.city === 'Tokyo')?.lat).toBeCloseTo(35.68, 1)
  })
})
