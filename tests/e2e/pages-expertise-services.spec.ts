import { expect, test, type Page } from './support/test'
import { E2E } from './support/env'

const ATHENS = 'executive-search-firm-in-athens-greece'
const LONDON = 'executive-search-firm-in-london-united-kingdom'

type Seeded = { path: string; title: string; h1: string; lastCrumb: string }

/** One seeded address per route family, with what the visitor should see there. */
const SEEDED: Seeded[] = [
  { path: '/expertise', title: 'Expertise', h1: 'Our expertise', lastCrumb: 'Expertise' },
  {
    path: '/expertise/industry',
    title: 'Industry expertise',
    h1: 'Industry expertise',
    lastCrumb: 'Industry expertise',
  },
  {
    path: '/expertise/functions',
    title: 'Functional expertise',
    h1: 'Functional expertise',
    lastCrumb: 'Functional expertise',
  },
  { path: '/expertise/industry/technology', title: 'Technology', h1: 'Technology', lastCrumb: 'Technology' },
  {
    path: '/expertise/industry/technology/north-america-technology',
    title: 'North America Technology',
    h1: 'North America Technology',
    lastCrumb: 'North America Technology',
  },
  {
    path: '/expertise/functions/chief-executive-officer',
    title: 'Chief Executive Officer',
    h1: 'Chief Executive Officer',
    lastCrumb: 'Chief Executive Officer',
  },
  {
    path: '/expertise/functions/chief-executive-officer/ceo-succession',
    title: 'CEO Succession',
    h1: 'CEO Succession',
    lastCrumb: 'CEO Succession',
  },
  { path: '/services', title: 'Services', h1: 'Our services', lastCrumb: 'Services' },
  {
    path: '/services/executive-search',
    title: 'Executive Search',
    h1: 'Executive search that looks further',
    lastCrumb: 'Executive Search',
  },
  {
    path: '/services/fr/executive-search',
    title: 'Recrutement de dirigeants',
    h1: 'Une approche de chasse qui voit plus loin',
    lastCrumb: 'Recrutement de dirigeants',
  },
  { path: '/region/europe', title: 'Europe', h1: 'Europe', lastCrumb: 'Europe' },
  {
    path: '/international-locations',
    title: 'Our offices',
    h1: 'Our offices',
    lastCrumb: 'Our offices',
  },
  {
    path: `/office/${LONDON}/executive-search`,
    title: 'Executive Search in London',
    h1: 'Executive Search in London',
    lastCrumb: 'Executive Search in London',
  },
  {
    path: `/office/${ATHENS}/board-readiness-survey/contact-us`,
    title: 'Board readiness survey: Athens',
    h1: 'Board readiness survey',
    lastCrumb: 'Board readiness survey',
  },
  {
    path: `/office/${ATHENS}/board-readiness-survey/contact-us/thank-you`,
    title: 'Thank you for your request',
    h1: 'Thank you for your request',
    lastCrumb: 'Thank you for your request',
  },
]

const UNKNOWN = [
  '/expertise/industry/no-such-industry',
  '/expertise/industry/Bad_Slug!',
  '/expertise/functions/no-such-function',
  '/expertise/industry/technology/no-such-subsector',
  '/expertise/functions/chief-executive-officer/no-such-subsector',
  '/services/no-such-service',
  '/services/fr/interim-management',
  '/services/fr/no-such-service',
  '/region/atlantis',
  `/office/${LONDON}/no-such-service`,
  `/office/${LONDON}/board-readiness-survey/contact-us`,
  `/office/${LONDON}/board-readiness-survey/contact-us/thank-you`,
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function expectHead(page: Page, path: string, title: string) {
  // "{title} | {brand}" (requirements §1), where the title is the document's SEO title: its own title, completed
  // to the SEO panel's recommended length by the seed (src/cms/seed/meta.ts)
  // (an office's survey page adds ": {city}" after it)
  const [name, city] = title.split(': ')
  await expect(page).toHaveTitle(
    new RegExp(`^${escapeRegExp(name!)}[^|]*${city ? `: ${escapeRegExp(city)}` : ''} \\| Arden Hale$`),
  )
  const url = `${E2E.origin}${path}`
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url)
  await expect(head.locator('meta[name="twitter:url"]')).toHaveAttribute('content', url)
}

