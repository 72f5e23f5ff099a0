import { expect, test, type Page } from './support/test'
import { resolveTemplates, type PageTemplate } from './support/page-templates'
import { CANDIDATE_ENTRY, CLIENT_ENTRY } from '../../src/content/home/entry-point-links'

/**
 * Page bodies at phone, tablet and desktop widths (docs/design.md): nothing scrolls sideways, no
 * text is said twice, grids keep no lone card, the figures, the contact form, the two doors of the
 * home page, and the forms that start on their page's topic.
 */

const WIDTHS = [320, 390, 768, 1440] as const
const HEIGHT = { 320: 640, 390: 844, 768: 1024, 1440: 900 } as const

/** CMS pages that are templates of their own for layout: the careers page and a paid-search landing page. */
const CAREERS = '/join-arden-hale'
const LANDING = '/contact-us/executive-search-leadership-talent'
/** An office of the largest region: its closing tile shows the most faces (the template's office may have few). */
const LONDON = '/office/executive-search-firm-in-london-united-kingdom'

let templates: PageTemplate[] = []

test.beforeAll(async ({ request }) => {
  templates = [
    ...(await resolveTemplates(async (path) => (await request.get(path)).text())),
    { template: 'careers', path: CAREERS },
    { template: 'paid-search landing', path: LANDING },
    { template: 'office of a large region', path: LONDON },
  ]
})

async function at(page: Page, width: (typeof WIDTHS)[number], path: string) {
  await page.setViewportSize({ width, height: HEIGHT[width] })
  await page.goto(path)
}

/** Paragraphs and headings of the page's main content said more than once (visible ones, 40+ characters). */
function repeatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>()
    for (const el of document.querySelectorAll<HTMLElement>('main p, main h1, main h2, main h3, main h4')) {
      if (el.closest('[hidden], [aria-hidden="true"], .sr-only, .invisible')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const text = (el.innerText || '').replace(/\s+/g, ' ').trim().toLowerCase()
      if (text.length < 40) continue
      seen.set(text, (seen.get(text) ?? 0) + 1)
    }
    return [...seen].filter(([, n]) => n > 1).map(([text, n]) => `${n}× ${text}`)
  })
}

/** Card grids of the main content whose last row holds one card while the rows above hold more. */
function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const grid of document.querySelectorAll<HTMLElement>('main ul.grid, main ol.grid')) {
      const items = [...grid.children].filter((c) => (c as HTMLElement).offsetParent !== null) as HTMLElement[]
      // cards have an edge (border or surface); a grid of plain links is a list, and its rows may end short
      // (the item itself, or the one card it wraps)
      const edged = (el: Element) => {
        const style = getComputedStyle(el)
        return parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)'
      }
      const card = (el: HTMLElement | undefined) =>
        !!el && (edged(el) || (el.children.length === 1 && edged(el.firstElementChild!)))
      if (!card(items[0])) continue
      const rows = new Map<number, HTMLElement[]>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), item])
      }
      const widths = [...rows.values()].map((r) => r.length)
      const last = widths.at(-1) ?? 0
      const first = items[0]?.getBoundingClientRect().width ?? 0
      const lastWidth = items.at(-1)?.getBoundingClientRect().width ?? 0
      // a last card as wide as the grid is a deliberate full row, not a lone card
      if (widths.length > 1 && last === 1 && Math.max(...widths) > 1 && lastWidth <= first + 1) {
        out.push(`${grid.closest('section')?.querySelector('h2')?.textContent ?? 'grid'}: rows ${widths.join('+')}`)
      }
    }
    return out
  })
}

