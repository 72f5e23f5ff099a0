import { expect, test, type Locator, type Page } from './support/test'
import { REGIONS } from '../../src/cms/seed/data/regions'
import { INDUSTRIES } from '../../src/cms/seed/data/expertise'
import { resolveTemplates } from './support/page-templates'

/**
 * People and pictures: every consultant card and insight card has a picture (or, for a consultant
 * without an uploaded photo, the monogram named for the person), the profile's portrait is titled with
 * the name, insights lead with a featured article, an article ends with its authors and a next step,
 * and pictures come through the image optimizer as AVIF or WebP.
 */

/** Each card's picture: an <img> with a non-empty alt, or the monogram (role img) with the card's name. */
async function expectConsultantPictures(cards: Locator): Promise<number> {
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i)
    const name = (await card.getByRole('heading').textContent())!.trim()
    expect(name).not.toBe('')
    await expect(card.getByRole('img', { name, exact: true })).toHaveCount(1)
    const img = card.locator('img')
    if (await img.count()) await expect(img).toHaveAttribute('alt', name)
    else await expect(card.locator('[data-monogram]')).toHaveText(/^\p{Lu}{1,2}$/u)
  }
  return count
}

async function expectInsightPictures(cards: Locator): Promise<void> {
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i += 1) {
    const img = cards.nth(i).locator('img')
    await expect(img).toHaveCount(1)
    await expect(img).toHaveAttribute('alt', /\S/)
    await expect(img).toHaveAttribute('src', /^\/_next\/image\?url=/)
    // a 16:9 frame, whatever the file's own size, so nothing moves as it loads
    const box = (await img.boundingBox())!
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05)
  }
}

