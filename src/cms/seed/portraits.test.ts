import { describe, expect, it } from 'vitest'
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg } from './portraits'

describe('portraitSvg', () => {
  it('draws the same portrait for the same person and different ones for different people', () => {
    const a = portraitSvg('amelia-hart')
    expect(portraitSvg('amelia-hart')).toBe(a)
    expect(portraitSvg('kenji-sato')).not.toBe(a)
    expect(a).toContain(`width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`)
  })

  it('nests the illustration inside the 4:5 frame', () => {
    const svg = portraitSvg('fatima-zahra')
    expect(svg.match(/<svg\b/g)).toHaveLength(2)
    expect(svg).toMatch(/<svg x="-?\d+(\.\d+)?" y="-?\d+(\.\d+)?" width="640" height="640"/)
    expect(svg).not.toMatch(/<text\b|<image\b/)
  })
})
