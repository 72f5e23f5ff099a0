import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { E2E } from './support/env'
import { AXE_TAGS } from './support/page-templates'
import { expect, test } from './support/test'

/**
 * The site's shell at phone, tablet and desktop widths (src/site/site-header.tsx,
 * site-footer.tsx): a compact sticky header, menus that never leave the screen, targets a finger can
 * hit, and a menu that works from the keyboard, with a screen reader and without JavaScript.
 */
const WIDTHS = [320, 390, 768, 1440]
/** Below the header's `lg` breakpoint: the bar with a menu button and the menu as a full-screen sheet. */
const isPhone = (width: number) => width < 1024
const TOUCH_MIN = 44

const header = (page: Page) => page.locator('header#site-header')
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page) => header(page).locator('[data-header-menu] > summary')
const searchButton = (page: Page) => header(page).locator('[data-header-search] > summary')
/** The top-level sections of the main navigation that open a panel. */
const sections = (page: Page) => nav(page).locator('details > summary')

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'the element is laid out').not.toBeNull()
  return b!
}

/** Every visible link and button of `scope` whose box is less than 44 px tall. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.locator('a[href], button, summary').evaluateAll(
    (els, min) =>
      els
        .filter((el) => el.checkVisibility({ visibilityProperty: true }))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        // a control made visually hidden (clip to 1 px) is for screen readers only
        .filter(({ r }) => r.width > 1 && r.height < min)
        .map(
          ({ el, r }) =>
            `${(el.textContent ?? '').trim() || el.getAttribute('aria-label')} (${Math.round(r.height)} px)`,
        ),
    TOUCH_MIN,
  )
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(client)
}

/** The open panel of a section: its content box (the <details> minus its summary). */
const panelOf = (summary: Locator) => summary.locator('xpath=following-sibling::*[1]')

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 } })

    test('a compact header that stays on screen, no sideways scroll', async ({ page }) => {
      await page.goto('/')
      const bar = await box(header(page))
      expect(bar.y).toBe(0)
      if (isPhone(width)) expect(bar.height).toBeLessThanOrEqual(64)
      else expect(bar.height).toBeLessThanOrEqual(80)
      await noSidewaysScroll(page)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Arden Hale' })).toBeVisible()
      await expect(searchButton(page)).toBeVisible()
      if (isPhone(width)) {
        await expect(menuButton(page)).toBeVisible()
        await expect(nav(page)).toBeHidden()
      } else {
        await expect(menuButton(page)).toBeHidden()
        await expect(nav(page).getByRole('link', { name: 'Contact us' })).toBeVisible()
      }

      // sticky: after a long scroll the header is still at the top, whole
      await page.mouse.wheel(0, 2500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      const scrolled = await box(header(page))
      expect(scrolled.y).toBe(0)
      expect(scrolled.height).toBe(bar.height)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Arden Hale' })).toBeInViewport()
    })

    test('every menu opened in turn stays inside the screen, its labels whole', async ({ page }) => {
      await page.goto('/')
      if (isPhone(width)) {
        await menuButton(page).click()
        const sheet = await box(nav(page))
        expect(sheet.x).toBeGreaterThanOrEqual(0)
        expect(sheet.x + sheet.width).toBeLessThanOrEqual(width)
        expect(sheet.y + sheet.height).toBeLessThanOrEqual(844)
      }
      const count = await sections(page).count()
      expect(count).toBeGreaterThanOrEqual(4)
      for (let i = 0; i < count; i++) {
        const summary = sections(page).nth(i)
        const label = (await summary.textContent())!.trim()
        await summary.click()
        const panel = panelOf(summary)
        await expect(panel, label).toBeVisible()
        const links = panel.getByRole('link')
        expect(await links.count(), label).toBeGreaterThan(0)
        if (isPhone(width)) await panel.scrollIntoViewIfNeeded()
        const p = await box(panel)
        expect(p.x, `${label}: left edge`).toBeGreaterThanOrEqual(0)
        expect(p.x + p.width, `${label}: right edge`).toBeLessThanOrEqual(width)
        if (!isPhone(width)) expect(p.y + p.height, `${label}: bottom edge`).toBeLessThanOrEqual(900)
        // no link reaches past the screen, and beside a mouse none wraps onto a second line
        const lines = await links.evaluateAll((els) =>
          els.map((a) => {
            // the line boxes of the label's text (not of an icon beside it)
            const tops = new Set<number>()
            const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
            for (let t = walker.nextNode(); t; t = walker.nextNode()) {
              const range = document.createRange()
              range.selectNodeContents(t)
              for (const line of range.getClientRects()) tops.add(Math.round(line.top))
            }
            const r = a.getBoundingClientRect()
            return { text: a.textContent!.trim(), right: r.right, left: r.left, lines: tops.size }
          }),
        )
        for (const l of lines) {
          expect(l.left, `${label} › ${l.text}`).toBeGreaterThanOrEqual(0)
          expect(l.right, `${label} › ${l.text}`).toBeLessThanOrEqual(width)
          if (width >= 768) expect(l.lines, `${label} › ${l.text} on one line`).toBe(1)
        }
        if (isPhone(width)) expect(await smallTargets(panel), `${label}: targets under 44 px`).toEqual([])
        await noSidewaysScroll(page)
        // a phone's sections fold from their own button; on a desktop the next one opened closes this one
        if (isPhone(width)) {
          await summary.click()
          await expect(panel, label).toBeHidden()
        }
      }
      if (!isPhone(width)) {
        // the last one opened is the only one open
        await expect(nav(page).locator('details[open]')).toHaveCount(1)
      }

      // the search field opens below the bar, inside the screen, ready to type in
      if (isPhone(width)) await page.keyboard.press('Escape')
      await searchButton(page).click()
      const field = header(page).getByRole('search', { name: 'Site' })
      await expect(field.getByLabel('Search the site')).toBeFocused()
      const f = await box(field)
      expect(f.x).toBeGreaterThanOrEqual(0)
      expect(f.x + f.width).toBeLessThanOrEqual(width)
      await noSidewaysScroll(page)
    })

    if (isPhone(width)) {
      test('touch targets of the header, its menu and the footer are at least 44 px tall', async ({ page }) => {
        await page.goto('/')
        expect(await smallTargets(header(page))).toEqual([])
        await menuButton(page).click()
        expect(await smallTargets(nav(page))).toEqual([])
        await page.keyboard.press('Escape')
        await expect(nav(page)).toBeHidden()
        const footer = page.getByRole('contentinfo')
        await footer.scrollIntoViewIfNeeded()
        expect(await footer.locator('a[href]').count()).toBeGreaterThan(10)
        expect(await smallTargets(footer)).toEqual([])
        await noSidewaysScroll(page)
      })
    }
  })
}

