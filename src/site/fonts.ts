import localFont from 'next/font/local'

/**
 * The two display fonts of requirements §1, self-hosted and preloaded (no font CDN). `optional`, not `swap`:
 * a font that has not arrived by the first paint is not swapped in later on that page, because the
 * swap moved the hero heading and the header (a layout shift of 0.01-0.06 on the home page once the
 * page painted before its fonts had loaded). The preload and the browser cache make it ready for
 * the first paint almost always, and every later page has it.
 *
 * Until a font is there, text is drawn in a metrics-matched stand-in (fallback-fonts.css), so the
 * layout barely changes when it arrives. next/font's own stand-in names only Arial and Times New
 * Roman, which Linux and Android lack: there the text fell through to an unadjusted system font, and
 * a page whose font came late moved by up to 0.25 (Lighthouse, mobile). Ours also names their metric
 * twins (Liberation, Arimo, Tinos), so `adjustFontFallback` is off.
 *
 * next/font names a font's family after the constant it is assigned to, so the constants must not
 * be `sans` or `serif`: fontconfig (Linux) takes those for its own aliases of the system's DejaVu
 * fonts, and a page whose font came late would be drawn in DejaVu, never reaching the stand-ins.
 */
export const ardenSans = localFont({
  src: './fonts/inter-latin.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'optional',
  preload: true,
  adjustFontFallback: false,
  fallback: ['Arden Sans Fallback'],
})

export const ardenSerif = localFont({
  src: './fonts/playfair-display-latin.woff2',
  variable: '--font-serif',
  // one static weight: every serif text is bold (headings, pull quotes, monograms), and a static cut
  // is 11 KB lighter than the variable one on the first load
  weight: '700',
  display: 'optional',
  preload: true,
  adjustFontFallback: false,
  fallback: ['Arden Serif Fallback'],
})
