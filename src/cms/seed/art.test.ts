import { describe, expect, it } from 'vitest'
import { artSvg, INK, type Motif } from './art'
import { rngFor } from './random'

const MOTIFS: Motif[] = [
  'contours',
  'network',
  'colonnade',
  'steps',
  'summit',
  'table',
  'pipeline',
  'mosaic',
  'skyline',
  'windows',
  'rings',
  'globe',
  'city',
  'conversation',
  'letter',
]

describe('artSvg', () => {
  it.each(MOTIFS)('%s: the same key draws the same picture, another key another one', (motif) => {
    const a = artSvg(motif, 1200, 675, rngFor('x'))
    expect(artSvg(motif, 1200, 675, rngFor('x'))).toBe(a)
    expect(artSvg(motif, 1200, 675, rngFor('y'))).not.toBe(a)
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675"/)
    // no text: nothing depends on the fonts of the machine that seeds
    expect(a).not.toMatch(/<text\b/)
    expect(a).not.toMatch(/NaN|undefined/)
  })

  it('keeps to the brand palette', () => {
    const palette = new Set<string>(Object.values(INK))
    for (const motif of MOTIFS) {
      const colours = artSvg(motif, 800, 450, rngFor(motif)).match(/#[0-9a-f]{6}/gi) ?? []
      for (const c of colours) expect(palette, `${motif} uses ${c}`).toContain(c)
    }
  })
})
