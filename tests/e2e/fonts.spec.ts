import type { Browser } from '@playwright/test'
import { expect, test } from './support/test'

/**
 * A display font that arrives after the first paint must not move the page: until it is there, the
 * text is drawn in a metrics-matched stand-in (src/site/fallback-fonts.css), on systems without Arial
 * and Times New Roman too (this machine, like Linux and Android, has neither). Each page is laid out
 * twice on a phone-sized screen, once with the fonts and once with them blocked, and the boxes that
 * decide where everything below them goes must come out the same.
 */
const PAGES = [
  '/',
  '/about-arden-hale',
  '/services/fr/executive-search',
  '/webinar/three-barriers-to-womens-career-progression',
]

/** The page's display heading: the h1, but on the home page the first slide's headline (its h1 is the sans eyebrow). */
const headingOf = (path: string) => (path === '/' ? 'main [aria-roledescription="slide"] h2' : 'main h1')

type Box = { top: number; height: number }
type Layout = Record<'header' | 'main' | 'h1' | 'firstText', Box> & { h1Font: PlatformFont; textFont: PlatformFont }
type PlatformFont = { familyName: string; isCustomFont: boolean }

async function layoutOf(browser: Browser, path: string, withFonts: boolean): Promise<Layout> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  if (withFonts) {
    // `optional` fonts are used only when they are there for the first paint: load them into the cache first
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
  } else {
    await page.route(/\.woff2(\?|$)/, (route) => route.abort())
  }
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  // the font each element is really drawn in, as the browser reports it
  const cdp = await context.newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  await cdp.send('CSS.enable')
  const fontOf = async (selector: string): Promise<PlatformFont> => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]
    return { familyName: main?.familyName ?? '?', isCustomFont: main?.isCustomFont ?? false }
  }
  const heading = headingOf(path)
  const layout = await page.evaluate((heading) => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect()
      return { top: Math.round(r?.top ?? -1), height: Math.round(r?.height ?? -1) }
    }
    const main = document.querySelector('main')
    return {
      header: box(document.querySelector('header')),
      main: box(main),
      h1: box(document.querySelector(heading)),
      firstText: box(main?.querySelector('p') ?? null),
    }
  }, heading)
  const fonts = { h1Font: await fontOf(heading), textFont: await fontOf('main p') }
  await context.close()
  return { ...layout, ...fonts }
}

test.describe('display fonts and their stand-ins', () => {
  for (const path of PAGES) {
    test(`${path}: the stand-in fonts lay the page out as the display fonts do`, async ({ browser }) => {
      const withFonts = await layoutOf(browser, path, true)
      const standIn = await layoutOf(browser, path, false)
      // the display fonts on the first load; on the second their stand-ins, not whatever the system has
      expect(withFonts.h1Font).toEqual({ familyName: 'Playfair Display', isCustomFont: true })
      expect(withFonts.textFont).toEqual({ familyName: 'Inter', isCustomFont: true })
      expect(standIn.h1Font.familyName).toMatch(/^(Times New Roman|Liberation Serif|Tinos|Times)$/)
      expect(standIn.textFont.familyName).toMatch(/^(Arial|Liberation Sans|Arimo|Helvetica)$/)
      for (const key of ['header', 'main', 'h1', 'firstText'] as const) {
        const [a, b] = [withFonts[key], standIn[key]]
        expect(Math.abs(a.top - b.top), `${key} top: ${a.top} with the fonts, ${b.top} without`).toBeLessThanOrEqual(4)
        // main's own height is the whole page's: small differences in where long text wraps add up below
        if (key !== 'main') {
          expect(Math.abs(a.height - b.height), `${key} height: ${a.height} vs ${b.height}`).toBeLessThanOrEqual(4)
        }
      }
    })
  }
})
