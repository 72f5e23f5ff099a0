/**
 * `npm run audit -- --ab <patch>`: the site with and without one of its framework patches
 * (src/lib/framework-patches.ts), served side by side from two production servers and measured by
 * interleaved mobile Lighthouse runs (with, without, without, with, …) on each template, so a drift
 * of the machine's speed falls on both alike. Prints one markdown table per run for the patch's ADR
 * (docs/decisions/) and keeps every run in .tmp-audit/ab-<patch>-<condition>.json.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import type { Result } from 'lighthouse'
import type { FrameworkPatch } from '../../src/lib/framework-patches'
import type { PageTemplate } from '../../tests/e2e/support/page-templates'
import { chromeFlags, chromePath, lighthouseRun, numeric, score, type RunOptions } from './lighthouse'
import { scriptsDownloaded } from './scripts-downloaded'
import { auditDir, BARE_PORT, SITE_PORT, type SiteVariant } from './sites'

/** What "with" and "without" mean for each patch. */
export const AB_PAIRS: Record<FrameworkPatch, { with: SiteVariant; without: SiteVariant }> = {
  'defer-scripts': { with: { label: 'with', off: [] }, without: { label: 'without', off: ['defer-scripts'] } },
  'compile-hints': { with: { label: 'with', off: [] }, without: { label: 'without', off: ['compile-hints'] } },
  'plain-links': { with: { label: 'with', off: [] }, without: { label: 'without', off: ['plain-links'] } },
}

export const AB_PORT = SITE_PORT + 2

type Sample = { perf: number; tbtMs: number; lcpMs: number; fcpMs: number; siMs: number }
type Side = { samples: Sample[]; jsGzipBytes: number; scripts: number }
export type AbResult = {
  patch: FrameworkPatch
  condition: string
  options: RunOptions
  bare: Sample[]
  bareJsGzipBytes: number
  templates: Array<{ template: string; path: string; with: Side; without: Side }>
}

const sample = (lhr: Result): Sample => ({
  perf: score(lhr, 'performance'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  fcpMs: numeric(lhr, 'first-contentful-paint'),
  siMs: numeric(lhr, 'speed-index'),
})

export const conditionOf = (o: RunOptions) => `cpu${o.cpuSlowdown ?? 4}-${o.freshChrome ? 'fresh' : 'shared'}-chrome`

export async function runAb(
  patch: FrameworkPatch,
  templates: PageTemplate[],
  runs: number,
  options: RunOptions,
): Promise<AbResult> {
  const origin = { with: `http://localhost:${SITE_PORT}`, without: `http://localhost:${AB_PORT}` }
  const condition = conditionOf(options)
  const out: AbResult = { patch, condition, options, bare: [], bareJsGzipBytes: NaN, templates: [] }
  const file = path.join(auditDir, `ab-${patch}-${condition}.json`)
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
  try {
    out.bareJsGzipBytes = (await scriptsDownloaded(browser, `http://localhost:${BARE_PORT}/`)).gzipBytes
    for (const t of templates) {
      const side = async (which: 'with' | 'without'): Promise<Side> => {
        const js = await scriptsDownloaded(browser, `${origin[which]}${t.path}`)
        return { samples: [], jsGzipBytes: js.gzipBytes, scripts: js.count }
      }
      out.templates.push({ ...t, with: await side('with'), without: await side('without') })
    }
  } finally {
    await browser.close()
  }
  console.log(`  ${patch}, ${condition}: ${runs} interleaved mobile runs per side on ${templates.length} template(s)`)
  for (let i = 0; i < runs; i++) out.bare.push(sample(await lighthouseRun(`http://localhost:${BARE_PORT}/`, options)))
  console.log(`  bare Next.js page: ${out.bare.map((s) => s.perf).join(' ')}`)
  for (const row of out.templates) {
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)
      for (const which of order) {
        row[which].samples.push(sample(await lighthouseRun(`${origin[which]}${row.path}`, options)))
      }
    }
    console.log(
      `  ${row.path}: with ${row.with.samples.map((s) => s.perf).join(' ')} | without ${row.without.samples.map((s) => s.perf).join(' ')}`,
    )
    writeFileSync(file, JSON.stringify(out, null, 2))
  }
  return out
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const range = (xs: number[], fmt: (n: number) => string) =>
  `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`

/**
 * Whether the patch's effect on a metric stands outside the run-to-run spread: every run of one
 * side better than every run of the other. `lower` when less is better.
 */
export function verdict(withXs: number[], withoutXs: number[], lower: boolean): 'gain' | 'loss' | 'within spread' {
  const better = (a: number[], b: number[]) =>
    lower ? Math.max(...a) < Math.min(...b) : Math.min(...a) > Math.max(...b)
  if (better(withXs, withoutXs)) return 'gain'
  if (better(withoutXs, withXs)) return 'loss'
  return 'within spread'
}

/** The result as a markdown table: median (lowest–highest) of each side, and the verdict per metric. */
export function abTable(r: AbResult): string {
  const ms = (n: number) => n.toFixed(0)
  const s = (n: number) => (n / 1000).toFixed(2)
  const lines = [
    `**${r.patch}**, ${r.condition}: bare Next.js page mobile ${range(
      r.bare.map((b) => b.perf),
      String,
    )}, TBT ${range(
      r.bare.map((b) => b.tbtMs),
      ms,
    )} ms, JS ${(r.bareJsGzipBytes / 1024).toFixed(1)} KB gz`,
    '',
    '| template | side | perf | TBT ms | LCP s | FCP s | JS KB gz (scripts) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const t of r.templates) {
    for (const which of ['with', 'without'] as const) {
      const x = t[which]
      const col = (k: keyof Sample, f: (n: number) => string) =>
        range(
          x.samples.map((v) => v[k]),
          f,
        )
      lines.push(
        `| ${which === 'with' ? t.path : ''} | ${which} | ${col('perf', String)} | ${col('tbtMs', ms)} | ${col('lcpMs', s)} | ${col('fcpMs', s)} | ${(x.jsGzipBytes / 1024).toFixed(1)} (${x.scripts}) |`,
      )
    }
    const v = (k: keyof Sample, lower: boolean) =>
      verdict(
        t.with.samples.map((x) => x[k]),
        t.without.samples.map((x) => x[k]),
        lower,
      )
    lines.push(
      `| | verdict | ${v('perf', false)} | ${v('tbtMs', true)} | ${v('lcpMs', true)} | ${v('fcpMs', true)} | |`,
    )
  }
  return lines.join('\n')
}
