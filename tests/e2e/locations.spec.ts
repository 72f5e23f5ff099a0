import { expect, test, type APIRequestContext, type Page } from './support/test'
import { ATHENS_SLUG } from '../../src/cms/seed/data/offices'

/**
 * The office list, an office and a region at phone, tablet and desktop widths: offices grouped by
 * region behind working in-page links, one entry per office, a map with a text alternative, an
 * office's leaders with portraits and its local insights, and no sideways scrolling anywhere.
 */

const WIDTHS = [320, 390, 768, 1440] as const
/** The list fits a few thumb-scrolls on a phone (it was 18,146 px with one card per office). */
const MAX_PHONE_HEIGHT = 6000
const MAX_DESKTOP_HEIGHT = 4500

type Office = { id: number; slug: string; city: string; country: string; title: string; summary: string }
type Consultant = { id: number; name: string; slug: string }

async function docs<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return ((await res.json()) as { docs: T[] }).docs
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(width)
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

/** The region sections of the office list, named by their headings, in the jump list's order. */
async function regionSections(page: Page) {
  const jump = page.getByRole('navigation', { name: 'Offices by region' })
  const links = jump.getByRole('link')
  const count = await links.count()
  const regions: Array<{ href: string; title: string }> = []
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i)
    const title = (await link.evaluate((a) => a.firstChild?.textContent ?? '')).trim()
    regions.push({ href: (await link.getAttribute('href'))!, title })
  }
  return regions
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } })

    test('the office list: a map, regions behind a jump list, one entry per office', async ({ page, request }) => {
      const offices = await docs<Office>(request, '/api/offices?limit=100&depth=0&sort=city')
      expect(offices.length).toBeGreaterThan(50)
      await page.goto('/international-locations')
      await noSidewaysScroll(page)

      const map = page.getByRole('img', {
        name: `World map of our ${offices.length} offices; they are listed by region below.`,
      })
      await expect(map).toBeVisible()
      expect(await map.locator('path').getAttribute('d')).toMatch(/^M[-\d. ]+l/)
      expect(await map.locator('circle').count()).toBe(offices.length)

      const regions = await regionSections(page)
      expect(regions.length).toBe(6)
      const seen = new Map<string, number>()
      for (const { href, title } of regions) {
        expect(href).toMatch(/^#[a-z0-9-]+$/)
        const section = page.locator(href)
        await expect(section).toHaveAttribute('aria-labelledby', /.+/)
        await expect(page.getByRole('region', { name: title, exact: true })).toHaveAttribute('id', href.slice(1))
        for (const entry of await section.locator('a[href^="/office/"]').all()) {
          const slug = (await entry.getAttribute('href'))!.replace('/office/', '')
          seen.set(slug, (seen.get(slug) ?? 0) + 1)
          const office = offices.find((o) => o.slug === slug)!
          expect(office, slug).toBeTruthy()
          // the city, then its country once (or not at all where it would repeat the city: Singapore)
          const text = (await entry.innerText()).replace(/\s+/g, ' ').trim()
          const redundant = office.country.startsWith(office.city)
          expect(text).toBe(redundant ? office.city : `${office.city} ${office.country}`)
          const box = (await entry.boundingBox())!
          expect(box.height, `${office.city}: a touch target`).toBeGreaterThanOrEqual(44)
        }
      }
      for (const office of offices) expect(seen.get(office.slug), office.slug).toBe(1)

      const height = await pageHeight(page)
      expect(height).toBeLessThan(width < 768 ? MAX_PHONE_HEIGHT : MAX_DESKTOP_HEIGHT)
      test.info().annotations.push({ type: 'height', description: `${width} px: ${height} px` })

      // the jump list's links land on their region's heading, below any sticky header
      const last = regions[regions.length - 1]!
      await page.getByRole('navigation', { name: 'Offices by region' }).getByRole('link', { name: last.title }).click()
      await expect(page).toHaveURL(new RegExp(`${last.href}$`))
      const heading = page.getByRole('heading', { name: last.title, level: 2, exact: true })
      await expect(heading).toBeInViewport()
      // nothing (a sticky header) lies over it
      const box = (await heading.boundingBox())!
      const covering = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('h2')?.textContent ?? '',
        { x: box.x + 4, y: box.y + box.height / 2 },
      )
      expect(covering).toContain(last.title)
    })

    test('an office: its map, its leaders with portraits, its local insights, nothing twice', async ({
      page,
      request,
    }) => {
      const [office] = await docs<Office>(request, `/api/offices?where[slug][equals]=${ATHENS_SLUG}&depth=0`)
      const consultants = await docs<Consultant>(
        request,
        `/api/consultants?where[office][equals]=${office!.id}&depth=0&limit=100`,
      )
      expect(consultants.length).toBeGreaterThan(0)
      await page.goto(`/office/${ATHENS_SLUG}`)
      await noSidewaysScroll(page)

      await expect(
        page.getByRole('img', { name: `Map of ${office!.city}, ${office!.country}, and our other offices nearby` }),
      ).toBeVisible()

      const team = page.getByRole('region', { name: `Our people in ${office!.city}` })
      for (const c of consultants) {
        await expect(team.getByRole('img', { name: c.name, exact: true })).toBeVisible()
        await expect(team.getByRole('link', { name: c.name, exact: true })).toHaveAttribute(
          'href',
          `/consultant/${c.slug}`,
        )
      }

      const insights = page.getByRole('region', { name: /^Insights from / })
      await expect(insights.getByRole('listitem').first()).toBeVisible()
      const articles = insights.getByRole('listitem')
      expect(await articles.count()).toBeGreaterThanOrEqual(1)
      expect(await articles.count()).toBeLessThanOrEqual(3)
      // newest first, whether an article is the office's own or its region's
      const dates = await articles.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
      expect(dates).toEqual([...dates].sort().reverse())

      // the summary heads the page once; the services are listed once, not again in the body
      await expect(page.getByText(office!.summary, { exact: true })).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'How we help' })).toHaveCount(0)

      // the office's work beside its services on a wide screen, the services after it on a narrow one
      const work = (await page.getByRole('heading', { name: `Our work in ${office!.city}` }).boundingBox())!
      const services = page.getByRole('region', { name: `Services in ${office!.city}` })
      await expect(services.getByRole('link').first()).toBeVisible()
      const aside = (await services.boundingBox())!
      if (width >= 1024) {
        expect(aside.x).toBeGreaterThan(work.x + 400)
        expect(Math.abs(aside.y - work.y)).toBeLessThan(24)
      } else expect(aside.y).toBeGreaterThan(work.y + work.height)
    })

    test('a region: its map and one entry per office of the region', async ({ page, request }) => {
      const [europe] = await docs<{ id: number; title: string }>(
        request,
        '/api/regions?where[slug][equals]=europe&depth=0',
      )
      const offices = await docs<Office>(request, `/api/offices?where[region][equals]=${europe!.id}&depth=0&limit=100`)
      await page.goto('/region/europe')
      await noSidewaysScroll(page)
      await expect(page.getByRole('img', { name: `Map of our ${offices.length} offices in Europe` })).toBeVisible()
      const list = page.getByRole('region', { name: 'Our offices in Europe' })
      for (const office of offices) await expect(list.locator(`a[href="/office/${office.slug}"]`)).toHaveCount(1)

      // the intro has the region at a glance beside it on a wide screen, after it on a narrow one
      const glance = page.getByRole('region', { name: 'Europe at a glance' })
      const figure = async (label: string) =>
        Number(
          await glance
            .locator('div', { has: page.locator('dt', { hasText: label }) })
            .locator('dd')
            .innerText(),
        )
      expect(await figure('offices')).toBe(offices.length)
      expect(await figure('countries')).toBe(new Set(offices.map((o) => o.country)).size)
      const people = await request.get(`/api/consultants?where[region][equals]=${europe!.id}&limit=1&depth=0`)
      expect(await figure('consultants')).toBe(((await people.json()) as { totalDocs: number }).totalDocs)
      await expect(glance.getByRole('link', { name: 'Speak to our Europe team' })).toHaveAttribute(
        'href',
        '/contact-us',
      )
      const intro = (await page.locator('article .prose-body').first().boundingBox())!
      const panel = (await glance.boundingBox())!
      if (width >= 1024) {
        expect(panel.x).toBeGreaterThan(intro.x + intro.width)
        expect(Math.abs(panel.y - intro.y)).toBeLessThan(24)
      } else expect(panel.y).toBeGreaterThanOrEqual(intro.y + intro.height)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the jump list still leads to each region', async ({ page }) => {
    await page.goto('/international-locations')
    const regions = await regionSections(page)
    const target = regions[Math.floor(regions.length / 2)]!
    await page.getByRole('navigation', { name: 'Offices by region' }).getByRole('link', { name: target.title }).click()
    await expect(page).toHaveURL(new RegExp(`${target.href}$`))
    await expect(page.getByRole('heading', { name: target.title, level: 2, exact: true })).toBeInViewport()
  })
})

