import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontFile } from './fonts/font-file'

/**
 * On Lighthouse's simulated slow 4G the two preloaded fonts are the last requests the largest paint
 * waits for: each round trip they save is 150 ms of LCP (docs/performance.md#the-fonts-are-the-largest-paints-last-wait).
 */
const PRELOADED_FONTS_MAX_BYTES = 42 * 1024

describe('the display fonts', () => {
  it(`weigh at most ${PRELOADED_FONTS_MAX_BYTES / 1024} KB together`, () => {
    const bytes = fontFile('inter-latin.woff2').bytes.length + fontFile('playfair-display-latin.woff2').bytes.length
    expect(bytes).toBeLessThanOrEqual(PRELOADED_FONTS_MAX_BYTES)
  })

  it('serif: one static bold cut, declared as such', () => {
    const serif = fontFile('playfair-display-latin.woff2').font
    expect(serif.variationAxes).toEqual({})
    expect(serif['OS/2'].usWeightClass).toBe(700)
    const source = readFileSync(path.join(import.meta.dirname, 'fonts.ts'), 'utf8')
    expect(source).toMatch(/src: '\.\/fonts\/playfair-display-latin\.woff2',[\s\S]*?weight: '700',/)
  })

  it("keep the figures globals.css asks for: the serif's lining ones (its own are old-style), the sans' tabular ones", () => {
    const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')
    expect(css).toContain('font-variant-numeric: lining-nums tabular-nums')
    expect(fontFile('playfair-display-latin.woff2').font.availableFeatures).toContain('lnum')
    expect(fontFile('inter-latin.woff2').font.availableFeatures).toContain('tnum')
  })

  it('sans: variable from regular to bold, the weights the site uses', () => {
    const sans = fontFile('inter-latin.woff2').font
    expect(sans.variationAxes.wght).toMatchObject({ min: 400, max: 700 })
  })
})

/** Every .tsx file under src. */
function sources(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tsx'))
    .map((e) => path.join(e.parentPath, e.name))
}

describe('serif text', () => {
  const src = path.join(import.meta.dirname, '..')
  const weights = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/

  /** The weight a class list gives serif text at each breakpoint where the serif applies ("" = all widths). */
  function serifWeights(tag: string, classes: string): string[] {
    const tokens = classes.split(/\s+/).filter(Boolean)
    const variant = (t: string) => t.slice(0, t.lastIndexOf(':') + 1)
    const base = (t: string) => t.slice(t.lastIndexOf(':') + 1)
    const weightAt = (v: string) =>
      tokens.find((t) => variant(t) === v && weights.test(base(t))) ??
      tokens.find((t) => variant(t) === '' && weights.test(t))
    const serifAt = new Set(tokens.filter((t) => base(t) === 'font-serif').map(variant))
    if (/^(h[1-3]|Heading)$/.test(tag)) serifAt.add('')
    return [...serifAt].flatMap((v) => {
      const w = weightAt(v)
      return w ? [base(w)] : []
    })
  }

  it('is never given a weight other than bold: not on an element set in the serif, not on a heading', () => {
    const offenders: string[] = []
    for (const f of sources(src)) {
      const text = readFileSync(f, 'utf8')
      for (const m of text.matchAll(/<(\w+)\b[^>]*?className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
        const [, tag, plain, template] = m
        const classes = plain ?? template ?? ''
        // a weight the serif file lacks would be drawn bold anyway: say so where it is written
        if (serifWeights(tag!, classes).some((w) => w !== 'font-bold'))
          offenders.push(`${path.relative(src, f)}: <${tag} className="${classes}">`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('in the stylesheet is bold wherever a rule sets the serif', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')
    const rules = [...css.matchAll(/\{([^{}]*font-family: var\(--font-serif\)[^{}]*)\}/g)].map((m) => m[1]!)
    expect(rules.length).toBeGreaterThanOrEqual(2)
    for (const body of rules) expect(body).toContain('font-weight: 700')
  })
})
