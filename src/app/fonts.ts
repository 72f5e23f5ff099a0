import localFont from 'next/font/local'

/**
 * The two display fonts of SPEC §1, self-hosted and preloaded (no font CDN). `optional`, not `swap`:
 * a font that has not arrived by the first paint is not swapped in later on that page, because the
 * swap moved the hero heading and the header (a layout shift of 0.01-0.06 on the home page once the
 * page painted before its fonts had loaded). The preload and the browser cache make it ready for
 * the first paint almost always, and every later page has it.
 */
export const sans = localFont({
  src: './fonts/inter-latin.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'optional',
  preload: true,
})

export const serif = localFont({
  src: './fonts/playfair-display-latin.woff2',
  variable: '--font-serif',
  weight: '400 700',
  display: 'optional',
  preload: true,
  // the metrics-matched stand-in until the font arrives is a serif too, so headings barely move at the swap
  adjustFontFallback: 'Times New Roman',
})