test('every template at 320, 390, 768 and 1440: no sideways scroll, no text said twice, no lone card', async ({
  page,
}) => {
  test.setTimeout(templates.length * WIDTHS.length * 8_000)
  for (const t of templates) {
    for (const width of WIDTHS) {
      await test.step(`${t.template} at ${width}: ${t.path}`, async () => {
        await at(page, width, t.path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect.soft(overflow, `${t.template} at ${width} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
        expect.soft(await repeatedTexts(page), `${t.template} at ${width}: text said twice`).toEqual([])
        expect.soft(await loneCards(page), `${t.template} at ${width}: a lone card`).toEqual([])
      })
    }
  }
})

/**
 * Links and controls of the main content a thumb cannot hit: under 44 px tall. A link within a sentence
 * (WCAG 2.5.8's inline exception) and a card's title link, whose target is the whole card (`CARD_LINK`:
 * its ::after covers the card), are not counted.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    // form fields are 42 px and more, their check boxes' targets are their labels
    for (const el of document.querySelectorAll<HTMLElement>('main a[href], main button, main summary')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
      const sentence = el.closest('p, label, .prose-body, blockquote, figcaption')
      if (el.tagName === 'A' && sentence && (sentence.textContent ?? '').trim().length > text.length + 3) continue
      // a link in running text of any block (a list item's sentence)
      const running = [...(el.parentElement?.childNodes ?? [])].filter((n) => n.nodeType === Node.TEXT_NODE)
      if (
        el.tagName === 'A' &&
        running
          .map((n) => n.textContent)
          .join('')
          .trim().length > 3
      )
        continue
      const after = getComputedStyle(el, '::after')
      if (after.position === 'absolute' && after.content !== 'none') continue
      const r = el.getBoundingClientRect()
      if (r.width > 1 && r.height < 44)
        out.push(`${text || el.getAttribute('aria-label')} (${Math.round(r.height)} px)`)
    }
    return out
  })
}

test('on a phone every link and control of every template is a 44 px target, but links within a sentence', async ({
  page,
}) => {
  test.setTimeout(templates.length * 2 * 8_000)
  for (const t of templates) {
    for (const width of [320, 390] as const) {
      await test.step(`${t.template} at ${width}: ${t.path}`, async () => {
        await at(page, width, t.path)
        expect.soft(await smallTargets(page), `${t.template} at ${width}: targets under 44 px`).toEqual([])
      })
    }
  }
})

test('the contact page’s head office can be called and written to with a tap', async ({ page }) => {
  await page.goto('/contact-us')
  const office = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Our head office' }) })
  await expect(office.getByRole('link', { name: /^\+44 / })).toHaveAttribute('href', /^tel:\+44\d+$/)
  await expect(office.getByRole('link', { name: /@arden-hale\.example$/ })).toHaveAttribute(
    'href',
    /^mailto:[a-z]+@arden-hale\.example$/,
  )
})

test('headings share one weight and body links are navy, not the loading bar’s blue', async ({ page }) => {
  for (const path of ['/', '/expertise/industry/technology', '/about-arden-hale', '/no-such-page-here']) {
    await at(page, 1440, path)
    const weights = await page
      .locator('main h2')
      .evaluateAll((hs) => [...new Set(hs.map((h) => getComputedStyle(h).fontWeight))])
    expect(weights, path).toEqual(['700'])
    const colours = await page
      .locator('main a')
      .evaluateAll((as) => [...new Set(as.map((a) => getComputedStyle(a).color))])
    expect(colours, path).not.toContain('rgb(16, 84, 204)')
  }
})

test('a page’s sections open with headings of one size, on every template', async ({ page }) => {
  const paths = [
    '/',
    '/expertise/industry/technology',
    '/about-arden-hale',
    '/region/europe',
    pathOf('office'),
    pathOf('consultant'),
    pathOf('insight article'),
    '/services',
  ]
  for (const width of [390, 1440] as const) {
    const sizes = new Map<string, string[]>()
    for (const path of paths) {
      await at(page, width, path)
      // a section's heading: an h2 of the page's main column, not one in a panel, a card or a form's box
      const found = await page.locator('main h2:visible').evaluateAll((hs) =>
        hs
          .filter(
            (h) =>
              // a hero's or a slide's heading is a headline, and a heading in rich text a subheading of it: not a section's
              !h.closest(
                'aside, [data-aside], li, form, .bg-sand, .bg-brand, .sr-only, .prose-body, [aria-roledescription="slide"]',
              ) && !h.classList.contains('eyebrow'),
          )
          .map((h) => getComputedStyle(h).fontSize),
      )
      for (const size of found) sizes.set(size, [...(sizes.get(size) ?? []), path])
    }
    expect([...sizes.keys()], `section heading sizes at ${width}: ${JSON.stringify([...sizes])}`).toHaveLength(1)
  }
})

test('home figures: a compact row, each number above its label', async ({ page }) => {
  for (const width of WIDTHS) {
    await at(page, width, '/')
    const figures = page.locator('main [data-figures]').first()
    await expect(figures).toBeVisible()
    const items = await figures.locator('li').evaluateAll((lis) =>
      lis.map((li) => {
        const [value, label] = [...li.children].map((c) => c.getBoundingClientRect())
        return { valueBottom: value!.bottom, labelTop: label!.top, text: (li as HTMLElement).innerText }
      }),
    )
    expect(items.length).toBe(4)
    for (const item of items) expect(item.valueBottom, `${width}: ${item.text}`).toBeLessThanOrEqual(item.labelTop)
    const box = (await figures.boundingBox())!
    // four figures: two rows of two on a phone, one row from tablet width
    expect(box.height, `figures at ${width}`).toBeLessThanOrEqual(width < 768 ? 220 : 140)
  }
})

test('the contact form holds no empty gap before a topic is chosen, and shows messages when there are some', async ({
  page,
}) => {
  for (const width of [390, 1440] as const) {
    await at(page, width, '/contact-us')
    const form = page.getByRole('form', { name: /^Get in touch/ })
    const topic = form.getByLabel('Topic', { exact: true })
    await topic.scrollIntoViewIfNeeded()
    await expect(topic).toBeEnabled()
    const submit = form.getByRole('button', { name: 'Connect with consultant', exact: true })
    // between them only the line that says what the topic does, no empty space kept for a message
    const hint = form.getByText('Choose a topic, and the form asks only what that topic needs.')
    await expect(hint).toBeVisible()
    const hintHeight = (await hint.boundingBox())!.height
    const gap = (await submit.boundingBox())!.y - ((await topic.boundingBox())!.y + (await topic.boundingBox())!.height)
    expect(gap, `gap between topic and button at ${width}`).toBeLessThanOrEqual(24 + hintHeight)

    await submit.click()
    await expect(form.getByText('Please choose one of the options')).toBeVisible()
    await expect(form.getByRole('alert')).toHaveText('Form incomplete.')
    await expect(hint, 'the message takes the hint’s place').toBeHidden()
    await topic.selectOption('other')
    await expect(hint, 'gone once a topic is chosen').toBeHidden()
  }
})

test('the home page shows both doors in its first screen, and the menu links to both', async ({ page }) => {
  for (const width of [390, 1440] as const) {
    await at(page, width, '/')
    for (const entry of [CLIENT_ENTRY, CANDIDATE_ENTRY]) {
      const door = page.locator(`main a[data-entry-point][href="${entry.href}"]`)
      await expect(door, `${entry.label} at ${width}`).toBeVisible()
      await expect(door).toContainText(entry.label)
      const box = (await door.boundingBox())!
      expect(box.y + box.height, `${entry.label} in the first screen at ${width}`).toBeLessThanOrEqual(HEIGHT[width])
      await expect(page.getByRole('banner').locator(`a[href="${entry.href}"]`).first()).toBeAttached()
    }
  }
  // the candidates' door opens a form that starts on their topic
  await page.goto(CANDIDATE_ENTRY.href)
  await expect(page.getByRole('form', { name: /^Get in touch/ }).getByLabel('Topic', { exact: true })).toHaveValue('cv')
})

test('the careers form starts on join and its button reads as requirements §9 says', async ({ page }) => {
  await at(page, 1440, CAREERS)
  const form = page.getByRole('form', { name: /^Get in touch/ })
  const topic = form.getByLabel('Topic', { exact: true })
  await topic.scrollIntoViewIfNeeded()
  await expect(topic).toHaveValue('join')
  await form.getByLabel('Office', { exact: true }).selectOption({ label: 'Athens' })
  await form.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(form.getByRole('button', { name: 'Submit form', exact: true })).toBeVisible()
})

test('the careers page lists its open roles, and each leads to the form on "Join the team"', async ({ page }) => {
  await at(page, 390, CAREERS)
  const roles = page.getByRole('region', { name: 'Open roles' }).getByRole('link')
  expect(await roles.count()).toBeGreaterThanOrEqual(4)
  await roles.first().click()
  await expect(page).toHaveURL(/#contact$/)
  const topic = page.getByRole('form', { name: /^Get in touch/ }).getByLabel('Topic', { exact: true })
  await expect(topic).toBeInViewport()
  await expect(topic).toHaveValue('join')
})

test('a page’s text starts where its header starts, and its figures say where they come from', async ({ page }) => {
  for (const path of ['/contact-us', CAREERS, '/about-arden-hale', '/services/executive-search']) {
    for (const width of WIDTHS) {
      await at(page, width, path)
      const h1 = (await page.locator('main h1').boundingBox())!
      // section headings, rich text and the form's panel (its own heading sits inside the panel's
      // padding) of the page's main column; an aside beside the form starts right of the middle
      const lefts = await page.locator('main h2, main .prose-body, main form').evaluateAll((els) =>
        els
          .map((el) => (el.tagName === 'FORM' ? el.parentElement! : el))
          .filter((el) => el.tagName !== 'H2' || el.nextElementSibling?.tagName !== 'FORM')
          // a panel beside the text (below it on a phone) starts inside its own padding
          .filter((el) => !el.closest('[data-aside]'))
          .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().left < innerWidth / 2)
          .map((el) => `${Math.round(el.getBoundingClientRect().left)} ${(el as HTMLElement).innerText.slice(0, 30)}`),
      )
      expect(lefts.length, `${path} at ${width}`).toBeGreaterThan(1)
      for (const left of lefts) {
        expect.soft(Math.abs(parseInt(left) - Math.round(h1.x)), `${path} at ${width}: ${left}`).toBeLessThanOrEqual(1)
      }
    }
  }
  await at(page, 1440, '/about-arden-hale')
  await expect(page.locator('main [data-figures] + p')).toContainText('Firm records')
  // one lede: the hero's subheading, not the page's intro stacked under it before the first paragraph
  const hero = page.locator('main section').filter({ has: page.locator('h1') })
  await expect(hero.locator('h1 + p')).toContainText('We help organisations find')
  await expect(
    page.locator('main').getByText('trusted by boards and chief executives for more than thirty years'),
  ).toHaveCount(0)
  // an index page under a hero too (the office directory's intro repeated its figures)
  await at(page, 1440, '/international-locations')
  await expect(page.locator('main').getByText(/^\d+ offices in \d+ countries\.$/)).toHaveCount(0)
  // the contact page's head office beside its form on a wide screen, below it on a phone
  for (const width of [390, 1440] as const) {
    await at(page, width, '/contact-us')
    const panel = (await page
      .getByRole('form', { name: /^Get in touch/ })
      .locator('..')
      .boundingBox())!
    const office = (await page.getByRole('heading', { name: 'Our head office' }).boundingBox())!
    if (width === 1440) expect(office.x, 'head office beside the form').toBeGreaterThan(panel.x + panel.width)
    else expect(office.y, 'head office below the form').toBeGreaterThan(panel.y + panel.height)
  }
})

test('a panel an editor placed beside a text sits right of it on a wide screen, below it on a phone', async ({
  page,
}) => {
  for (const [path, panel] of [
    ['/services/executive-search', 'Recent appointments'],
    ['/about-arden-hale', 'How we grew'],
    [CAREERS, 'How we hire'],
  ] as const) {
    for (const width of WIDTHS) {
      await at(page, width, path)
      // the panels beside a text (the closing form's panel is a data-aside too)
      const aside = page.locator('[data-aside]').filter({ has: page.getByRole('heading', { name: panel }) })
      await expect(aside, `${path} at ${width}`).toBeVisible()
      const box = (await aside.boundingBox())!
      const text = (await aside.locator('xpath=preceding-sibling::*[1]').boundingBox())!
      if (width >= 1024) {
        expect(box.x, `${path} at ${width}: beside the text`).toBeGreaterThan(text.x + text.width)
        expect(Math.abs(box.y - text.y), `${path} at ${width}: level with the text`).toBeLessThan(4)
      } else {
        expect(box.y, `${path} at ${width}: below the text`).toBeGreaterThanOrEqual(text.y + text.height)
        expect(Math.abs(box.x - text.x), `${path} at ${width}: on the text's left edge`).toBeLessThanOrEqual(1)
      }
      expect(box.x + box.width, `${path} at ${width}: inside the screen`).toBeLessThanOrEqual(width)
    }
  }
})

test('a page’s closing form has a panel beside it on a wide screen, below it on a phone', async ({ page }) => {
  for (const [path, panel] of [
    ['/expertise/functions/chief-executive-officer', 'What happens next'],
    ['/services/executive-search', 'What happens next'],
    [CAREERS, 'What happens next'],
    ['/office/executive-search-firm-in-london-united-kingdom', 'Visit or call'],
    ['/office/executive-search-firm-in-london-united-kingdom/executive-search', 'What happens next'],
  ] as const) {
    for (const width of [390, 1440] as const) {
      await at(page, width, path)
      const form = (await page.locator('main form').last().locator('..').boundingBox())!
      const side = (await page.getByRole('heading', { name: panel, exact: true }).boundingBox())!
      if (width === 1440) expect(side.x, `${path}: ${panel} beside the form`).toBeGreaterThan(form.x + form.width)
      else expect(side.y, `${path}: ${panel} below the form`).toBeGreaterThan(form.y + form.height)
    }
  }
})

test('a call to action before a form heads the form’s section: the form’s heading one level down, the panel level with it', async ({
  page,
}) => {
  for (const width of [390, 1440] as const) {
    await at(page, width, '/services/executive-search')
    const section = page.locator('#contact')
    const lead = section.getByRole('heading', { level: 2, name: 'Start a search with us' })
    await expect(lead).toBeVisible()
    await expect(section.getByRole('heading', { level: 3, name: 'Get in touch' })).toBeVisible()
    // the call to action's button is not drawn: the form is the next step
    await expect(page.locator('main').getByRole('link', { name: 'Contact us', exact: true })).toHaveCount(0)
    const top = (await lead.boundingBox())!
    const panel = (await page.locator('[aria-labelledby="form-next-steps"]').boundingBox())!
    const form = (await section.locator('form').boundingBox())!
    expect(form.y, `form under its section's heading at ${width}`).toBeGreaterThan(top.y + top.height)
    if (width === 1440) expect(Math.abs(panel.y - top.y), 'panel level with the heading').toBeLessThan(4)
    else expect(panel.y, 'panel below the form on a phone').toBeGreaterThan(form.y + form.height)
  }
})

test('an office’s team ends with its region’s team: in the last row’s empty cells, or a row of its own', async ({
  page,
}) => {
  const ACCRA = '/office/executive-search-firm-in-accra-ghana'
  for (const width of WIDTHS) {
    await at(page, width, ACCRA)
    const team = page.getByRole('region', { name: 'Our people in Accra' })
    const cards = await team.locator('article').count()
    const columns = width >= 1024 ? 4 : width >= 640 ? 3 : 2
    const tile = team.getByRole('heading', { name: 'Our Africa team' })
    await expect(tile, `the tile is shown at ${width}`).toBeVisible()
    // the faces of the team it names: people of the region's other offices, each leading to their profile
    const faces = team.getByRole('list', { name: 'Some of our Africa colleagues' }).getByRole('link')
    expect(await faces.count(), `faces in the tile at ${width}`).toBeGreaterThanOrEqual(3)
    for (const face of await faces.all()) {
      await expect(face).toHaveAttribute('href', /^\/consultant\/[a-z0-9-]+$/)
      await expect(face.getByRole('img')).toHaveAccessibleName(/\S/)
      const box = (await face.boundingBox())!
      expect(box.height, `a face is a touch target at ${width}`).toBeGreaterThanOrEqual(44)
    }
    const own = await team
      .locator('article a[href^="/consultant/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const href of await faces.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(own, 'a face is of another office').not.toContain(href)
    const last = (await team.locator('article').last().boundingBox())!
    const grid = team.locator('ul').first()
    const cell = (await grid.locator(':scope > li').last().boundingBox())!
    const list = (await grid.boundingBox())!
    if (cards % columns === 0) {
      // the cards fill their rows: the tile is a row of its own under them, the list's width
      expect(cell.y, `tile under the cards at ${width}`).toBeGreaterThan(last.y + last.height - 1)
      expect(Math.abs(cell.width - list.width), `tile the list's width at ${width}`).toBeLessThan(2)
      continue
    }
    expect(Math.abs(cell.y - last.y), `tile on the last row of cards at ${width}`).toBeLessThan(2)
    expect(Math.abs(cell.x + cell.width - (list.x + list.width)), `tile to the row's end at ${width}`).toBeLessThan(2)
    await expect(team.getByRole('link', { name: 'Meet our Africa team' })).toHaveAttribute('href', '/region/africa')
  }
})

test('an office’s service page ends its row of contacts with the office’s number, beside them or under them', async ({
  page,
}) => {
  const LONDON_SEARCH = '/office/executive-search-firm-in-london-united-kingdom/executive-search'
  for (const width of WIDTHS) {
    await at(page, width, LONDON_SEARCH)
    const row = page.getByRole('region', { name: 'Your contacts in London' })
    const cards = await row.locator('article').count()
    const tile = row.getByRole('heading', { name: 'Rather talk it through?' })
    await expect(tile, `the tile is shown at ${width}`).toBeVisible()
    const last = (await row.locator('article').last().boundingBox())!
    const grid = row.locator('ul').first()
    const cell = (await grid.locator(':scope > li').last().boundingBox())!
    const list = (await grid.boundingBox())!
    await expect(row.getByRole('link', { name: '+44 20 1917 1972' })).toHaveAttribute('href', 'tel:+442019171972')
    if (width < 1024 || cards % 4 === 0) {
      // two columns below lg, which an even count of people fills: the tile is a row of its own under them
      expect(cell.y, `tile under the cards at ${width}`).toBeGreaterThan(last.y + last.height - 1)
      expect(Math.abs(cell.width - list.width), `tile the list's width at ${width}`).toBeLessThan(2)
      continue
    }
    expect(Math.abs(cell.y - last.y), `tile on the row of cards at ${width}`).toBeLessThan(2)
    expect(Math.abs(cell.x + cell.width - (list.x + list.width)), `tile to the row's end at ${width}`).toBeLessThan(2)
    await expect(row.getByRole('link', { name: '+44 20 1917 1972' })).toHaveAttribute('href', 'tel:+442019171972')
  }
})

test('a practice introduces one row of its most senior people, and the rest through the finder', async ({ page }) => {
  for (const width of [390, 1440] as const) {
    await at(page, width, '/expertise/industry/technology')
    const people = page.getByRole('region', { name: 'Who leads our Technology practice' })
    await expect(people.locator('article')).toHaveCount(4)
    for (const role of await people.locator('article p:first-of-type').allInnerTexts())
      expect(['Associate', 'Consultant'], role).not.toContain(role.trim())
    await expect(people.getByRole('link', { name: 'Everyone in our Technology practice' })).toHaveAttribute(
      'href',
      '/consultant?industry=technology',
    )
    // a card's portrait is square: head and shoulders, not a wall of tall pictures
    const portrait = (await people.locator('[data-portrait]').first().boundingBox())!
    expect(Math.abs(portrait.width - portrait.height), `square portrait at ${width}`).toBeLessThan(2)
  }
})

test('the way to the rest of a section stands at its heading’s right on a wide screen, on every page', async ({
  page,
}) => {
  const sections = [
    { path: '/', section: 'Latest insights', link: 'All insights' },
    { path: '/', section: 'Meet our consultants', link: 'All our people' },
    {
      path: '/expertise/industry/technology',
      section: 'Who leads our Technology practice',
      link: 'Everyone in our Technology practice',
    },
    { path: '/region/europe', section: 'Who leads our work in Europe', link: 'Everyone in Europe' },
    { path: '/services/executive-search', section: 'Who leads this work', link: 'All our consultants' },
  ]
  for (const { path, section, link } of sections) {
    await at(page, 1440, path)
    const region = page.getByRole('region', { name: section })
    const heading = (await region.getByRole('heading', { level: 2, name: section }).boundingBox())!
    const more = (await region.getByRole('link', { name: link }).boundingBox())!
    expect(more.x, `${link}: right of the heading (${path})`).toBeGreaterThan(heading.x + heading.width)
    expect(more.y + more.height, `${link}: on the heading's line (${path})`).toBeGreaterThan(heading.y)
    expect(more.y, `${link}: above the cards (${path})`).toBeLessThan(heading.y + heading.height)
  }
})

test('the home carousel’s controls sit under its picture on a wide screen', async ({ page }) => {
  await at(page, 1440, '/')
  const picture = (await page
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) img')
    .first()
    .boundingBox())!
  // the play button (its name says start or pause, as the slide show stands)
  const play = (await page.locator('[data-carousel="play"]').boundingBox())!
  const dots = (await page.getByRole('list', { name: 'Choose a slide' }).boundingBox())!
  expect(play.x, 'controls start under the picture').toBeGreaterThanOrEqual(picture.x)
  expect(Math.abs(dots.x + dots.width - (picture.x + picture.width)), 'and end at its right edge').toBeLessThan(2)
  expect(play.y, 'below the picture').toBeGreaterThan(picture.y + picture.height)
  // right under it, where the eye already is, not floating apart
  expect(play.y - (picture.y + picture.height), 'close under the picture').toBeLessThan(24)
})

test('the paid-search landing form is in the first screen on desktop, beside the headline', async ({ page }) => {
  await at(page, 1440, LANDING)
  const heading = page.getByRole('heading', { level: 1 })
  const form = page.getByRole('form', { name: 'Find Your Next Leader!' })
  const h = (await heading.boundingBox())!
  const f = (await form.boundingBox())!
  expect(f.y, 'form starts in the first screen').toBeLessThan(HEIGHT[1440] - 200)
  expect(f.x, 'form beside the headline').toBeGreaterThanOrEqual(h.x + h.width - 1)
  await expect(page.getByRole('form', { name: 'Find Your Next Leader!' })).toHaveCount(1)
  // under the headline, beside the form, the page's reasons to enquire instead of an empty navy band
  const why = (await page.getByRole('heading', { name: 'Why clients choose us' }).boundingBox())!
  expect(why.x + why.width, 'reasons beside the form').toBeLessThan(f.x)
  expect(why.y, 'reasons in the first screen').toBeLessThan(HEIGHT[1440])
  // right under the headline's text, not pushed down by the form's height
  expect(why.y - (h.y + h.height), 'reasons right under the headline').toBeLessThan(240)
  await expect(page.getByRole('heading', { name: 'Why clients choose us' })).toHaveCount(1)
  // on a phone the form comes right after the headline, the reasons after the form
  await at(page, 390, LANDING)
  const phoneForm = (await form.boundingBox())!
  const phoneWhy = (await page.getByRole('heading', { name: 'Why clients choose us' }).boundingBox())!
  expect(phoneWhy.y, 'reasons after the form on a phone').toBeGreaterThan(phoneForm.y + phoneForm.height)
})

test('a paid-search landing page shows the partner who would lead the search, in their words, under the reasons', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await at(page, width, LANDING)
    const hero = page.locator('main section.bg-brand').first()
    const quote = hero.locator('figure')
    await expect(quote, `one quote in the hero at ${width}`).toHaveCount(1)
    // signed with a face and a name that lead to the partner's profile
    const name = quote.locator('figcaption a')
    await expect(name).toHaveAttribute('href', /^\/consultant\/[a-z0-9-]+$/)
    const portrait = quote.locator('figcaption img')
    await expect(portrait).toHaveAttribute('alt', (await name.innerText()).trim())
    await expect(quote.locator('figcaption')).toContainText('Partner')
    const why = (await page.getByRole('heading', { name: 'Why clients choose us' }).boundingBox())!
    const q = (await quote.boundingBox())!
    expect(q.y, `quote under the reasons at ${width}`).toBeGreaterThan(why.y + why.height)
    if (width === 1440) {
      const form = (await page.getByRole('form', { name: 'Find Your Next Leader!' }).boundingBox())!
      expect(q.x + q.width, 'quote beside the form').toBeLessThan(form.x)
      expect(q.y + q.height, 'quote no lower than the form').toBeLessThanOrEqual(form.y + form.height)
    }
    // said once: not repeated as a block further down the page
    await expect(page.locator('main blockquote')).toHaveCount(1)
  }
})

test('an office’s hero offers its number and the way to its address and map, in a phone’s first screen', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await at(page, width, pathOf('office'))
    const hero = page.locator('main header.bg-brand')
    const call = hero.getByRole('link', { name: /^Call \+/ })
    await expect(call).toHaveAttribute('href', /^tel:\+\d+$/)
    const map = hero.getByRole('link', { name: 'Address and map' })
    for (const link of [call, map]) {
      const box = (await link.boundingBox())!
      expect(box.y + box.height, `in the first screen at ${width}`).toBeLessThanOrEqual(HEIGHT[width])
      expect(box.height, `touch-sized at ${width}`).toBeGreaterThanOrEqual(44)
    }
    await map.click()
    await expect(page.locator('#visit')).toBeInViewport()
    await expect(page.locator('#visit address')).toBeInViewport()
  }
})

