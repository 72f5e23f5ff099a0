import { expect, test, type Page } from './support/test'
import { THREE_BARRIERS_SLUG } from '../../src/cms/seed/data/webinars'
import { SHARE_POPUP } from '../../src/lib/constants'
import { E2E } from './support/env'

/**
 * Issue 5: the consultant finder (filters in the URL, with and without JavaScript), the insights
 * category filter with the pagination widget (requirements §4/§5), and share links opening a 626×436 popup
 * (requirements §7.9, §9).
 */

const cards = (page: Page) => page.getByRole('region', { name: /^Consultants, page/ }).getByRole('listitem')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /consultant/ })
const finder = (page: Page) => page.getByRole('search', { name: 'Find a consultant' })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Consultant list pages' })

/** The office of the first consultant on the unfiltered list, as its option label and slug. */
async function firstOffice(page: Page): Promise<{ title: string; slug: string }> {
  const link = cards(page).first().locator('a[href^="/office/"]')
  return {
    title: (await link.textContent())!.trim(),
    slug: (await link.getAttribute('href'))!.replace('/office/', ''),
  }
}

test.describe('consultant finder', () => {
  test('with JavaScript: filters apply on change, keep focus, paginate and clear', async ({ page }) => {
    await page.goto('/consultant')
    await expect(status(page)).toHaveText('Showing 1–24 of 150 consultants')
    await expect(cards(page)).toHaveCount(24)
    const office = await firstOffice(page)

    const officeSelect = finder(page).getByLabel('Office')
    await officeSelect.focus()
    await officeSelect.selectOption({ label: office.title })
    // applied without pressing the button, by a client navigation that leaves focus on the select
    await expect(page).toHaveURL(`/consultant?office=${office.slug}`)
    await expect(officeSelect).toBeFocused()
    await expect(status(page)).not.toHaveText('Showing 1–24 of 150 consultants')
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    await expect(status(page)).toHaveText(count === 1 ? '1 consultant' : `${count} consultants`)
    await expect(cards(page).locator('a[href^="/office/"]')).toHaveText(Array(count).fill(office.title))
    await expect(pager(page)).toHaveCount(0)

    // the name search narrows further; a name that matches nobody shows the empty state
    const name = (await cards(page).first().getByRole('heading').textContent())!.trim()
    await finder(page).getByLabel('Name').fill(name.split(' ')[0]!)
    await finder(page).getByLabel('Name').press('Enter')
    await expect(page).toHaveURL(`/consultant?office=${office.slug}&q=${encodeURIComponent(name.split(' ')[0]!)}`)
    await expect(cards(page).getByRole('heading', { name })).toBeVisible()
    await finder(page).getByLabel('Name').fill('zzzz nobody')
    await finder(page).getByRole('button', { name: 'Find consultants' }).click()
    await expect(status(page)).toHaveText('No consultants found')
    await expect(page.getByText('No consultant matches these filters.')).toBeVisible()

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL('/consultant')
    await expect(officeSelect).toHaveValue('')
    await expect(finder(page).getByLabel('Name')).toHaveValue('')
    await expect(cards(page)).toHaveCount(24)

    // a filter with more than one page: the widget's links keep the filter
    await finder(page).getByLabel('Name').fill('a')
    await finder(page).getByLabel('Name').press('Enter')
    await expect(page).toHaveURL('/consultant?q=a')
    await expect(status(page)).toHaveText(/^Showing 1–24 of \d+ consultants$/)
    const total = Number((await status(page).textContent())!.match(/of (\d+)/)![1])
    expect(total).toBeGreaterThan(24)
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('Page 1')
    await pager(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL('/consultant?q=a&page=2')
    await expect(status(page)).toHaveText(`Showing 25–${Math.min(48, total)} of ${total} consultants`)
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('Page 2')
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/consultant?q=a')
    for (const heading of await cards(page).getByRole('heading').allTextContents()) expect(heading).toMatch(/a/i)
  })

  test('without JavaScript: the GET form and plain links filter and paginate', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.origin })
    const page = await context.newPage()
    try {
      await page.goto('/consultant')
      const office = await firstOffice(page)
      await finder(page).getByLabel('Office').selectOption({ label: office.title })
      await expect(page).toHaveURL('/consultant') // nothing happens until the form is sent
      await finder(page).getByRole('button', { name: 'Find consultants' }).click()
      await expect(page).toHaveURL(new RegExp(`/consultant\\?q=&office=${office.slug}&region=&industry=&function=$`))
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      await expect(cards(page).locator('a[href^="/office/"]')).toHaveText(Array(count).fill(office.title))
      await expect(finder(page).getByLabel('Office')).toHaveValue(office.slug)

      await page.goto('/consultant')
      await finder(page).getByLabel('Name').fill('a')
      await finder(page).getByRole('button', { name: 'Find consultants' }).click()
      await expect(status(page)).toHaveText(/^Showing 1–24 of \d+ consultants$/)
      await pager(page).getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL('/consultant?q=a&page=2')
      await expect(status(page)).toHaveText(/^Showing 25–/)

      // an unknown filter value (a stale link) is ignored rather than an error
      const response = await page.goto('/consultant?office=atlantis&industry=')
      expect(response?.status()).toBe(200)
      await expect(status(page)).toHaveText('Showing 1–24 of 150 consultants')
      await expect(finder(page).getByLabel('Office')).toHaveValue('')
      await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})

test.describe('consultant finder on a phone: the filters fold so the first people show in the first screen', () => {
  const filtersButton = (page: Page) => page.locator('main summary', { hasText: /^Filter consultants/ })

  for (const [width, height] of [
    [390, 844],
    [320, 568],
  ] as const) {
    test(`at ${width}×${height} the first consultant card starts in the first screen, the filters folded`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/consultant')
      await expect(filtersButton(page)).toBeVisible()
      await expect(finder(page)).toBeHidden()
      const button = (await filtersButton(page).boundingBox())!
      expect(button.height, 'a finger-sized button').toBeGreaterThanOrEqual(44)
      const card = (await cards(page).first().boundingBox())!
      expect(card.y, 'the first card starts in the first screen').toBeLessThan(height - 120)
      if (width === 390) {
        // the card's picture and name, not just its top edge
        const name = (await cards(page).first().getByRole('heading').boundingBox())!
        expect(name.y + name.height, 'the first name in the first screen').toBeLessThanOrEqual(height)
      }
    })
  }

  test('with JavaScript: open the filters, choose one, the results narrow and the button counts it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/consultant')
    const office = await firstOffice(page)
    await expect(filtersButton(page)).toHaveAttribute('aria-controls', 'finder-filters')
    await filtersButton(page).click()
    await expect(finder(page)).toBeVisible()
    await finder(page).getByLabel('Office').selectOption({ label: office.title })
    await expect(page).toHaveURL(`/consultant?office=${office.slug}`)
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(24)
    await expect(cards(page).locator('a[href^="/office/"]')).toHaveText(Array(count).fill(office.title))
    await expect(filtersButton(page)).toHaveText(/1 active/)
    // the disclosure stays open across the filter's client navigation: the next filter is at hand
    await expect(finder(page).getByLabel('Office')).toBeVisible()
    await filtersButton(page).click()
    await expect(finder(page)).toBeHidden()
    // from the keyboard: Enter on the focused button opens the filters again
    await filtersButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(finder(page).getByLabel('Office')).toHaveValue(office.slug)
  })

  test('without JavaScript: the folded GET form opens, sends and narrows the list', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: E2E.origin,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    try {
      await page.goto('/consultant')
      await expect(finder(page)).toBeHidden()
      const office = await firstOffice(page)
      await filtersButton(page).click()
      await finder(page).getByLabel('Office').selectOption({ label: office.title })
      await finder(page).getByLabel('Name').fill('a')
      await finder(page).getByRole('button', { name: 'Find consultants' }).click()
      await expect(page).toHaveURL(new RegExp(`/consultant\\?q=a&office=${office.slug}&`))
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      await expect(cards(page).locator('a[href^="/office/"]')).toHaveText(Array(count).fill(office.title))
      // the list first, the filters folded under a button that says two are in force
      await expect(finder(page)).toBeHidden()
      await expect(filtersButton(page)).toHaveText(/2 active/)
      expect((await cards(page).first().boundingBox())!.y).toBeLessThan(844)
    } finally {
      await context.close()
    }
  })

  test('from the tablet width up the filters stand open with no button', async ({ page }) => {
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/consultant')
      await expect(filtersButton(page)).toBeHidden()
      await expect(finder(page).getByLabel('Office')).toBeVisible()
    }
  })
})