test('the jump list and the entries are reachable with the keyboard', async ({ page }) => {
  await page.goto('/international-locations')
  const jump = page.getByRole('navigation', { name: 'Offices by region' }).getByRole('link').first()
  await jump.focus()
  await expect(jump).toBeFocused()
  const href = (await jump.getAttribute('href'))!
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  // the next Tab from the region's section reaches its links
  const section = page.locator(href)
  await section.locator('a').first().focus()
  await page.keyboard.press('Tab')
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')
  expect(focused).toMatch(/^\/office\//)
})

test('a region introduces its leaders: the most senior, from as many of its offices as it has, none junior', async ({
  page,
}) => {
  await page.goto('/region/europe')
  const people = page.getByRole('region', { name: 'Who leads our work in Europe' })
  const cards = people.locator('article')
  await expect(cards).toHaveCount(8)
  const cities: string[] = []
  for (let i = 0; i < 8; i += 1) {
    // a card: portrait, name, role, office
    const role = (await cards.nth(i).locator('p').first().innerText()).trim()
    expect(['Consultant', 'Associate'], `card ${i + 1}: ${role}`).not.toContain(role)
    cities.push(await cards.nth(i).locator('a').last().innerText())
  }
  expect(new Set(cities).size, `offices of the eight: ${cities.join(', ')}`).toBeGreaterThanOrEqual(6)
  await expect(people.getByRole('link', { name: 'Everyone in Europe' })).toHaveAttribute(
    'href',
    '/consultant?region=europe',
  )
})
