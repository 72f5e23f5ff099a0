import { expect, test } from './support/test'
import { resolveTemplates, type PageTemplate } from './support/page-templates'

/**
 * Screenshot baselines of every page template's first screen at a phone and a desktop width, so a
 * change of how the site looks is a decision (update the baselines with
 * `npm test -- e2e tests/e2e/visual.spec.ts --update-snapshots` and review the pictures), not an
 * accident. The first screen is what every visitor sees; below it the layout tests
 * (tests/e2e/page-layout.spec.ts and the header's) guard the rules at four widths.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

let templates: PageTemplate[] = []

test.beforeAll(async ({ request }) => {
  templates = await resolveTemplates(async (path) => (await request.get(path)).text())
})

const fileName = (template: string, width: string) =>
  `${template.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`

for (const size of WIDTHS) {
  test(`every template's first screen looks as approved (${size.name}, ${size.width} px)`, async ({ page }) => {
    test.setTimeout(templates.length * 20_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    // the site's fonts are `display: optional`: a page whose font files come late keeps the fallback
    // fonts for good, so a busy machine's first page would be drawn in them; load every face into the
    // browser's cache first
    await page.goto('/')
    await page.evaluate(() => Promise.all([...document.fonts].map((f) => f.load().catch(() => undefined))))
    for (const t of templates) {
      await test.step(`${t.template}: ${t.path}`, async () => {
        await page.goto(t.path)
        // every picture of the first screen decoded, web fonts in
        await page.evaluate(async () => {
          await document.fonts.ready
          const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          await Promise.all(inView.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))))
        })
        await expect.soft(page, `${t.template} at ${size.width} px`).toHaveScreenshot(fileName(t.template, size.name), {
          animations: 'disabled',
          caret: 'hide',
          // anti-aliasing of text and pictures varies a little between runs: a few pixels may differ; but
          // a pixel counts as different from a small change of colour on (Playwright's default, 0.2 of
          // its colour distance, let a whole sand panel on white and a pale picture's motif pass unseen)
          maxDiffPixelRatio: 0.01,
          threshold: 0.02,
          timeout: 15_000,
        })
      })
    }
  })
}
