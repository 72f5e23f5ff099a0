import { expect, test, type Page } from './support/test'
import { TOP_15_SLUG } from '../../src/cms/seed/data/insights'
import { THREE_BARRIERS_SLUG } from '../../src/cms/seed/data/webinars'
import { E2E } from './support/env'

/** requirements §2 insights, webinar, consultant list, search, sitemap and robots routes against the seeded site. */

const PINNED = [
  'find-the-right-chief-commercial-officer-to-drive-growth-and-innovation',
  'making-your-way-into-the-boardroom',
  TOP_15_SLUG,
]

/** The schema.org object of the given type among the page's JSON-LD scripts. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === type)
  expect(found, `${type} JSON-LD`).toBeTruthy()
  return found!
}

const articles = (page: Page) => page.getByRole('region', { name: /^Articles, page/ }).getByRole('listitem')

test.describe('insights', () => {
  test('/insights lists 12 articles newest first and paginates with plain links', async ({ page }) => {
    const response = await page.goto('/insights')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Insights')
    await expect(articles(page)).toHaveCount(12)
    const dates = await articles(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))
    expect([...dates].sort().reverse()).toEqual(dates)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.origin}/insights`)
    const categories = page.getByRole('navigation', { name: 'Insight categories' }).getByRole('link')
    expect(await categories.count()).toBeGreaterThan(1)

    const first = await articles(page).first().getByRole('link').getAttribute('href')
    await page.locator('a[rel="next"]').first().click()
    await expect(page).toHaveURL(/\/insights\?page=2$/)
    await expect(articles(page)).toHaveCount(12)
    expect(await articles(page).first().getByRole('link').getAttribute('href')).not.toBe(first)
    await expect(page.locator('a[rel="prev"]').first()).toHaveAttribute('href', '/insights')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.origin}/insights`)
    await page.locator('a[rel="prev"]').first().click()
    await expect(page).toHaveURL(/\/insights$/)
    await expect(articles(page).first().getByRole('link')).toHaveAttribute('href', first!)

    const beyond = await page.goto('/insights?page=9999')
    expect(beyond?.status()).toBe(404)
  })

  test('every page of the listings is cached like the rest of the site; the routes behind them have no address', async ({
    request,
  }) => {
    // the listing's title is its CMS page's SEO title, which the seed completes after "Insights – "
    const pages = [
      ['/insights', /^Insights( – [^|,]+)? \| /],
      ['/insights?page=2', /^Insights( – [^|,]+)?, page 2 \| /],
      ['/insights?page=1', /^Insights( – [^|,]+)? \| /],
      ['/insights/leadership', /^Leadership insights \| /],
      ['/insights/leadership?page=2&utm_source=news', /^Leadership insights, page 2 \| /],
    ] as const
    for (const [path, title] of pages) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      // prerendered and shared, not rendered for each visitor (private, no-store)
      expect(res.headers()['cache-control'], path).toMatch(/^public, .*s-maxage=\d+/)
      expect(/<title>([^<]*)<\/title>/.exec(await res.text())?.[1], path).toMatch(title)
    }
    for (const path of ['/insights/leadership?page=3', '/insights-page/2', '/insights-page/2/leadership']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect(await res.text(), path).toContain('Oops, you are lost.')
    }
  })

  test('a category page lists only that category', async ({ page }) => {
    await page.goto('/insights')
    const link = page.getByRole('navigation', { name: 'Insight categories' }).getByRole('link').nth(1)
    const name = (await link.textContent())!.trim()
    const href = (await link.getAttribute('href'))!
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const count = await articles(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(12)
    const hrefs = await articles(page)
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!))
    for (const h of hrefs) expect(h.startsWith(`${href}/`) || PINNED.some((p) => h.endsWith(`/${p}`))).toBe(true)
    // the page's heading names the category: its cards do not say it again, one by one
    await expect(articles(page).getByText(name, { exact: true })).toHaveCount(0)
    await page.goto('/insights')
    await expect(articles(page).locator('p.eyebrow').first()).toBeVisible()
  })

  test('an article shows its title, reading time, authors and Article JSON-LD', async ({ page }) => {
    await page.goto('/insights?page=2')
    const href = (await articles(page).first().getByRole('link').getAttribute('href'))!
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(page.locator('article time[datetime]').first()).toBeVisible()
    const authors = page.locator('header a[href^="/consultant/"]')
    expect(await authors.count()).toBeGreaterThan(0)
    const article = await jsonLd(page, 'Article')
    expect(article.headline).toBe((await h1.textContent())!.trim())
    expect(article.datePublished).toBeTruthy()
    expect((article.publisher as Record<string, unknown>)['@type']).toBe('Organization')
    const names = (article.author as Array<Record<string, unknown>>).map((a) => a.name)
    expect(names).toEqual(await authors.allTextContents())
    await expect(page.getByRole('heading', { level: 2, name: /^More on / })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.origin}${href}`)

    const author = authors.first()
    const authorHref = await author.getAttribute('href')
    await author.click()
    await expect(page).toHaveURL(`${E2E.origin}${authorHref}`)
  })

  test('an article sets one sentence apart as its pull quote: larger serif, said once', async ({ page }) => {
    await page.goto('/insights?page=2')
    await page.goto((await articles(page).first().getByRole('link').getAttribute('href'))!)
    const quote = page.locator('article .prose-body blockquote')
    await expect(quote).toHaveCount(1)
    const text = (await quote.innerText()).trim()
    expect(text.length).toBeGreaterThan(60)
    const paragraphs = await page.locator('article .prose-body p').allInnerTexts()
    expect(paragraphs.filter((p) => p.includes(text))).toEqual([])
    const [quoteSize, bodySize] = [
      await quote.evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
      await page
        .locator('article .prose-body p')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
    ]
    expect(quoteSize).toBeGreaterThan(bodySize * 1.15)
    expect(await quote.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/ardenSerif/)
  })

  test('the three fixed articles answer at /insights/{slug} with that canonical', async ({ page }) => {
    for (const slug of PINNED) {
      const response = await page.goto(`/insights/${slug}`)
      expect(response?.status(), slug).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.origin}/insights/${slug}`)
      await jsonLd(page, 'Article')
    }
  })

  // Redirects are applied by the proxy from the CMS `redirects` collection, wired by another change.
  test('the old blog address of the 15-questions article redirects permanently', async ({ request }) => {
    const res = await request.get(`/blog/${TOP_15_SLUG}`, { maxRedirects: 0 })
    expect([301, 308]).toContain(res.status())
    expect(new URL(res.headers().location!, E2E.origin).pathname).toBe(`/insights/${TOP_15_SLUG}`)
  })

  test('unknown categories, slugs and mismatched categories are 404', async ({ page }) => {
    await page.goto('/insights?page=2')
    const href = (await articles(page).first().getByRole('link').getAttribute('href'))!
    const [, , category, slug] = href.split('/')
    const other = category === 'leadership' ? 'future-of-work' : 'leadership'
    for (const path of [
      '/insights/no-such-category',
      `/insights/${category}/no-such-article`,
      `/insights/${other}/${slug}`,
      `/insights/${slug}`,
      '/insights/draft-insight-preview',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, you are lost.')
    }
  })
})

test('the webinar on the three barriers shows date, speakers and Event JSON-LD', async ({ page }) => {
  const response = await page.goto(`/webinar/${THREE_BARRIERS_SLUG}`)
  expect(response?.status()).toBe(200)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toBeVisible()
  await expect(page.locator('time[datetime]').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Speakers' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^(Register for this webinar|Watch the recording)$/ })).toBeVisible()
  const event = await jsonLd(page, 'Event')
  expect(event.name).toBe((await h1.textContent())!.trim())
  expect(event.startDate).toBe(await page.locator('time[datetime]').first().getAttribute('datetime'))
  expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
  expect((event.organizer as Record<string, unknown>).name).toBe('Arden Hale')

  // the page ends on a next step: talk to the first speaker, then three insights to read
  const speaker = page.locator('#webinar-speakers + ul a').first()
  const speakerName = (await speaker.textContent())!.trim()
  const nextStep = page.getByRole('region', { name: 'Facing this question in your organisation?' })
  await expect(nextStep).toContainText(speakerName)
  await expect(nextStep.getByRole('link', { name: `Talk to ${speakerName.split(' ')[0]}` })).toHaveAttribute(
    'href',
    `${await speaker.getAttribute('href')}#contact`,
  )
  const reading = page.getByRole('region', { name: /^Read more from / })
  await expect(reading.getByRole('article')).toHaveCount(3)
  expect((await page.goto('/webinar/no-such-webinar'))?.status()).toBe(404)
})

test('/consultant lists 24 consultants a page and paginates', async ({ page }) => {
  const response = await page.goto('/consultant')
  expect(response?.status()).toBe(200)
  const people = page.getByRole('region', { name: /^Consultants, page/ }).getByRole('listitem')
  await expect(people).toHaveCount(24)
  await expect(people.first().getByRole('link').first()).toHaveAttribute('href', /^\/consultant\/[a-z0-9-]+$/)
  const first = await people.first().getByRole('heading').textContent()
  await page.locator('a[rel="next"]').first().click()
  await expect(page).toHaveURL(/\/consultant\?page=2$/)
  await expect(people).toHaveCount(24)
  expect(await people.first().getByRole('heading').textContent()).not.toBe(first)
  expect((await page.goto('/consultant?page=9999'))?.status()).toBe(404)
})

test('/sitemap.xml lists every kind of public page and /robots.txt keeps crawlers out of /admin', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const path of [
    '/consultant/',
    '/insights/',
    '/services/fr/executive-search',
    '/about-arden-hale',
    `/insights/${TOP_15_SLUG}<`,
    `/webinar/${THREE_BARRIERS_SLUG}<`,
  ]) {
    expect(xml, path).toContain(`<loc>${E2E.origin}${path.replace(/<$/, '</loc>')}`)
  }
  expect(xml).not.toContain('/admin')
  expect(xml).not.toContain('thank-you')
  expect(xml).not.toContain(`${E2E.origin}/login<`)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/api\/$/m)
  expect(text).toContain(`Sitemap: ${E2E.origin}/sitemap.xml`)
})
