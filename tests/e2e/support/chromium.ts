/**
 * The machine's Chromium (Debian's package; browsers cannot be downloaded here) and the flags every
 * browser run uses: root needs no sandbox, there is no GPU, and the closed network refuses
 * Chromium's background connections. Shared by playwright.config.ts and `npm run audit`.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