test('a webinar’s picture follows its call to action on a phone and stands beside its text on a wide screen', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await at(page, width, pathOf('webinar'))
    const picture = (await page.locator('main header img').boundingBox())!
    const share = (await page.getByRole('heading', { name: 'Share this webinar' }).boundingBox())!
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    if (width < 1024) {
      expect(picture.y, `picture before the share buttons at ${width}`).toBeLessThan(share.y)
      expect(picture.y, `picture after the title at ${width}`).toBeGreaterThan(title.y)
    } else {
      expect(picture.x, 'picture right of the text').toBeGreaterThan(title.x + title.width)
      expect(picture.x, 'picture right of the share buttons').toBeGreaterThan(share.x + share.width)
      expect(share.y, 'share buttons under the text').toBeGreaterThan(title.y + title.height)
    }
  }
})

test('search: one search box on /search, matches marked in the brand’s tint', async ({ page }) => {
  await at(page, 1440, '/search?q=cfo')
  await expect(page.locator('input[type="search"]:visible')).toHaveCount(1)
  const mark = page.locator('main mark').first()
  await expect(mark).toBeVisible()
  const background = await mark.evaluate((m) => getComputedStyle(m).backgroundColor)
  expect(background).not.toBe('rgb(255, 255, 0)')
})

test('the 404 page names the missing address once', async ({ page }) => {
  await at(page, 390, '/no-such-page-here')
  await expect(page.getByText('/no-such-page-here')).toHaveCount(1)
})

