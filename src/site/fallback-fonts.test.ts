import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontFile } from './fonts/font-file'

const require = createRequire(import.meta.url)
// next/font's own fallback calculation (over its font reader's result): the stand-ins must match what it would compute
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
    getFallbackMetricsFromFontFile: (
      font: unknown,
      category: 'serif' | 'sans-serif',
    ) => { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string }
  }

const dir = import.meta.dirname
const css = readFileSync(path.join(dir, 'fallback-fonts.css'), 'utf8')

function face(family: string): Record<string, string> {
  const block = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!).find((b) => b.includes(`'${family}'`))
  if (!block) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries(
    block
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [
        d.slice(0, d.indexOf(':')).trim(),
        d
          .slice(d.indexOf(':') + 1)
          .replace(/\s+/g, ' ')
          .trim(),
      ]),
  )
}

const percent = (v: string) => Number.parseFloat(v)

describe.each([
  {
    family: 'Arden Sans Fallback',
    file: 'inter-latin.woff2',
    category: 'sans-serif' as const,
    twins: ['Arial', 'Liberation Sans', 'Arimo'],
  },
  {
    family: 'Arden Serif Fallback',
    file: 'playfair-display-latin.woff2',
    category: 'serif' as const,
    twins: ['Times New Roman', 'Liberation Serif', 'Tinos'],
  },
])('$family', ({ family, file, category, twins }) => {
  const declared = face(family)
  const expected = getFallbackMetricsFromFontFile(fontFile(file).font, category)

  it('has the overrides next/font computes from the font file', () => {
    expect(percent(declared['ascent-override']!)).toBe(percent(expected.ascentOverride))
    expect(percent(declared['descent-override']!)).toBe(percent(expected.descentOverride))
    expect(percent(declared['line-gap-override']!)).toBe(percent(expected.lineGapOverride))
    expect(percent(declared['size-adjust']!)).toBe(percent(expected.sizeAdjust))
  })

  it('names the metric twins of its reference font, for systems without it (Linux, Android)', () => {
    for (const name of twins) expect(declared.src).toContain(`local('${name}')`)
  })
})

describe('the display fonts', () => {
  it("fall back to our stand-ins, not next/font's Arial-only ones", () => {
    const source = readFileSync(path.join(dir, 'fonts.ts'), 'utf8')
    expect(source.match(/adjustFontFallback: false/g)).toHaveLength(2)
    expect(source).toContain("fallback: ['Arden Sans Fallback']")
    expect(source).toContain("fallback: ['Arden Serif Fallback']")
    expect(readFileSync(path.join(dir, 'globals.css'), 'utf8')).toContain("@import './fallback-fonts.css';")
  })
})