test('insights: the category filter and the pagination widget', async ({ page }) => {
  await page.goto('/insights')
  const all = page.getByRole('navigation', { name: /^.+ pages$/ })
  await expect(all.locator('[aria-current="page"]')).toHaveText('Page 1')
  await expect(all.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href')

  const categoryLink = page.getByRole('navigation', { name: 'Insight categories' }).getByRole('link').nth(1)
  const name = (await categoryLink.textContent())!.trim()
  const href = (await categoryLink.getAttribute('href'))!
  await categoryLink.click()
  await expect(page).toHaveURL(href)
  await expect(categoryLink).toHaveAttribute('aria-current', 'page')
  const pages = page.getByRole('navigation', { name: `${name} pages` })
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1')
  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(`${href}?page=2`)
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2')
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', href)
  const articles = page.getByRole('region', { name: /^Articles, page 2 of/ }).getByRole('listitem')
  expect(await articles.count()).toBeGreaterThan(0)
  // the page's heading names the category; its cards do not say it again, one by one
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(articles.getByText(name, { exact: true })).toHaveCount(0)
})

test('share links: plain new-tab links that open a centred 626×436 popup', async ({ page, context }) => {
  // Never reach the networks: answer their share pages locally.
  await context.route(/^https:\/\/(www\.linkedin\.com|twitter\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>share stub</title>' }),
  )
  await page.addInitScript(() => {
    const calls: Array<[string, string, string]> = []
    ;(window as unknown as { __opens: typeof calls }).__opens = calls
    const open = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url), String(target), String(features)])
      return open(url, target, features)
    }
  })

  await page.goto('/insights?page=2')
  const href = (await page
    .getByRole('region', { name: /^Articles, page/ })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .getAttribute('href'))!
  await page.goto(href)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const share = page.getByRole('region', { name: 'Share this article' })
  const url = `${E2E.origin}${href}`

  for (const network of ['LinkedIn', 'X', 'Facebook']) {
    const link = share.getByRole('link', { name: `Share on ${network} (opens in a new window)` })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
  }
  const mail = new URL((await share.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href'))!)
  expect(mail.protocol).toBe('mailto:')
  expect(mail.searchParams.get('subject')).toBe(title)
  expect(mail.searchParams.get('body')).toContain(url)

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    share.getByRole('link', { name: 'Share on X (opens in a new window)' }).click(),
  ])
  await popup.waitForLoadState()
  const shared = new URL(popup.url())
  expect(shared.origin + shared.pathname).toBe('https://twitter.com/intent/tweet')
  expect(shared.searchParams.get('url')).toBe(url)
  expect(shared.searchParams.get('text')).toBe(title)
  expect(shared.searchParams.get('hashtags')).toMatch(/(^|,)ArdenHale$/)
  const opens = await page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens)
  expect(opens).toHaveLength(1)
  const [openedUrl, target, features] = opens[0]!
  expect(openedUrl).toBe(popup.url())
  expect(target).toBe('share-x')
  expect(features).toContain(`width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`)
  expect(features).toMatch(/left=\d+,top=\d+/)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  // the article itself stayed put: the click opened a popup, not a navigation
  await expect(page).toHaveURL(url)
  await popup.close()

  const [linkedin] = await Promise.all([
    page.waitForEvent('popup'),
    share.getByRole('link', { name: 'Share on LinkedIn (opens in a new window)' }).click(),
  ])
  await linkedin.waitForLoadState()
  expect(new URL(linkedin.url()).searchParams.get('url')).toBe(url)
  await linkedin.close()

  // the webinar page offers the same links
  const webinar = `/webinar/${THREE_BARRIERS_SLUG}`
  await page.goto(webinar)
  const webinarShare = page.getByRole('region', { name: 'Share this webinar' })
  await expect(webinarShare.getByRole('link')).toHaveCount(4)
  const fb = new URL((await webinarShare.getByRole('link', { name: /Facebook/ }).getAttribute('href'))!)
  expect(fb.searchParams.get('u')).toBe(`${E2E.origin}${webinar}`)
  expect(fb.searchParams.get('hashtag')).toBe('#Webinar')
})