test.describe('expertise, services, regions and offices', () => {
  for (const s of SEEDED) {
    test(`${s.path} renders with its heading, head tags and breadcrumb`, async ({ page }) => {
      const response = await page.goto(s.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.h1)
      await expectHead(page, s.path, s.title)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
      await expect(crumbs.first()).toHaveText('Arden Hale')
      await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/')
      await expect(crumbs.last()).toContainText(s.lastCrumb)
      await expect(crumbs.last().getByRole('link')).toHaveCount(0)
    })
  }

  for (const path of UNKNOWN) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
    })
  }

  test('every English and French service answers', async ({ request }) => {
    const en = [
      'board-services',
      'executive-assessment',
      'executive-onboarding',
      'executive-search',
      'interim-management',
      'succession-planning',
    ]
    for (const slug of en) expect((await request.get(`/services/${slug}`)).status(), slug).toBe(200)
    for (const slug of en.filter((s) => s !== 'interim-management')) {
      expect((await request.get(`/services/fr/${slug}`)).status(), `fr/${slug}`).toBe(200)
    }
  })

  test('the expertise index links to industries and functions', async ({ page }) => {
    await page.goto('/expertise')
    await expect(page.getByRole('heading', { level: 2, name: 'Industries' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Functions' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Technology', exact: true })).toHaveAttribute(
      'href',
      '/expertise/industry/technology',
    )
  })

  test('a service page leads to its twin in the other language and names both in its head', async ({ page }) => {
    await page.goto('/services/executive-search')
    const toFrench = page.getByRole('link', { name: 'Français', exact: true })
    await expect(toFrench).toHaveAttribute('href', '/services/fr/executive-search')
    await expect(toFrench).toHaveAttribute('hreflang', 'fr')
    await expect(toFrench).toHaveAttribute('lang', 'fr')
    // outside the breadcrumb's navigation, on its line
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Français' }),
    ).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      /\/services\/fr\/executive-search$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/services\/executive-search$/,
    )

    // on a phone the switch leaves the breadcrumb room: the firm's crumb is whole
    await page.setViewportSize({ width: 320, height: 700 })
    const firm = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Arden Hale' })
    expect(await firm.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })

    await toFrench.click()
    await expect(page).toHaveURL(/\/services\/fr\/executive-search$/)
    const toEnglish = page.getByRole('link', { name: 'English', exact: true })
    await expect(toEnglish).toHaveAttribute('href', '/services/executive-search')
    await expect(toEnglish).toHaveAttribute('lang', 'en')

    // no French twin: no switch and no alternate
    await page.goto('/services/interim-management')
    await expect(page.locator('[data-language-switch]')).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  })

  test('the expertise index: a tile per practice with a few of its people, no face on two tiles', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/expertise')
      for (const family of ['Industries', 'Functions']) {
        const tiles = page
          .getByRole('region', { name: family })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3 }) })
        const count = await tiles.count()
        expect(count, family).toBeGreaterThanOrEqual(15)
        for (let i = 0; i < count; i++) {
          const tile = tiles.nth(i)
          const title = (await tile.getByRole('heading', { level: 3 }).innerText()).trim()
          const faces = tile.getByRole('list', { name: `Some of our ${title} people` }).getByRole('img')
          expect(await faces.count(), title).toBeGreaterThanOrEqual(1)
          // the whole tile is the practice's link: a touch target far above 44 px
          const box = (await tile.boundingBox())!
          expect(box.height, title).toBeGreaterThanOrEqual(44)
          const link = tile.getByRole('link', { name: title, exact: true })
          await expect(link).toHaveAttribute('href', /^\/expertise\/(industry|functions)\/[a-z0-9-]+$/)
        }
      }
      const names = await page
        .getByRole('main')
        .locator('ul[aria-label^="Some of our"] img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))
      expect(names.length).toBeGreaterThanOrEqual(35 * 2)
      expect(names.every((n) => n.trim().length > 0)).toBe(true)
      expect(new Set(names).size, 'a face shown on two tiles').toBe(names.length)
    }
  })

  test('an industry lists its subsectors, consultants, insights and a contact form', async ({ page }) => {
    await page.goto('/expertise/industry/technology')
    await expect(page.getByRole('main').getByRole('link', { name: 'North America Technology' })).toHaveAttribute(
      'href',
      '/expertise/industry/technology/north-america-technology',
    )
    await expect(page.getByRole('heading', { level: 2, name: 'Who leads our Technology practice' })).toBeVisible()
    await expect(page.getByRole('form', { name: /Get in touch/ })).toBeVisible()
  })

  test('a subsector introduces the people who lead its work, not the practice page’s first row again', async ({
    page,
  }) => {
    const names = async (heading: string) =>
      page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allInnerTexts()
    await page.goto('/expertise/functions/chief-executive-officer')
    const practice = (await names('Who leads our Chief Executive Officer practice')).slice(0, 4)
    const rows: string[][] = []
    for (const sub of ['ceo-succession', 'first-time-ceos']) {
      await page.goto(`/expertise/functions/chief-executive-officer/${sub}`)
      const heading = (await page.getByRole('heading', { level: 2, name: /^Who leads our / }).innerText()).trim()
      const row = await names(heading)
      expect(row.length, sub).toBeGreaterThanOrEqual(2)
      expect(row, sub).not.toEqual(practice.slice(0, row.length))
      rows.push(row)
    }
    expect(rows[0]).not.toEqual(rows[1])
  })

  test('the north-america-technology subsector links back to its industry', async ({ page }) => {
    await page.goto('/expertise/industry/technology/north-america-technology')
    await expect(page.getByRole('link', { name: 'Back to Technology' })).toHaveAttribute(
      'href',
      '/expertise/industry/technology',
    )
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Technology', exact: true })).toHaveAttribute(
      'href',
      '/expertise/industry/technology',
    )
  })

  test('a French service is marked as French and sits under the Français crumb', async ({ page }) => {
    await page.goto('/services/fr/executive-search')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading.locator('xpath=ancestor::*[@lang="fr"][1]')).toHaveCount(1)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toContainText('Français')
    await expect(crumbs.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services')
  })

  test('the services index lists the English services, then the French pages', async ({ page }) => {
    await page.goto('/services')
    const list = page.getByRole('region', { name: 'All services', exact: true })
    await expect(list.getByRole('link', { name: 'Interim Management', exact: true })).toHaveAttribute(
      'href',
      '/services/interim-management',
    )
    const french = page.getByRole('region', { name: 'Nos services en français' })
    await expect(french).toHaveAttribute('lang', 'fr')
    await expect(french.getByRole('link')).toHaveCount(5)
    // each service is a card like the home page's: an arrow, and the whole card leads to the service
    const cards = list.getByRole('listitem')
    await expect(cards.locator('[data-card-arrow]')).toHaveCount(await cards.count())
    const interim = cards.filter({ hasText: 'Interim Management' })
    // a click on its summary lands on the title link's overlay (Playwright's click would refuse the covered text)
    await interim.scrollIntoViewIfNeeded()
    const summary = (await interim.locator('p').boundingBox())!
    await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2)
    await expect(page).toHaveURL(/\/services\/interim-management$/)
  })

  test('a region lists its offices', async ({ page }) => {
    await page.goto('/region/europe')
    const offices = page.getByRole('region', { name: 'Our offices in Europe', exact: true })
    // one entry per office: its city, then its country
    await expect(offices.getByRole('link', { name: /^London\b/ })).toHaveAttribute('href', `/office/${LONDON}`)
    await expect(offices.getByRole('link', { name: /^Athens\b/ })).toHaveAttribute('href', `/office/${ATHENS}`)
  })

  test('international locations group the offices by region', async ({ page }) => {
    await page.goto('/international-locations')
    const europe = page.getByRole('region', { name: 'Europe', exact: true })
    await expect(europe.getByRole('link', { name: /^Paris\b/ })).toHaveAttribute('href', /^\/office\/[a-z-]*paris/)
    await expect(page.getByRole('heading', { level: 2, name: 'North America', exact: true })).toBeVisible()
  })

  test("an office's service page links to the global service and back to the office", async ({ page }) => {
    await page.goto(`/office/${LONDON}/executive-search`)
    await expect(page.getByRole('link', { name: /^Executive Search at Arden Hale/ })).toHaveAttribute(
      'href',
      '/services/executive-search',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to London' })).toHaveAttribute(
      'href',
      `/office/${LONDON}`,
    )
    await expect(page.getByRole('form', { name: 'Get in touch with our London team' })).toBeVisible()
  })

  test('the Athens board-readiness survey page has a contact form and stays indexable', async ({ page }) => {
    await page.goto(`/office/${ATHENS}/board-readiness-survey/contact-us`)
    await expect(page.getByRole('form', { name: /Get in touch/ })).toBeVisible()
    await expect(page.getByRole('form', { name: /Get in touch/ }).getByLabel('Topic')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await page.goto(`/office/${ATHENS}/board-readiness-survey/contact-us/thank-you`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
