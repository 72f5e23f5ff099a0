/**
 * All the JavaScript a visit downloads (docs/performance.md#budgets's budget): every script the page fetches from its
 * first byte until no new script has started for QUIET_MS (deferred chunks, idle third parties and
 * prefetches included), as gzip bytes whatever the server's own compression. Read in Chromium, not
 * from a Lighthouse trace, whose recording may stop before late scripts start.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

const QUIET_MS = 5000
const MAX_MS = 30_000

export async function scriptsDownloaded(browser: Browser, url: string): Promise<{ gzipBytes: number; count: number }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Set<string>()
  let last = Date.now()
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return
    scripts.add(r.url())
    last = Date.now()
  })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    const started = Date.now()
    while (Date.now() - last < QUIET_MS && Date.now() - started < MAX_MS) await page.waitForTimeout(250)
  } finally {
    await context.close()
  }
  const sizes = await Promise.all(
    [...scripts].map(async (u) => gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer())).byteLength),
  )
  return { gzipBytes: sizes.reduce((a, b) => a + b, 0), count: scripts.size }
}
