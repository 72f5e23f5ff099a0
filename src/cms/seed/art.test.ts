import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { framed } from './framed-boxes'
import { artSvg, FOCUS_MARGIN, INK, type Motif } from './art'
import { CITY_INKS, cityCharacter, GROUNDS, LANDMARKS, SKIES, SKYLINES } from './city'
import { imageSpecs } from './images'
import { officePictureKey, planOffices } from './offices'
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
  'compass',
  'weave',
  'bridge',
  'orbit',
  'horizon',
  'terrain',
  'tree',
  'lighthouse',
  'sails',
  'labyrinth',
  'lens',
  'radar',
  'milestones',
  'helm',
  'growth-rings',
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

describe('grounds', () => {
  it.each(['sand', 'white'] as const)(
    'draws every motif on %s with no navy ground and no pale lines, the same every run',
    (ground) => {
      for (const motif of MOTIFS) {
        const framing = { ground, mirror: false, zoom: 1.2 }
        const svg = artSvg(motif, 800, 450, rngFor(motif), undefined, framing)
        expect(artSvg(motif, 800, 450, rngFor(motif), undefined, framing)).toBe(svg)
        expect(svg.toLowerCase(), motif).not.toContain(`stop-color="${INK.navy}"`)
        // pale lines would vanish on a light ground
        expect(svg.toLowerCase(), motif).not.toContain(INK.pale)
      }
    },
  )

  it('leaves a navy picture as the motif draws it when only the framing is given', () => {
    const drawn = artSvg('summit', 800, 450, rngFor('s'))
    const framed = artSvg('summit', 800, 450, rngFor('s'), undefined, { ground: 'navy', mirror: false, zoom: 1 })
    expect(framed.split('<g transform')[1]!.split('>').slice(1).join('>')).toBe(
      drawn.split('<g transform')[1]!.split('>').slice(1).join('>'),
    )
  })
})

describe('framing', () => {
  it('the zoomed, maybe mirrored motif covers the whole picture: no strip of bare ground at an edge', () => {
    for (let k = 0; k < 200; k += 1) {
      const svg = artSvg('colonnade', 1280, 720, rngFor(`frame-${k}`))
      const [, tx, ty, sx, sy] = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(svg)!.map(Number)
      const xs = [tx!, tx! + sx! * 1280].sort((a, b) => a - b)
      const ys = [ty!, ty! + sy! * 720].sort((a, b) => a - b)
      expect(xs[0]!, `frame-${k}`).toBeLessThanOrEqual(0.5)
      expect(xs[1]!, `frame-${k}`).toBeGreaterThanOrEqual(1279.5)
      expect(ys[0]!).toBeLessThanOrEqual(0.5)
      expect(ys[1]!).toBeGreaterThanOrEqual(719.5)
    }
  })
})

/** Heroes' motifs, drawn so their gold focus shows whole at any framing the seed gives a hero. */
const SHOWN_WHOLE = [
  'contours',
  'network',
  'globe',
  'steps',
  'letter',
  'terrain',
  'conversation',
  'lens',
  'radar',
  'milestones',
  'helm',
  'growth-rings',
] as const satisfies readonly Motif[]