/** The design review's layout faults, at 320, 390 and 1440 px. */
const REVIEW_WIDTHS = [320, 390, 1440] as const
const REVIEW_HEIGHT = { 320: 640, 390: 844, 1440: 900 } as const
const pathOf = (template: string) => templates.find((t) => t.template === template)!.path

async function atReview(page: Page, width: (typeof REVIEW_WIDTHS)[number], path: string) {
  await page.setViewportSize({ width, height: REVIEW_HEIGHT[width] })
  await page.goto(path)
}

/**
 * The lines the visible elements matched sit on, one top per line: an element starts a new line only
 * below the bottom of the line before (items of one line may be centred, so their tops differ a little).
 */
function tops(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) => {
    const boxes = els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => e.getBoundingClientRect())
      .sort((a, b) => a.top - b.top)
    const lines: Array<{ top: number; bottom: number }> = []
    for (const box of boxes) {
      const line = lines.at(-1)
      if (line && box.top < line.bottom) line.bottom = Math.max(line.bottom, box.bottom)
      else lines.push({ top: box.top, bottom: box.bottom })
    }
    return lines.map((l) => Math.round(l.top))
  })
}

test('portraits fill their frames, and consultant cards of a row keep name and role level', async ({ page }) => {
  for (const width of REVIEW_WIDTHS) {
    await atReview(page, width, '/consultant')
    const frames = await page.locator('main [data-portrait]').evaluateAll((spans) =>
      spans.map((span) => {
        const f = span.getBoundingClientRect()
        const i = span.querySelector('img')!.getBoundingClientRect()
        return {
          gap: Math.max(f.right - i.right, f.bottom - i.bottom, i.left - f.left, i.top - f.top),
          bg: getComputedStyle(span).backgroundColor,
        }
      }),
    )
    expect(frames.length, `portraits at ${width}`).toBeGreaterThan(0)
    for (const f of frames) {
      expect(f.gap, `portrait gap at ${width}`).toBeLessThanOrEqual(0.5)
      expect(f.bg, 'the frame is not navy').not.toBe('rgb(11, 37, 69)')
    }
    const rows = await page.locator('main ul.grid > li').evaluateAll((lis) => {
      const byRow = new Map<number, { role: number }[]>()
      for (const li of lis) {
        const name = li.querySelector('[data-card-name]')
        const role = name?.nextElementSibling
        if (!name || !role) continue
        const top = Math.round(li.getBoundingClientRect().top)
        byRow.set(top, [...(byRow.get(top) ?? []), { role: Math.round(role.getBoundingClientRect().top) }])
      }
      return [...byRow.values()].map((row) => new Set(row.map((c) => c.role)).size)
    })
    for (const distinct of rows) expect(distinct, `roles of one row level at ${width}`).toBe(1)
  }
})