/** The main navigation's top-level items (`nav > ul > li`), each a section button or a link. */
const topLevel = (page: Page) => nav(page).locator(':scope > ul > li')

test.describe('"Our people" is a top-level item of the main navigation', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: isPhone(width) ? 844 : 900 })
      await page.goto('/')
      if (isPhone(width)) await menuButton(page).click()
      const people = topLevel(page).locator(':scope > a', { hasText: /^Our people$/ })
      await expect(people).toHaveCount(1)
      await expect(people).toBeVisible()
      await expect(people).toHaveAttribute('href', '/consultant')
      const b = await box(people)
      expect(b.x + b.width).toBeLessThanOrEqual(width)
      if (isPhone(width)) expect(b.height).toBeGreaterThanOrEqual(TOUCH_MIN)
      await people.click()
      await expect(page).toHaveURL('/consultant')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test.describe('the desktop bar holds on one line', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px every top-level item, the contact button and search sit in the bar, none wrapped`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const bar = await box(header(page))
      expect(bar.height).toBeLessThanOrEqual(80)
      const items = await topLevel(page).evaluateAll((lis) =>
        lis.map((li) => {
          const target = li.querySelector('a, summary')!
          const r = target.getBoundingClientRect()
          return { text: target.textContent!.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right }
        }),
      )
      expect(items.length).toBeGreaterThanOrEqual(7)
      expect(items.map((i) => i.text)).toContain('Our people')
      for (const item of items) {
        expect(item.top, `${item.text}: inside the bar`).toBeGreaterThanOrEqual(bar.y)
        expect(item.bottom, `${item.text}: inside the bar`).toBeLessThanOrEqual(bar.y + bar.height)
        expect(item.left, `${item.text}: left edge`).toBeGreaterThanOrEqual(0)
        expect(item.right, `${item.text}: right edge`).toBeLessThanOrEqual(width)
      }
      // one row: every item's middle at the same height, each label on a single line
      const middles = new Set(items.map((i) => Math.round((i.top + i.bottom) / 2)))
      expect(middles.size, 'items on one row').toBe(1)
      const labelLines = await topLevel(page).evaluateAll((lis) =>
        lis.map((li) => {
          const tops = new Set<number>()
          const walker = document.createTreeWalker(li.querySelector('a, summary')!, NodeFilter.SHOW_TEXT)
          for (let t = walker.nextNode(); t; t = walker.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(t)
            for (const line of range.getClientRects()) tops.add(Math.round(line.top))
          }
          return { text: li.textContent!.trim(), lines: tops.size }
        }),
      )
      for (const l of labelLines) expect(l.lines, `${l.text} on one line`).toBe(1)
      const brand = await box(header(page).getByRole('link', { name: 'Arden Hale' }))
      expect(brand.height, 'the brand on one line').toBeLessThanOrEqual(48)
      // the search button stays in the bar, after the navigation
      const search = await box(searchButton(page))
      expect(search.x + search.width).toBeLessThanOrEqual(width)
      expect(search.x).toBeGreaterThanOrEqual(items.at(-1)!.right)
      await noSidewaysScroll(page)
    })
  }
})

test.describe('the phone menu from the keyboard and with a screen reader', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('aria-expanded, focus kept inside, Escape and the close button return focus to the menu button', async ({
    page,
  }) => {
    await page.goto('/')
    const button = menuButton(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveAttribute('aria-controls', 'main-nav')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveText(/Close/)
    await expect(nav(page)).toBeVisible()
    // the page behind the sheet neither scrolls nor takes focus
    await expect(page.locator('main#main')).toHaveAttribute('inert', '')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    // an opened section says so too
    const services = sections(page).first()
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await button.focus()

    // Tab goes round the menu button and the sheet, never out to the page
    const stops = await nav(page)
      .locator('a[href], summary')
      .evaluateAll((els) => els.filter((e) => e.checkVisibility()).length)
    expect(stops).toBeGreaterThan(8)
    const inMenu = () =>
      page.evaluate(() => {
        const a = document.activeElement
        return !!a && (!!a.closest('#main-nav') || !!a.closest('[data-header-menu]'))
      })
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab')
      expect(await inMenu(), `Tab ${i + 1} stays in the menu`).toBe(true)
    }
    await button.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()

    // Escape from deep inside the sheet closes it and puts focus back on the menu button
    await nav(page).getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(nav(page)).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('main#main')).not.toHaveAttribute('inert', '')

    // the close button is the menu button: it closes the sheet and keeps focus
    await button.click()
    await expect(nav(page)).toBeVisible()
    await expect(sections(page).first(), 'a reopened menu starts folded').toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(nav(page)).toBeHidden()
    await expect(button).toBeFocused()

    // following a link closes the menu on the way to the page
    await button.click()
    await sections(page).first().click()
    await panelOf(sections(page).first()).getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/services\/[a-z-]+$/)
    await expect(nav(page)).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the search button opens the field; /search shows one search box', async ({ page }) => {
    await page.goto('/')
    await searchButton(page).click()
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'true')
    const field = header(page).getByLabel('Search the site')
    await expect(field).toBeFocused()
    await field.fill('technology')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=technology$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await expect(page.getByRole('searchbox')).toHaveCount(1)
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('open menus are accessible', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: no axe violations (WCAG 2.2 AA) with the menu and a section open`, async ({ page }) => {
      await page.setViewportSize({ width, height: isPhone(width) ? 844 : 900 })
      await page.goto('/')
      if (isPhone(width)) await menuButton(page).click()
      await sections(page).nth(1).click()
      await expect(panelOf(sections(page).nth(1))).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).include('header').withTags(AXE_TAGS).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})

test.describe('without JavaScript', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px the menu opens and shows its links, and the search form sends`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: E2E.origin,
        viewport: { width, height: isPhone(width) ? 844 : 900 },
      })
      const page = await context.newPage()
      await page.goto('/')
      if (isPhone(width)) {
        await expect(nav(page)).toBeHidden()
        await menuButton(page).click()
        await expect(nav(page)).toBeVisible()
        await expect(nav(page).getByRole('link', { name: 'Contact us' })).toBeVisible()
      }
      const services = sections(page).first()
      await services.click()
      const links = panelOf(services).getByRole('link')
      await expect(links.first()).toBeVisible()
      expect(await links.count()).toBeGreaterThan(3)
      await expect(links.nth(1)).toHaveAttribute('href', /^\/services\/[a-z-]+$/)
      const p = await box(panelOf(services))
      expect(p.x + p.width).toBeLessThanOrEqual(width)

      await searchButton(page).click()
      const field = header(page).getByLabel('Search the site')
      await field.fill('board')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=board$/)
      await context.close()
    })
  }
})