/** The consultant cards of the section headed `heading`. */
/** The cards of a list of people or articles: its items holding a card (not a tile closing the row). */
const cardsUnder = (page: Page, heading: string | RegExp) =>
  page
    .getByRole('region', { name: heading })
    .getByRole('listitem')
    .filter({ has: page.locator('article') })

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } })

    test('consultant cards have a portrait or a named monogram on every listing', async ({ page }) => {
      await page.goto('/consultant')
      expect(await expectConsultantPictures(cardsUnder(page, /^Consultants, page/))).toBe(24)

      await page.goto('/expertise/industry/technology')
      await expectConsultantPictures(cardsUnder(page, 'Who leads our Technology practice'))

      await page.goto(`/region/${REGIONS[0]!.slug}`)
      await expectConsultantPictures(cardsUnder(page, new RegExp(`^Who leads our work in`)))

      // search: a consultant's result shows the person too
      await page.goto('/consultant')
      const name = (await cardsUnder(page, /^Consultants, page/)
        .first()
        .getByRole('heading')
        .textContent())!.trim()
      await page.goto(`/search?q=${encodeURIComponent(name)}&type=consultants`)
      const hit = page.locator('ol > li').filter({ has: page.getByRole('link', { name }) })
      await expect(hit.getByRole('img', { name, exact: true })).toHaveCount(1)
    })

    test('the profile shows the portrait with the name as alt text, first in line to load', async ({ page }) => {
      await page.goto('/consultant')
      const first = cardsUnder(page, /^Consultants, page/).first()
      const name = (await first.getByRole('heading').textContent())!.trim()
      await first.getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      const portrait = page.getByRole('img', { name, exact: true })
      await expect(portrait).toHaveCount(1)
      if (await page.locator('header img').count()) {
        await expect(page.locator('header img')).toHaveAttribute('alt', name)
        await expect(page.locator('header img')).toHaveAttribute('fetchpriority', 'high')
      }
      await expect(page.getByText('Portrait placeholder')).toHaveCount(0)
    })

    test('/insights leads with a featured insight above a grid of pictured cards', async ({ page }) => {
      await page.goto('/insights')
      const featured = page.getByRole('region', { name: 'Featured insight' })
      await expect(featured).toBeVisible()
      await expectInsightPictures(featured)
      const grid = page.getByRole('region', { name: /^Articles, page/ }).getByRole('listitem')
      await expect(grid).toHaveCount(12)
      await expectInsightPictures(grid)
      // the featured article is not repeated in the grid
      const featuredHref = await featured.getByRole('link').getAttribute('href')
      expect(await grid.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).not.toContain(
        featuredHref,
      )
      const box = (await featured.boundingBox())!
      const gridBox = (await grid.first().boundingBox())!
      expect(box.y).toBeLessThan(gridBox.y)
    })

    test('the home page features an insight and introduces leaders with their portraits', async ({ page }) => {
      await page.goto('/')
      const featured = page.getByRole('region', { name: 'Featured insight' })
      await expect(featured).toHaveCount(1)
      await featured.scrollIntoViewIfNeeded()
      await expectInsightPictures(featured)
      await expectInsightPictures(page.getByRole('region', { name: 'Latest insights' }).getByRole('listitem'))
      expect(await expectConsultantPictures(cardsUnder(page, 'Meet our consultants'))).toBe(4)
    })

    test('pages that sell the firm introduce its people: service, office service, services, about, contact', async ({
      page,
    }) => {
      const LONDON = 'executive-search-firm-in-london-united-kingdom'
      const rows: Array<[path: string, heading: string]> = [
        ['/services/executive-search', 'Who leads this work'],
        ['/services/fr/executive-search', 'Les consultants qui mènent ces missions'],
        [`/office/${LONDON}/executive-search`, 'Your contacts in London'],
        ['/services', 'The practice leaders behind our services'],
        ['/about-arden-hale', 'Our leadership team'],
        ['/contact-us', 'Talk to one of our regional leaders'],
      ]
      for (const [path, heading] of rows) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(1)
        const count = await expectConsultantPictures(cardsUnder(page, heading))
        // two columns on a phone: an even row, so no card sits alone
        expect(count % 2, `${path}: ${count} cards`).toBe(0)
        // one row; the contact page's regional leaders, one for each region
        expect(count).toBeLessThanOrEqual(path === '/contact-us' ? 8 : 4)
      }

      // the office's row links to the finder filtered to that office
      await page.goto(`/office/${LONDON}/executive-search`)
      await expect(
        page
          .getByRole('region', { name: 'Your contacts in London' })
          .getByRole('link', { name: 'All our people in London' }),
      ).toHaveAttribute('href', `/consultant?office=${LONDON}`)

      // the About page's quote is signed by a consultant: portrait, and the name linking to the profile
      await page.goto('/about-arden-hale')
      const caption = page.locator('figure:has(blockquote) figcaption')
      await expect(caption).toHaveCount(1)
      const name = (await caption.getByRole('link').textContent())!.trim()
      expect(name).not.toBe('')
      await expect(caption.getByRole('link')).toHaveAttribute('href', /^\/consultant\/[a-z0-9-]+$/)
      await expect(caption.getByRole('img', { name, exact: true })).toHaveCount(1)
    })

    test('each page introduces people of its own, and Contact puts its form before them', async ({ page }) => {
      const rows: Array<[path: string, heading: string]> = [
        ['/', 'Meet our consultants'],
        ['/services', 'The practice leaders behind our services'],
        ['/services/executive-search', 'Who leads this work'],
        ['/about-arden-hale', 'Our leadership team'],
        ['/contact-us', 'Talk to one of our regional leaders'],
      ]
      const shown: Array<[string, string[]]> = []
      for (const [path, heading] of rows) {
        await page.goto(path)
        const links = cardsUnder(page, heading).locator('a[href^="/consultant/"]')
        const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))]
        expect(hrefs.length, path).toBeGreaterThanOrEqual(2)
        shown.push([path, hrefs])
      }
      // a visitor going from page to page meets new people: two rows share one person at most
      for (const [i, [a, first]] of shown.entries())
        for (const [b, second] of shown.slice(i + 1))
          expect(first.filter((h) => second.includes(h)).length, `${a} and ${b}`).toBeLessThanOrEqual(1)

      await page.goto('/contact-us')
      const form = page.getByRole('form', { name: /^Get in touch/ })
      const row = page.getByRole('heading', { level: 2, name: 'Talk to one of our regional leaders', exact: true })
      expect((await form.boundingBox())!.y).toBeLessThan((await row.boundingBox())!.y)
    })

    test('a webinar shows every speaker and guest with a portrait', async ({ page }) => {
      await page.goto('/webinar/three-barriers-to-womens-career-progression')
      const speakers = page.getByRole('complementary', { name: 'Speakers' }).getByRole('listitem')
      const count = await speakers.count()
      expect(count).toBeGreaterThan(1)
      for (let i = 0; i < count; i += 1) {
        const speaker = speakers.nth(i)
        const name = (await speaker.locator('a, p.font-semibold').first().textContent())!.trim()
        await expect(speaker.getByRole('img', { name, exact: true })).toHaveCount(1)
        // a picture (guests from outside the firm have theirs too), not the monogram of someone with none
        await expect(speaker.locator('img'), name).toHaveAttribute('alt', name)
      }
      await expect(speakers.filter({ hasText: '(guest speaker)' }).first()).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Speakers' }).locator('[data-monogram]')).toHaveCount(0)
    })

    test('an article ends with its authors, a next step and related insights', async ({ page }) => {
      await page.goto('/insights')
      await page.getByRole('region', { name: 'Featured insight' }).getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const authors = page.getByRole('region', { name: /^About the authors?$/ })
      await expect(authors).toBeVisible()
      // the byline names the authors with their faces, which a screen reader does not hear twice
      const byline = page.locator('header [data-byline-faces]')
      await expect(byline).toHaveAttribute('aria-hidden', 'true')
      expect(await byline.locator('img').count()).toBeGreaterThan(0)
      const people = authors.getByRole('listitem')
      expect(await people.count()).toBeGreaterThan(0)
      for (const person of await people.all()) {
        const name = (await person.getByRole('link').first().textContent())!.trim()
        await expect(person.getByRole('img', { name, exact: true })).toHaveCount(1)
      }
      const next = page.getByRole('region', { name: 'Facing this question in your organisation?' })
      await expect(next.getByRole('link', { name: /^Talk to / })).toHaveAttribute(
        'href',
        /^\/consultant\/[a-z0-9-]+#contact$/,
      )
      await expect(next.getByRole('link', { name: 'Contact the firm' })).toHaveAttribute('href', '/contact-us')
      const related = page.getByRole('region', { name: /^(More on |More insights)/ }).getByRole('listitem')
      await expect(related).toHaveCount(3)
      await expectInsightPictures(related)
    })
  })
}