describe('focus', () => {
  it('keeps every arch of a colonnade, the lit one too, inside the picture at every framing', () => {
    for (let k = 0; k < 300; k += 1) {
      const svg = artSvg('colonnade', 1280, 720, rngFor(`arches-${k}`))
      const arches = framed(svg, 'data-arch')
      expect(arches.length).toBeGreaterThanOrEqual(4)
      expect(framed(svg, 'data-focus')).toHaveLength(1)
      for (const a of [...arches, ...framed(svg, 'data-focus')]) {
        expect(a.left, `arches-${k}`).toBeGreaterThanOrEqual(1280 * 0.05)
        expect(a.right, `arches-${k}`).toBeLessThanOrEqual(1280 * 0.95)
        expect(a.top, `arches-${k}`).toBeGreaterThanOrEqual(720 * 0.05)
      }
    }
  })

  it.each(SHOWN_WHOLE)('%s: the gold focus stays clear of the edges at every framing', (motif) => {
    const [mx, my] = [FOCUS_MARGIN.x * 1280 - 0.5, FOCUS_MARGIN.y * 720 - 0.5]
    for (let k = 0; k < 150; k += 1) {
      const svg = artSvg(motif, 1280, 720, rngFor(`${motif}-${k}`))
      const focus = framed(svg, 'data-focus')
      expect(focus.length, `${motif}-${k}`).toBeGreaterThanOrEqual(1)
      for (const b of focus) {
        expect(b.left, `${motif}-${k} left`).toBeGreaterThanOrEqual(mx)
        expect(b.right, `${motif}-${k} right`).toBeLessThanOrEqual(1280 - mx)
        expect(b.top, `${motif}-${k} top`).toBeGreaterThanOrEqual(my)
        expect(b.bottom, `${motif}-${k} bottom`).toBeLessThanOrEqual(720 - my)
      }
    }
  })
})

/** The pixels of a picture as rendered for the seed, as rgb triples. */
async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { at: (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * 3 + c]!), ...info }
}

describe('pictures on navy melt into the navy band', () => {
  const navy = [11, 37, 69]
  const near = (rgb: number[], tolerance: number) => rgb.every((v, c) => Math.abs(v - navy[c]!) <= tolerance)
  const specs = imageSpecs()
  const heroes = [
    'page-0',
    'page-services',
    'page-contact',
    'carousel-growth',
    'industry-technology',
    'function-finance',
    officePictureKey(planOffices()[1]!.slug),
    officePictureKey(planOffices()[3]!.slug),
  ]

  it.each(heroes)('%s: its outer edge is the band’s navy, its middle is not', async (key) => {
    const spec = specs.find((s) => s.key === key)!
    const { at, width, height } = await pixels(spec.svg())
    for (let i = 0; i < width; i += 1)
      for (const y of [0, 1, height - 2, height - 1])
        expect(near(at(i, y), 2), `${key} (${i}, ${y}) ${at(i, y).join(',')}`).toBe(true)
    for (let j = 0; j < height; j += 1)
      for (const x of [0, 1, width - 2, width - 1])
        expect(near(at(x, j), 2), `${key} (${x}, ${j}) ${at(x, j).join(',')}`).toBe(true)
    let off = 0
    for (let j = Math.round(height * 0.3); j < height * 0.7; j += 4)
      for (let i = Math.round(width * 0.3); i < width * 0.7; i += 4) if (!near(at(i, j), 6)) off += 1
    expect(off, key).toBeGreaterThan(100)
  })

  // open drawings (a globe, a network, contours) leave most of their picture bare: that ground is the band's
  // navy itself, not a lighter glow that would show the picture's box on the band
  it.each(['page-0', 'function-chief-executive-officer', 'function-finance'])(
    '%s: the ground between its lines is the band’s navy',
    async (key) => {
      const spec = specs.find((s) => s.key === key)!
      const { at, width, height } = await pixels(spec.svg())
      let bare = 0
      let all = 0
      for (let j = 0; j < height; j += 4)
        for (let i = 0; i < width; i += 4) {
          all += 1
          if (near(at(i, j), 3)) bare += 1
        }
      expect(bare / all, key).toBeGreaterThan(0.5)
    },
  )

  it('leaves the sand and white insight cards as they were: no navy edge', async () => {
    for (const ground of ['sand', 'white'] as const) {
      const svg = artSvg('summit', 1200, 675, rngFor('g'), undefined, { ground, mirror: false, zoom: 1.1 })
      expect(svg).not.toContain('edge-x')
      const { at } = await pixels(svg)
      expect(near(at(0, 0), 30)).toBe(false)
    }
  })
})

