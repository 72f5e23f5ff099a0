/**
 * Lighthouse 12 runs for the audit: mobile (simulated slow 4G and a 4× slower CPU, Lighthouse's
 * default) or desktop, in one long-lived Chrome or in a fresh Chrome per run.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium'

export const chromePath = CHROMIUM_PATH
export const chromeFlags = ['--headless', ...CHROMIUM_ARGS]

/** Lighthouse's mobile throttling (its `mobileSlow4G`), with the CPU slowdown as a parameter. */
const mobileThrottling = (cpuSlowdownMultiplier: number) => ({
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier,
})

export type RunOptions = {
  desktop?: boolean
  /** Mobile CPU slowdown; Lighthouse's default is 4. A lower one stands for a faster machine. */
  cpuSlowdown?: number
  /** A Chrome started for this run alone, as a visitor's first visit; else the shared one. */
  freshChrome?: boolean
}

let shared: chromeLauncher.LaunchedChrome | undefined

async function sharedChrome(): Promise<chromeLauncher.LaunchedChrome> {
  shared ??= await chromeLauncher.launch({ chromePath, chromeFlags })
  return shared
}

export function closeChrome(): void {
  shared?.kill()
  shared = undefined
}

export async function lighthouseRun(url: string, options: RunOptions = {}): Promise<Result> {
  // a trace that fails to record (NO_NAVSTART, NO_FCP) on a busy machine says nothing about the page: try again
  for (let attempt = 1; ; attempt++) {
    const fresh = options.freshChrome ? await chromeLauncher.launch({ chromePath, chromeFlags }) : undefined
    try {
      const chrome = fresh ?? (await sharedChrome())
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 60_000 }
      if (!options.desktop && options.cpuSlowdown !== undefined) {
        flags.throttling = mobileThrottling(options.cpuSlowdown)
      }
      const result = await lighthouse(url, flags, options.desktop ? desktopConfig : undefined)
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (!result.lhr.runtimeError) return result.lhr
      if (attempt === 3) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`)
      console.log(`  (${result.lhr.runtimeError.code} on ${url}, trying again)`)
    } finally {
      fresh?.kill()
    }
  }
}

export const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
export const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN

/** Audits of the scored categories that did not pass, for the report's "why". */
export function failedAudits(lhr: Result): string[] {
  const out = new Set<string>()
  for (const key of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.add(`${key}:${ref.id}`)
    }
  }
  return [...out]
}

/**
 * What moved, when a run's layout shift is over budget: the shift is rare and does not repeat on
 * demand, so the report keeps the elements Lighthouse saw move (selector, snippet, share of the score).
 */
export function layoutShiftSources(lhr: Result, run: string): string[] {
  if (!(numeric(lhr, 'cumulative-layout-shift') > 0.01)) return []
  type Item = {
    score?: number
    node?: { selector?: string; snippet?: string }
    subItems?: { items?: Array<{ cause?: string; extra?: { value?: string; snippet?: string } }> }
  }
  const items = (lhr.audits['layout-shifts']?.details as { items?: Item[] } | undefined)?.items ?? []
  const moved = items.map((i) => {
    const causes = (i.subItems?.items ?? []).map((c) => ` [${c.cause}: ${c.extra?.value ?? c.extra?.snippet ?? '?'}]`)
    return `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? '?'} ${(i.node?.snippet ?? '').slice(0, 100)}${causes.join('')}`
  })
  return [`layout shift (${run}) ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}: ${moved.join(' | ') || '?'}`]
}
