import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(selector: string): string {
  const at = css.indexOf(`${selector} {`)
  expect(at, selector).toBeGreaterThanOrEqual(0)
  return css.slice(at, css.indexOf('}', at))
}

describe('globals.css', () => {
  it('draws lining figures everywhere (the serif’s old-style digits sit unevenly), tabular on figures and dates', () => {
    expect(rule('  html')).toMatch(/font-variant-numeric: lining-nums;/)
    expect(css).toMatch(
      /\[data-figures\],\s*\[data-count\],\s*time \{\s*font-variant-numeric: lining-nums tabular-nums;/,
    )
  })

  it('balances headings and keeps a paragraph from ending on a lone word', () => {
    expect(rule('  h1,\n  h2,\n  h3')).toContain('text-wrap: balance')
    expect(rule('  p')).toContain('text-wrap: pretty')
  })

  it('has one eyebrow style: sans capitals, even on a heading element', () => {
    const eyebrow = rule('@utility eyebrow')
    expect(eyebrow).toContain('font-family: var(--font-sans)')
    expect(eyebrow).toContain('text-transform: uppercase')
  })

  it('is the only eyebrow class the components write (a misspelt one silently falls back to the serif)', () => {
    const src = path.join(import.meta.dirname, '..')
    const misspelt = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .flatMap((f) =>
        [...readFileSync(path.join(src, f), 'utf8').matchAll(/className="[^"]*\b(eyebrow[\w-]+)/g)].map(
          (m) => `${f}: ${m[1]}`,
        ),
      )
    expect(misspelt).toEqual([])
  })

  it('spaces every rich-text block, a quote too, so no two paragraphs touch', () => {
    for (const selector of [
      '.prose-body p',
      '.prose-body h2',
      '.prose-body h3',
      '.prose-body h4',
      '.prose-body blockquote',
    ])
      expect(rule(selector), selector).toMatch(/margin: [^;]*\d/)
    expect(css).toMatch(/\.prose-body ul,\s*\.prose-body ol \{\s*margin:/)
  })
})