describe('office cities', () => {
  const offices = planOffices()
  const characters = offices.map((o, n) => cityCharacter(n, o.city))

  it('neighbours in the office list differ in sky, land and skyline', () => {
    for (let n = 1; n < characters.length; n += 1) {
      const [a, b] = [characters[n - 1]!, characters[n]!]
      expect(a.sky, `#${n}`).not.toBe(b.sky)
      expect(a.ground, `#${n}`).not.toBe(b.ground)
      expect(a.skyline, `#${n}`).not.toBe(b.skyline)
    }
  })

  it('uses every time of day, land, skyline and landmark, and no character twice among the first 60', () => {
    expect(new Set(characters.map((c) => c.sky))).toEqual(new Set(SKIES))
    expect(new Set(characters.map((c) => c.ground))).toEqual(new Set(GROUNDS))
    expect(new Set(characters.map((c) => c.skyline))).toEqual(new Set(SKYLINES))
    expect(new Set(characters.map((c) => c.landmark))).toEqual(new Set(LANDMARKS))
    const first = characters.slice(0, 60).map((c) => `${c.sky}/${c.ground}/${c.skyline}`)
    expect(new Set(first).size).toBe(first.length)
  })

  it('draws each character in the palette, the same on every run, the night sky with a moon and stars', () => {
    const palette = new Set<string>(Object.values(INK))
    for (const c of characters.slice(0, 12)) {
      const svg = artSvg('city', 1280, 720, rngFor(JSON.stringify(c)), c)
      expect(artSvg('city', 1280, 720, rngFor(JSON.stringify(c)), c)).toBe(svg)
      expect(svg).not.toMatch(/NaN|undefined/)
      for (const colour of svg.match(/#[0-9a-f]{6}/gi) ?? []) expect(palette).toContain(colour)
    }
    const sky = (c: (typeof characters)[number]) =>
      artSvg('city', 1280, 720, rngFor('sky'), c).match(/<linearGradient id="sky".*?<\/linearGradient>/)![0]
    expect(new Set(SKIES.map((s) => sky({ ...characters[0]!, sky: s }))).size).toBe(SKIES.length)
  })
})

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG's contrast ratio of two colours, from 1 (the same light) to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('office cities read on the navy band', () => {
  it.each(SKIES)('%s: the nearest buildings and the landmark stand out from the sky behind them', (sky) => {
    const inks = CITY_INKS[sky]
    const [, middle, low] = inks.sky
    expect(contrast(inks.rows[2], middle), 'against the sky at the height of the towers').toBeGreaterThanOrEqual(3)
    expect(contrast(inks.rows[2], low), 'against the sky at the horizon').toBeGreaterThanOrEqual(3)
  })

  it.each(SKIES)('%s: the sky or the buildings stand out from the navy band beside the picture', (sky) => {
    const inks = CITY_INKS[sky]
    const best = Math.max(contrast(inks.sky[2], INK.navy), contrast(inks.rows[2], INK.navy))
    expect(best).toBeGreaterThanOrEqual(3)
  })

  it('every time of day and land draws a picture of light and shade, not a flat dark rectangle', async () => {
    for (const sky of SKIES)
      for (const ground of GROUNDS) {
        const c = { sky, ground, skyline: 'towers', landmark: 'needle' } as const
        const svg = artSvg('city', 1280, 720, rngFor(`${sky}-${ground}`), c)
        const grey = await sharp(Buffer.from(svg)).resize(160, 90).greyscale().raw().toBuffer()
        const mean = grey.reduce((s, v) => s + v, 0) / grey.length
        const spread = Math.sqrt(grey.reduce((s, v) => s + (v - mean) ** 2, 0) / grey.length)
        // the old dark cities spread their greys by 13 to 15 levels; the readable ones by 30 or more
        expect(spread, `${sky} ${ground}`).toBeGreaterThanOrEqual(25)
      }
  })
})