test('pictures are served by the image optimizer as AVIF or WebP, sized for the layout', async ({ page }) => {
  const types: string[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/_next/image') types.push(r.headers()['content-type'] ?? '')
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/insights')
  // below-the-fold cards load lazily: bring them into view
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => types.length).toBeGreaterThan(3)
  for (const t of types) expect(t).toMatch(/^image\/(avif|webp)$/)
  const lazy = page
    .getByRole('region', { name: /^Articles, page/ })
    .locator('img')
    .last()
  await expect(lazy).toHaveAttribute('loading', 'lazy')
  await expect(lazy).toHaveAttribute('sizes', /\S/)
  await expect(lazy).toHaveAttribute('srcset', /\/_next\/image\?url=.*w=\d+/)
})

/** Templates whose header holds a picture beside its heading on desktop, as docs/design.md asks of heroes. */
const PICTURED_HEROES = [
  'CMS page',
  'office',
  'office service',
  'industry',
  'function',
  'subsector',
  'services index',
  'service',
  'contact',
  'thank-you',
]

test('at 1440 px every hero of these templates shows its picture beside the heading', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const templates = (await resolveTemplates(async (path) => (await request.get(path)).text())).filter((t) =>
    PICTURED_HEROES.includes(t.template),
  )
  expect(templates).toHaveLength(PICTURED_HEROES.length)
  for (const t of templates) {
    await test.step(`${t.template}: ${t.path}`, async () => {
      await page.goto(t.path)
      const hero = page
        .locator('.bg-brand')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .first()
      const picture = hero.locator('img')
      await expect(picture, t.template).toHaveCount(1)
      await expect(picture).toBeVisible()
      await expect(picture).toHaveAttribute('alt', /\S/)
      const heading = (await hero.getByRole('heading', { level: 1 }).boundingBox())!
      const box = (await picture.boundingBox())!
      // beside the heading, not under it, and wide enough to fill the half it stands in
      expect(box.x, t.template).toBeGreaterThan(heading.x + 300)
      expect(box.width, t.template).toBeGreaterThan(400)
    })
  }
})

test('every template’s first-in-line picture is a sized file from the optimizer, announced in the head', async ({
  request,
}) => {
  // the page's largest paint: a phone must not wait for the 1200 px original (the webinar's poster did)
  const templates = await resolveTemplates(async (path) => (await request.get(path)).text())
  let checked = 0
  for (const t of templates) {
    const html = await (await request.get(t.path)).text()
    const [head = '', body = ''] = html.split('</head>')
    // React writes the attributes camel-cased (fetchPriority, srcSet)
    for (const img of body.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? []) {
      checked += 1
      expect(img, t.template).toMatch(/ srcset="\/_next\/image\?url=[^"]*w=\d+/i)
      expect(img, t.template).toMatch(/ sizes="[^"]+"/)
      const src = / src="([^"]+)"/.exec(img)![1]!
      expect(src, t.template).toMatch(/^\/_next\/image\?/)
      const srcset = / srcset="([^"]+)"/i.exec(img)![1]!
      expect(head, `${t.template}: preload of its picture`).toContain(`imageSrcSet="${srcset}"`)
    }
  }
  expect(checked).toBeGreaterThan(10)
})