test('profile: room above the bio, the Expertise box a white card of its own height', async ({ page }) => {
  for (const width of REVIEW_WIDTHS) {
    await atReview(page, width, pathOf('consultant'))
    const layout = await page.evaluate(() => {
      const body = document.querySelector('[data-profile-body]')!
      const band = body.previousElementSibling!.getBoundingClientRect()
      const heading = body.querySelector('h2')!.getBoundingClientRect()
      const aside = body.querySelector('aside')!
      const style = getComputedStyle(aside)
      const last = aside.lastElementChild!.getBoundingClientRect()
      return {
        gap: heading.top - band.bottom,
        background: style.backgroundColor,
        border: parseFloat(style.borderTopWidth),
        emptyBottom: aside.getBoundingClientRect().bottom - last.bottom,
      }
    })
    expect(layout.gap, `space above the bio at ${width}`).toBeGreaterThanOrEqual(63)
    expect(layout.gap, `space above the bio at ${width}`).toBeLessThanOrEqual(81)
    expect(layout.background).toBe('rgb(255, 255, 255)')
    expect(layout.border).toBeGreaterThan(0)
    expect(layout.emptyBottom, 'no empty bottom in the Expertise box').toBeLessThanOrEqual(40)
  }
})

test('one type system: lining figures, sans eyebrows, every article paragraph spaced', async ({ page }) => {
  await atReview(page, 1440, '/')
  const numeric = await page
    .locator('main [data-figures]')
    .first()
    .evaluate((e) => getComputedStyle(e).fontVariantNumeric)
  expect(numeric).toContain('lining-nums')
  await atReview(page, 1440, pathOf('insight article'))
  const families = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    share: getComputedStyle(document.getElementById('share-heading')!).fontFamily,
  }))
  expect(families.share, 'the share label is the sans eyebrow').toBe(families.body)
  for (const width of REVIEW_WIDTHS) {
    await atReview(page, width, pathOf('insight article'))
    const gaps = await page
      .locator('main .prose-body')
      .first()
      .evaluate((body) => {
        const blocks = [...body.children]
        return blocks.slice(1).map((b, k) => b.getBoundingClientRect().top - blocks[k]!.getBoundingClientRect().bottom)
      })
    for (const gap of gaps) expect(gap, `space between rich-text blocks at ${width}`).toBeGreaterThanOrEqual(12)
  }
})

