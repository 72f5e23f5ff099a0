import localFont from 'next/font/local'

/** The two display fonts of SPEC §1, self-hosted and preloaded (no font CDN). */
export const sans = localFont({
  src: './fonts/inter-latin.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'swap',
  preload: true,
})

export const serif = localFont({
  src: './fonts/playfair-display-latin.woff2',
  variable: '--font-serif',
  weight: '400 700',
  display: 'swap',
  preload: true,
  // the metrics-matched stand-in until the font arrives is a serif too, so headings barely move at the swap
  adjustFontFallback: 'Times New Roman',
})