/** The `src` of each picture in `cards`, in order (a card without one gives ''). */
const sources = (cards: Locator) =>
  cards.evaluateAll((items) => items.map((li) => li.querySelector('img')?.getAttribute('src') ?? ''))

test('pictures that sit together differ: the home page’s people and insights, an office’s team', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const portraits = (await sources(cardsUnder(page, 'Meet our consultants'))).filter(Boolean)
  expect(portraits.length).toBeGreaterThan(2)
  expect(new Set(portraits).size).toBe(portraits.length)
  // every portrait of the page, wherever it is
  const all = await page
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? '').filter((src) => src.includes('portrait-')))
  expect(new Set(all).size).toBe(all.length)

  const featured = await page.getByRole('region', { name: 'Featured insight' }).locator('img').getAttribute('src')
  const latest = await sources(page.getByRole('region', { name: 'Latest insights' }).getByRole('listitem'))
  expect(new Set([featured, ...latest]).size).toBe(latest.length + 1)

  await page.goto('/insights')
  const grid = await sources(page.getByRole('region', { name: /^Articles, page/ }).getByRole('listitem'))
  expect(new Set(grid).size).toBe(grid.length)

  await page.goto('/international-locations')
  await page.locator('a[href^="/office/"]').first().click()
  const team = (await sources(page.getByRole('region', { name: /^Our people in / }).getByRole('listitem'))).filter(
    Boolean,
  )
  expect(new Set(team).size).toBe(team.length)
})

test('a subsector’s hero shows a picture of its own, not its sibling’s nor its industry’s', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const heroSource = async (path: string) => {
    await page.goto(path)
    const picture = page
      .locator('.bg-brand')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .first()
      .locator('img')
    await expect(picture, path).toHaveCount(1)
    return (await picture.getAttribute('src')) ?? ''
  }
  const industry = INDUSTRIES[0]!
  const [first, second] = industry.subsectors
  const parent = await heroSource(`/expertise/industry/${industry.slug}`)
  const own = [
    await heroSource(`/expertise/industry/${industry.slug}/${first!.slug}`),
    await heroSource(`/expertise/industry/${industry.slug}/${second!.slug}`),
  ]
  expect(parent).toMatch(/^\/_next\/image\?url=/)
  expect(own[0]).not.toBe(own[1])
  expect(own).not.toContain(parent)
})

test('an office’s team cards are as wide as the consultant finder’s', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/consultant')
  const finder = (await cardsUnder(page, /^Consultants, page/)
    .first()
    .boundingBox())!
  await page.goto('/office/executive-search-firm-in-london-united-kingdom')
  const office = (await page
    .getByRole('region', { name: 'Our people in London' })
    .getByRole('listitem')
    .first()
    .boundingBox())!
  expect(Math.abs(office.width - finder.width)).toBeLessThan(2)
})

test('a service page shows the people its editors chose to lead the work, in their order, in both languages', async ({
  page,
  request,
}) => {
  for (const [slug, language, heading] of [
    ['board-services', 'en', 'Who leads this work'],
    ['board-services', 'fr', 'Les consultants qui mènent ces missions'],
    ['executive-assessment', 'en', 'Who leads this work'],
  ] as const) {
    // the CMS's choice, through its REST API: the service's leads in order, each with its slug
    const res = await request.get(
      `/api/services?where[slug][equals]=${slug}&where[language][equals]=${language}&depth=1&limit=1`,
    )
    expect(res.ok()).toBe(true)
    const service = ((await res.json()) as { docs: Array<{ leads?: Array<{ slug: string }> }> }).docs[0]!
    const chosen = (service.leads ?? []).map((p) => `/consultant/${p.slug}`)
    expect(chosen.length, `${slug} (${language}) has leads`).toBeGreaterThanOrEqual(2)
    await page.goto(language === 'fr' ? `/services/fr/${slug}` : `/services/${slug}`)
    const hrefs = await cardsUnder(page, heading)
      .locator('a[href^="/consultant/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])
    expect(hrefs, `${slug} (${language})`).toEqual(chosen)
  }
})