test('phone: one-line pager and chip row, whole topic text, region pins inside the map', async ({ page }) => {
  for (const width of REVIEW_WIDTHS) {
    for (const path of ['/consultant', '/insights']) {
      await atReview(page, width, path)
      expect(await tops(page, 'main nav[data-pagination] li'), `pager on one line at ${width}: ${path}`).toHaveLength(1)
    }
    await atReview(page, width, '/insights')
    if (width < 640) {
      expect(await tops(page, 'main [data-chip-row] > li'), `chips in one row at ${width}`).toHaveLength(1)
      const chips = page.locator('main [data-chip-row] a')
      await chips.last().focus()
      await expect(chips.last()).toBeInViewport()
      // a later category's page opens with its own chip whole on screen, without a tap
      const last = (await chips.last().getAttribute('href'))!
      await atReview(page, width, last)
      const active = (await page.locator('main [data-chip-row] a[aria-current="page"]').boundingBox())!
      expect(active.x, `active chip's left edge on screen at ${width}`).toBeGreaterThanOrEqual(0)
      expect(active.x + active.width, `active chip's right edge on screen at ${width}`).toBeLessThanOrEqual(width)
      // the row fades at its end while more of it hides there, never over the page's own chip
      const row = page.locator('main [data-chip-row]')
      // the fade's width to the nearest 4 px: where the row sits a pixel or two from its end, it has begun to go
      const fade = () =>
        row.evaluate((el) => Math.round(parseFloat(getComputedStyle(el).getPropertyValue('--fade-end')) / 4) * 4)
      const line = (await row.boundingBox())!
      // (within the 4 px the fade's width is rounded to)
      expect(active.x + active.width, `the page's own chip clear of the fade at ${width}`).toBeLessThanOrEqual(
        line.x + line.width - (await fade()) + 4,
      )
      await atReview(page, width, '/insights')
      expect(await fade(), `scrolled to the start at ${width}`).toBe(40)
      await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
      await expect.poll(fade, { message: `scrolled to the end at ${width}` }).toBe(0)
    } else {
      const row = page.locator('main [data-chip-row]')
      const fade = await row.evaluate((el) => getComputedStyle(el).getPropertyValue('--fade-end').trim())
      expect(fade, `no fade where the chips wrap at ${width}`).toBe('0px')
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0)

    await atReview(page, width, '/contact-us')
    const form = page.getByRole('form', { name: /^Get in touch/ })
    await expect(form.getByLabel('Topic', { exact: true })).toBeEnabled()
    await form.getByLabel('Topic', { exact: true }).selectOption('leadership')
    const shown = form.locator('[data-select-text]').first()
    await expect(shown).toHaveText('Engage the firm for executive search services')
    const cut = await shown.evaluate((s) => s.scrollWidth - s.clientWidth)
    expect(cut, `topic text whole at ${width}`).toBeLessThanOrEqual(0)
    // the copy sits inside the select's border on all four sides, so the box is drawn whole
    const select = (await form.getByLabel('Topic', { exact: true }).boundingBox())!
    const copy = (await shown.boundingBox())!
    expect(copy.y, `top border at ${width}`).toBeGreaterThan(select.y)
    expect(copy.y + copy.height, `bottom border at ${width}`).toBeLessThan(select.y + select.height)
    expect(copy.x, `left border at ${width}`).toBeGreaterThan(select.x)

    await atReview(page, width, '/region/europe')
    const map = page.getByRole('img', { name: /^Map of our .* in Europe$/ })
    const outside = await map.evaluate((svg) => {
      const box = svg.getBoundingClientRect()
      return [...svg.querySelectorAll('circle')].filter((c) => {
        const r = c.getBoundingClientRect()
        return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom
      }).length
    })
    expect(outside, `pins cut at the map's edge at ${width}`).toBe(0)
  }
})

