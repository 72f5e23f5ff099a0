import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

const headerSearch = (page: Page) => page.getByRole('search', { name: 'Site' })
const results = (page: Page) => page.locator('section[aria-labelledby="search-results"] ol > li')
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter results by type' })

test('site search: header box, type filter, pages, back button, highlights', async ({ page }) => {
  await page.goto('/')
  // the header's search button opens its field (src/site/site-header.tsx)
  await page.locator('header [data-header-search] > summary').click()
  const box = headerSearch(page).getByLabel('Search the site')
  await expect(box).toBeFocused()
  await box.fill('consu')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=consu$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Search results for “consu”' })).toBeVisible()
  await expect(page.getByLabel('Search for')).toHaveValue('consu')

  // a prefix finds consultants, with the matched word marked
  const consultantsFilter = filters(page).getByRole('link', { name: /^Consultants \(\d+\)$/ })
  const count = Number((await consultantsFilter.textContent())!.match(/\((\d+)\)/)![1])
  expect(count).toBeGreaterThan(10)
  await expect(results(page).first().locator('mark').first()).toHaveText(/^consu/i)
  await expect(filters(page).getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')

  await consultantsFilter.click()
  await expect(page).toHaveURL(/\/search\?q=consu&type=consultants$/)
  await expect(consultantsFilter).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(`${count} results, showing 1–10`)).toBeVisible()
  await expect(results(page)).toHaveCount(10)
  for (const label of await results(page).locator(':scope > p:first-child').allTextContents()) {
    expect(label).toMatch(/^Consultant/)
  }
  const firstOnPageOne = await results(page).first().getByRole('link').textContent()

  const pager = page.getByRole('navigation', { name: 'Search result pages' })
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/search\?q=consu&type=consultants&page=2$/)
  await expect(page.getByText(`${count} results, showing 11–20`)).toBeVisible()
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(results(page).first().getByRole('link')).not.toHaveText(firstOnPageOne!)

  // the address carries the whole search: back walks through pages and filters
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=consu&type=consultants$/)
  await expect(results(page).first().getByRole('link')).toHaveText(firstOnPageOne!)
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=consu$/)
  await expect(filters(page).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')

  // links are dimmed for 850 ms after a navigation (requirements §4): audit the settled page
  await expect(page.locator('html')).not.toHaveAttribute('data-links-disabled')
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()
  expect(axe.violations).toEqual([])
})

test('site search: an abbreviation marks the title it stands for', async ({ page }) => {
  // "cfo" finds pages that spell the title out (src/features/search/normalize.ts): the spelt-out title is
  // what matched, so it is what is marked, and the snippet shows it
  await page.goto('/search?q=cfo&type=functions')
  const subsector = results(page)
    .filter({ has: page.getByRole('link', { name: 'Chief Financial Officers', exact: true }) })
    .first()
  await expect(subsector.getByRole('link').locator('mark')).toHaveText('Chief Financial Officers')
  // a title that opens with a match starts level with the other titles, in the link's colour
  const link = subsector.locator('h3 a')
  const [linkColour, markColour] = await link.evaluate((a) => [
    getComputedStyle(a).color,
    getComputedStyle(a.querySelector('mark')!).color,
  ])
  expect(markColour).toBe(linkColour)
  // where each title's first letter is drawn (a mark's padding must not push it right)
  const lefts = await results(page)
    .locator('h3 a')
    .evaluateAll((as) =>
      as.map((a) => {
        const first = document.createTreeWalker(a, NodeFilter.SHOW_TEXT).nextNode()!
        const range = document.createRange()
        range.setStart(first, 0)
        range.setEnd(first, 1)
        return Math.round(range.getBoundingClientRect().left)
      }),
    )
  expect(lefts.length).toBeGreaterThan(1)
  expect(new Set(lefts).size, lefts.join()).toBe(1)
  await expect(
    results(page)
      .locator('h3 + p mark')
      .filter({ hasText: /^chief financial officers?$/i })
      .first(),
  ).toBeVisible()
  // a match inside a title keeps the spaces around it, on a phone too (where the link is a 44 px flex box)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/search?q=cfo&type=webinars')
  const title = results(page).locator('h3').first()
  await expect(title.locator('mark')).toHaveText('CFO')
  expect(await title.evaluate((h: HTMLElement) => h.innerText)).toBe('The CFO as transformation leader')
})

test('site search: typo tolerance, no-result and empty states, long and hostile queries', async ({ page }) => {
  await page.goto('/search?q=tecnology')
  await expect(results(page).first().getByRole('link')).toHaveText('Technology')
  await expect(results(page).first().getByRole('link').locator('mark')).toHaveText('Technology')

  await page.goto('/search?q=xqzzqxv')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “xqzzqxv”.')
  const suggestions = page.getByRole('region', { name: 'You might be looking for' })
  await expect(suggestions.getByRole('heading', { name: 'Popular industries' })).toBeVisible()
  await expect(suggestions.getByRole('list').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/expertise\/industry\/[a-z0-9-]+$/,
  )
  await expect(suggestions.getByRole('heading', { name: 'Offices' })).toBeVisible()
  await expect(suggestions.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us')

  await page.goto('/search')
  await expect(page.getByRole('region', { name: 'Not sure where to start?' })).toBeVisible()

  const long = await page.goto(`/search?q=${'board '.repeat(80)}`)
  expect(long!.status()).toBe(200)
  await expect(page.getByText('Your search was shortened to its first 200 characters.')).toBeVisible()

  const hostile = await page.goto(`/search?q=${encodeURIComponent(`<img src=x onerror=alert(1)> "board" OR 1=1; --`)}`)
  expect(hostile!.status()).toBe(200)
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  await expect(results(page).first()).toBeVisible()
})
