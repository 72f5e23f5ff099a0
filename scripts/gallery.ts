/**
 * `npx tsx scripts/gallery.ts [site URL] [out dir]`: a picture of every page template
 * (tests/e2e/support/page-templates.ts, plus the careers and paid-search landing pages) at a phone
 * (390×844) and a desktop (1440×900) width, whole pages, from a running site (default
 * http://localhost:3000) into docs/gallery/ (or the folder given), with an index.md that shows them.
 * It only reads pages, so it runs against the demo as a visitor.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium'
import { resolveTemplates, type PageTemplate } from '../tests/e2e/support/page-templates'

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const out = path.resolve(process.argv[3] ?? path.join(import.meta.dirname, '../docs/gallery'))

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

/** CMS pages whose layout differs enough to be shown on their own. */
const EXTRA: PageTemplate[] = [
  { template: 'careers', path: '/join-arden-hale' },
  { template: 'paid-search landing', path: '/contact-us/executive-search-leadership-talent' },
]

const fileName = (template: string, viewport: string) =>
  `${template.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${viewport}.webp`

/** How long settle() waits for fonts and pictures before taking the screenshot anyway. */
const SETTLE_TIMEOUT_MS = 15_000

/**
 * Scrolls to the end, so what is drawn as it nears the viewport (lazy pictures, the form) is
 * requested, then waits (at most SETTLE_TIMEOUT_MS) until the web fonts are ready and every
 * picture has loaded or failed, and scrolls back to the top: on a busy machine the screenshot
 * would otherwise show empty portrait frames and fallback fonts.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 120))
    }
  })
  // a string, not a function: tsx names inner functions with a helper (__name) the page does not have
  const waiting = (await page.evaluate(`(async (timeout) => {
    const deadline = Date.now() + timeout
    const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)))
    await Promise.race([document.fonts.ready, sleep(deadline - Date.now())])
    // complete: loaded (naturalWidth > 0) or failed, which no wait would mend; a lazy picture with no
    // box (display: none, such as one shown at the other width) is never fetched, so it is not waited for
    const loading = () =>
      Array.from(document.images).filter(
        (img) => !img.complete && (img.loading !== 'lazy' || img.getClientRects().length > 0),
      ).length
    while (loading() > 0 && Date.now() < deadline) await sleep(250)
    window.scrollTo(0, 0)
    return { fonts: document.fonts.status !== 'loaded', pictures: loading() }
  })(${SETTLE_TIMEOUT_MS})`)) as { fonts: boolean; pictures: number }
  if (waiting.fonts || waiting.pictures)
    console.warn(
      `${page.url()}: after ${SETTLE_TIMEOUT_MS} ms, fonts loading: ${waiting.fonts}, pictures loading: ${waiting.pictures}`,
    )
  await page.waitForLoadState('networkidle').catch(() => {})
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true })
  const templates = [...(await resolveTemplates(async (p) => (await fetch(`${site}${p}`)).text())), ...EXTRA]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const rows: string[] = []
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      })
      // a made consent choice, so the cookie banner does not cover the pages
      await context.addCookies([
        {
          name: 'cookie-consent',
          value: 'necessary:yes,analytics:no,advertisement:no',
          domain: new URL(site).hostname,
          path: '/',
        },
      ])
      const page = await context.newPage()
      // The display fonts are `font-display: optional`: a load that starts with them out of the cache paints
      // (and keeps) the stand-in fonts, as a first visit does, so one page is loaded before the first screenshot.
      await page.goto(`${site}/`)
      await settle(page)
      for (const t of templates) {
        await page.goto(`${site}${t.path}`)
        await settle(page)
        const file = fileName(t.template, viewport.name)
        // WebP: whole pages as PNG would weigh tens of megabytes in the repository
        const png = await page.screenshot({ fullPage: true })
        // (WebP holds at most 16383 px a side: a longer page is scaled down to fit)
        await sharp(png)
          .resize({ height: 16_000, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 70 })
          .toFile(path.join(out, file))
        console.log(path.relative(process.cwd(), path.join(out, file)))
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  for (const t of templates) {
    rows.push(
      `## ${t.template}\n\n\`${t.path}\`\n\n` +
        VIEWPORTS.map((v) => `![${t.template}, ${v.name}](${fileName(t.template, v.name)})`).join(' ') +
        '\n',
    )
  }
  writeFileSync(
    path.join(out, 'index.md'),
    `# Gallery\n\nEvery page template at ${VIEWPORTS.map((v) => `${v.width} px (${v.name})`).join(' and ')}, ` +
      'made by `npx tsx scripts/gallery.ts`.\n\n' +
      rows.join('\n'),
  )
}

await main()