test('a breadcrumb is never cut at the screen’s edge: on a phone it ends whole at the page’s parent', async ({
  page,
}) => {
  const trails = [
    '/expertise/functions/chief-executive-officer/ceo-succession',
    LANDING,
    pathOf('insight article'),
    pathOf('office service'),
  ]
  for (const width of WIDTHS) {
    for (const path of trails) {
      await at(page, width, path)
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol')
      const line = (await trail.boundingBox())!
      for (const item of await trail.locator('li').all()) {
        if (!(await item.isVisible())) continue
        const box = (await item.boundingBox())!
        expect(box.x + box.width, `a crumb ends inside the line at ${width}: ${path}`).toBeLessThanOrEqual(
          line.x + line.width + 1,
        )
      }
      await expect(trail.getByRole('link', { name: 'Arden Hale' })).toBeVisible()
      const current = trail.locator('[aria-current="page"]')
      // in the accessibility tree at every width
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(await current.innerText()),
      ).toHaveCount(1)
      if (width < 640) {
        expect(
          (await current.boundingBox())?.width ?? 0,
          `the page's own crumb left to the heading at ${width}`,
        ).toBeLessThanOrEqual(1)
        // every crumb shown is shown whole: none ends in an ellipsis
        const cut = await trail.locator('li:visible a, li:visible span:not([aria-hidden])').evaluateAll((els) =>
          els
            // the page's own crumb, kept for screen readers, is a pixel wide
            .filter((e) => e.getBoundingClientRect().width > 1 && e.scrollWidth > e.clientWidth + 1)
            .map((e) => e.textContent),
        )
        expect(cut, `crumbs cut at ${width}: ${path}`).toEqual([])
      } else {
        const box = (await current.boundingBox())!
        expect(box.width, `the page's own crumb shows some of its title at ${width}`).toBeGreaterThan(40)
      }
    }
  }
})

test('a profile shows the portrait beside the name, and the way to contact the person on the first screen', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await at(page, width, pathOf('consultant'))
    const name = page.getByRole('heading', { level: 1 })
    const portrait = page.locator('header [data-portrait], header [data-monogram]').first()
    const contact = page.getByRole('link', { name: /^Contact / }).first()
    const [n, p, c] = [await name.boundingBox(), await portrait.boundingBox(), await contact.boundingBox()]
    // beside: on a phone at the name's left, from the tablet width up at its right, never above it
    if (width < 768) expect(p!.x + p!.width, `${width}`).toBeLessThanOrEqual(n!.x)
    else expect(p!.x, `${width}`).toBeGreaterThanOrEqual(n!.x + n!.width)
    expect(p!.y, `${width}`).toBeLessThanOrEqual(n!.y + n!.height)
    if (width <= 390)
      expect(c!.y + c!.height, `${width}: "Contact" on the first screen`).toBeLessThanOrEqual(HEIGHT[width])
  }
})
