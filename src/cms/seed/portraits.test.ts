import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { NAME_POOLS } from './data/names'
import { homeLeaders } from './images'
import { drawBeard, drawHair, HAIR_STYLES } from './portrait-hair'
import { contrast, legible, MIN_CONTRAST, SKIN_TONES, skinOf } from './portrait-palette'
import { CX, ears, eyes, faceOutline, glasses, type Face } from './portrait-parts'
import {
  EYE_SHAPES,
  MOUTH_KINDS,
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  portraitChoice,
  portraitColours,
  portraitFace,
  portraitLook,
  portraitPose,
  portraitSvg,
  teamSvg,
  type PortraitChoice,
} from './portraits'

const people = planConsultants()
const choiceOf = (c: (typeof people)[number]): PortraitChoice => portraitChoice(c.slug, c.gender, c.culture)
const share = (n: number) => n / people.length

describe('portraitSvg', () => {
  it('draws the same portrait for the same person and different ones for different people', () => {
    const a = portraitSvg('amelia-hart', 'woman', 'anglo')
    expect(portraitSvg('amelia-hart', 'woman', 'anglo')).toBe(a)
    expect(portraitSvg('kenji-sato', 'man', 'japanese')).not.toBe(a)
    expect(a).toContain(`width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`)
    expect(a).toContain(`viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}"`)
  })

  it('is pure vector: no text, no embedded or linked picture', () => {
    for (const c of people.slice(0, 40)) {
      const svg = portraitSvg(c.slug, c.gender, c.culture)
      expect(svg, c.slug).not.toMatch(/<text\b|<image\b|href=|<foreignObject\b|<script\b/)
      expect(svg.match(/<svg\b/g), c.slug).toHaveLength(1)
      expect(svg.match(/<\/svg>/g), c.slug).toHaveLength(1)
    }
  })

  it('sets everyone on the one pale studio ground', () => {
    const grounds = new Set(
      people.map((c) => {
        const svg = portraitSvg(c.slug, c.gender, c.culture)
        return svg.match(/<radialGradient id="[^"]+-bg"[^>]*>(.*?)<\/radialGradient>/)?.[1]
      }),
    )
    expect(grounds.size).toBe(1)
    const [ground] = grounds
    const colours = [...(ground ?? '').matchAll(/stop-color="#([0-9a-f]{6})"/g)].map((m) => m[1]!)
    expect(colours).toHaveLength(3)
    for (const hex of colours) {
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
      // pale, and cool: a touch more blue than red, never a sand or a navy
      expect(r! + g! + b!, hex).toBeGreaterThan(3 * 180)
      expect(b!, hex).toBeGreaterThan(r!)
    }
  })

  it('gives every portrait its own ids, so the careers wall draws each one with its own shading', () => {
    const wall = teamSvg(
      people.slice(0, 10).map((c) => ({ slug: c.slug, gender: c.gender, culture: c.culture })),
      1280,
      720,
      5,
    )
    const ids = [...wall.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(10)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, ref] of wall.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
  })
})

describe('portraits match the gender of the first name', () => {
  it('gives every first name of every pool a gender', () => {
    for (const [culture, pool] of Object.entries(NAME_POOLS))
      for (const [name, gender] of Object.entries(pool.first))
        expect(['woman', 'man'], `${culture}: ${name}`).toContain(gender)
    expect(new Set(people.map((c) => c.gender))).toEqual(new Set(['woman', 'man']))
  })

  it('never draws facial hair on a woman, and draws each gender with its own hair styles', () => {
    const women = people.filter((c) => c.gender === 'woman')
    const men = people.filter((c) => c.gender === 'man')
    expect(women.length).toBeGreaterThan(people.length / 4)
    const womenStyles: readonly string[] = HAIR_STYLES.woman
    const menStyles: readonly string[] = HAIR_STYLES.man
    for (const c of women) {
      expect(choiceOf(c).beard, c.name).toBeNull()
      expect(womenStyles, c.name).toContain(choiceOf(c).hair)
    }
    for (const c of men) expect(menStyles, c.name).toContain(choiceOf(c).hair)
    // the same slug drawn as a woman loses the beard it has as a man
    const bearded = men.find((c) => choiceOf(c).beard !== null)!
    expect(portraitChoice(bearded.slug, 'woman', bearded.culture).beard).toBeNull()
  })

  it('gives beards to about one man in five and glasses to about one person in five', () => {
    const men = people.filter((c) => c.gender === 'man')
    const beards = men.filter((c) => choiceOf(c).beard !== null).length / men.length
    expect(beards).toBeGreaterThan(0.1)
    expect(beards).toBeLessThan(0.35)
    const glasses = share(people.filter((c) => choiceOf(c).glasses).length)
    expect(glasses).toBeGreaterThan(0.1)
    expect(glasses).toBeLessThan(0.3)
  })

  it('shows many hair styles, and a headscarf only where the name’s culture commonly wears one', () => {
    const styles = new Set(people.map((c) => choiceOf(c).hair))
    expect(styles.size).toBeGreaterThanOrEqual(12)
    const scarves = people.filter((p) => choiceOf(p).hair === 'headscarf')
    expect(scarves.length).toBeGreaterThan(0)
    for (const c of scarves) {
      expect(c.gender, c.name).toBe('woman')
      expect(['gulf', 'arabic', 'turkish', 'indonesian'], c.name).toContain(c.culture)
    }
  })
})

describe('faces and hair differ from person to person', () => {
  const faces = people.map((c) => portraitFace(c.slug, c.gender, c.culture))

  it('never gives a woman a man’s hair style: the two lists share none', () => {
    const menStyles: readonly string[] = HAIR_STYLES.man
    for (const style of HAIR_STYLES.woman) expect(menStyles, style).not.toContain(style)
  })

  it('draws eyes, noses and jaws of several shapes, none of them everyone’s', () => {
    for (const part of ['eyeShape', 'noseShape', 'shape'] as const) {
      const counts = new Map<string, number>()
      for (const f of faces) counts.set(f[part], (counts.get(f[part]) ?? 0) + 1)
      expect(counts.size, part).toBeGreaterThanOrEqual(3)
      for (const [shape, n] of counts) expect(share(n), `${part} ${shape}`).toBeLessThan(0.5)
    }
    const widths = new Set(faces.map((f) => f.hw))
    expect(widths.size).toBeGreaterThan(8)
  })

  it('gives women a lash line and finer brows, men neither', () => {
    people.forEach((c, i) => {
      const f = faces[i]!
      expect(f.lashes, c.name).toBe(c.gender === 'woman')
      if (c.gender === 'woman') expect(f.browWeight, c.name).toBeLessThan(1.4)
      else expect(f.browWeight, c.name).toBeGreaterThanOrEqual(1.4)
    })
  })

  it('greys the temples of some dark-haired men only, and uses several cuts of each style', () => {
    const greying = people.filter((c) => choiceOf(c).temples)
    expect(greying.length).toBeGreaterThan(3)
    for (const c of greying) {
      expect(c.gender, c.name).toBe('man')
      // dark hair going grey all over keeps its lighter temples
      expect(['black', 'dark brown', 'brown', 'salt and pepper'], c.name).toContain(choiceOf(c).hairColour)
    }
    const crops = people.filter((c) => choiceOf(c).hair === 'crop').map((c) => choiceOf(c).cut >= 0.55)
    expect(new Set(crops).size).toBe(2)
  })
})

describe('skin tones', () => {
  const tones = people.map((c) => choiceOf(c).skin)

  it('vary across the firm: most of the palette is used and no tone is everyone’s', () => {
    expect(new Set(tones).size).toBeGreaterThanOrEqual(SKIN_TONES.length - 1)
    for (let t = 0; t < SKIN_TONES.length; t += 1) expect(share(tones.filter((x) => x === t).length)).toBeLessThan(0.35)
    expect(share(tones.filter((t) => t >= 5).length)).toBeGreaterThan(0.1)
  })

  it('follow the naming culture, with variation inside it', () => {
    const mean = (cultures: readonly string[]) => {
      const here = people.filter((c) => cultures.includes(c.culture)).map((c) => choiceOf(c).skin)
      expect(here.length, cultures.join()).toBeGreaterThan(3)
      return here.reduce((a, b) => a + b, 0) / here.length
    }
    expect(mean(['west-african', 'east-african'])).toBeGreaterThan(mean(['german', 'nordic', 'dutch']) + 3)
    const german = new Set(people.filter((c) => c.culture === 'german').map((c) => choiceOf(c).skin))
    expect(german.size).toBeGreaterThan(1)
  })

  it('give fair hair only to light skin', () => {
    for (const c of people) {
      const p = choiceOf(c)
      if (p.hairColour === 'blond' || p.hairColour === 'auburn') expect(p.skin, c.name).toBeLessThanOrEqual(1)
    }
  })
})

describe('portraits that sit together look different', () => {
  it('the home page’s four leaders (managing partners, then practice leaders, by name) each look their own', () => {
    const leaders = people
      .filter((c) => c.role === 'Managing Partner' || c.role === 'Practice Leader')
      .sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name))
      .slice(0, 4)
    expect(leaders).toHaveLength(4)
    for (const c of leaders) expect(c.portrait, c.name).toBe(true)
    expect(new Set(leaders.map((c) => choiceOf(c).hair)).size).toBe(4)
    expect(new Set(leaders.map((c) => portraitSvg(c.slug, c.gender, c.culture))).size).toBe(4)
  })

  it('no two consultants of one office share hair and clothes', () => {
    const byOffice = new Map<number, typeof people>()
    for (const c of people) byOffice.set(c.office.officeId, [...(byOffice.get(c.office.officeId) ?? []), c])
    for (const [office, team] of byOffice)
      expect(new Set(team.map((c) => portraitLook(choiceOf(c)))).size, `office ${office}`).toBe(team.length)
  })

  it('tells two people apart by the style of their hair and what they wear', () => {
    const base = choiceOf(people[0]!)
    expect(portraitLook({ ...base, hairColour: 'silver', skin: 7 })).toBe(portraitLook(base))
    const otherHair = base.hair === 'bob' ? 'pixie' : 'bob'
    expect(portraitLook({ ...base, hair: otherHair })).not.toBe(portraitLook(base))
  })
})

/** An affine map [a, b, c, d, e, f], as SVG's matrix(): x' = a x + c y + e, y' = b x + d y + f. */
type Affine = readonly [number, number, number, number, number, number]
const times = ([a, b, c, d, e, f]: Affine, [A, B, C, D, E, F]: Affine): Affine => [
  a * A + c * B,
  b * A + d * B,
  a * C + c * D,
  b * C + d * D,
  a * E + c * F + e,
  b * E + d * F + f,
]
/** The map an SVG transform list stands for (translate, scale and rotate, as the portraits use them). */
function affine(list: string): Affine {
  let m: Affine = [1, 0, 0, 1, 0, 0]
  for (const [, op, args] of list.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const [p = 0, q, r] = args!.split(/[\s,]+/).map(Number)
    if (op === 'translate') m = times(m, [1, 0, 0, 1, p, q ?? 0])
    else if (op === 'scale') m = times(m, [p, 0, 0, q ?? p, 0, 0])
    else if (op === 'rotate') {
      const [cos, sin] = [Math.cos((p * Math.PI) / 180), Math.sin((p * Math.PI) / 180)]
      const [cx, cy] = [q ?? 0, r ?? 0]
      m = times(times(times(m, [1, 0, 0, 1, cx, cy]), [cos, sin, -sin, cos, 0, 0]), [1, 0, 0, 1, -cx, -cy])
    } else throw new Error(`unexpected transform ${op}`)
  }
  return m
}
const apply = ([a, b, c, d, e, f]: Affine, [x, y]: readonly [number, number]) => [a * x + c * y + e, b * x + d * y + f]

describe('one studio crop: the eyes on one line, every face about as wide, the head centred', () => {
  // where each portrait, as drawn, puts the middle of the head at the eyes' height and how wide the face is there
  const placed = people.map((c) => {
    const f = portraitFace(c.slug, c.gender, c.culture)
    const svg = portraitSvg(c.slug, c.gender, c.culture)
    const figure = svg.match(/<g transform="(translate\([^"]+)">/)![1]!
    // the head's groups are leant with the body, then tilted on their own: two turns
    const head = svg.match(/<g transform="(rotate\([^)]*\) rotate\([^"]+)">/)![1]!
    const m = times(affine(figure), affine(head))
    const [x, eye] = apply(m, [240, f.eyeY])
    // the face is widest just above the eyes; the side a face turns towards is drawn a little narrower
    const k = 1 - Math.abs(f.turn) * 0.008
    const [l, r] = f.turn > 0 ? [1, k] : f.turn < 0 ? [k, 1] : [1, 1]
    const a = apply(m, [240 - f.hw * l, f.eyeY - 10])
    const b = apply(m, [240 + f.hw * r, f.eyeY - 10])
    return { slug: c.slug, x: x!, eye: eye!, width: Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!), svg, f }
  })
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

  it('puts every sitter’s eyes within 2% of the frame’s height of one line', () => {
    const line = mean(placed.map((p) => p.eye))
    expect(line).toBeGreaterThan(PORTRAIT_HEIGHT * 0.36)
    expect(line).toBeLessThan(PORTRAIT_HEIGHT * 0.44)
    for (const p of placed) expect(Math.abs(p.eye - line), p.slug).toBeLessThanOrEqual(PORTRAIT_HEIGHT * 0.02)
  })

  it('draws every face within 6% of one width, a broad face still a little broader than a narrow one', () => {
    const width = mean(placed.map((p) => p.width))
    expect(width / PORTRAIT_WIDTH).toBeGreaterThan(0.3)
    expect(width / PORTRAIT_WIDTH).toBeLessThan(0.42)
    for (const p of placed) expect(Math.abs(p.width / width - 1), p.slug).toBeLessThanOrEqual(0.06)
    const byHw = [...placed].sort((a, b) => a.f.hw - b.f.hw)
    expect(byHw.at(-1)!.width).toBeGreaterThan(byHw[0]!.width)
  })

  it('centres every head within 2% of the frame’s width', () => {
    for (const p of placed)
      expect(Math.abs(p.x - PORTRAIT_WIDTH / 2), p.slug).toBeLessThanOrEqual(PORTRAIT_WIDTH * 0.02)
  })

  it('keeps a little life: the shoulders lean and turn either way, the heads tilt', () => {
    const poses = people.map((c) => portraitPose(c.slug, portraitFace(c.slug, c.gender, c.culture)))
    expect(poses.some((p) => p.lean > 1.5) && poses.some((p) => p.lean < -1.5)).toBe(true)
    expect(poses.some((p) => p.tilt > 1.5) && poses.some((p) => p.tilt < -1.5)).toBe(true)
    expect(poses.some((p) => p.bodyX > 3) && poses.some((p) => p.bodyX < -3)).toBe(true)
    for (const p of poses) expect(Math.abs(p.lean)).toBeLessThanOrEqual(3)
  })

  it('draws each sitter where their pose puts them', () => {
    people.slice(0, 24).forEach((c, i) => {
      const pose = portraitPose(c.slug, placed[i]!.f)
      expect(placed[i]!.svg, c.slug).toContain(`translate(${pose.x} ${pose.y})`)
      expect(placed[i]!.svg, c.slug).toContain(`rotate(${pose.tilt} `)
    })
  })
})

describe('a row of portraits reads as different people, not one drawing with different hair', () => {
  const row = people.slice(0, 24)
  const faces = row.map((c) => portraitFace(c.slug, c.gender, c.culture))
  const spread = (xs: readonly number[]) => Math.max(...xs) - Math.min(...xs)

  it('gives faces of clearly different width, length and eye height', () => {
    expect(spread(faces.map((f) => f.hw))).toBeGreaterThan(18)
    expect(spread(faces.map((f) => f.chinY - f.top))).toBeGreaterThan(35)
    expect(spread(faces.map((f) => f.eyeY))).toBeGreaterThan(10)
    expect(faces.filter((f) => f.turn !== 0).length).toBeGreaterThan(row.length / 3)
  })

  it('shows younger and visibly older people, the older ones lined and grey', () => {
    const ages = people.map((c) => choiceOf(c).age)
    expect(share(ages.filter((a) => a < 0.2).length)).toBeGreaterThan(0.2)
    expect(share(ages.filter((a) => a >= 0.5).length)).toBeGreaterThan(0.15)
    expect(share(ages.filter((a) => a >= 0.5).length)).toBeLessThan(0.4)
    for (const c of people) {
      const { age, hairColour } = choiceOf(c)
      if (age >= 0.5) expect(['grey', 'silver', 'salt and pepper'], c.name).toContain(hairColour)
      expect(portraitFace(c.slug, c.gender, c.culture).age > 0, c.name).toBe(age >= 0.45)
    }
  })
})

describe('eyes and mouths differ from face to face', () => {
  const faces = people.map((c) => portraitFace(c.slug, c.gender, c.culture))
  const counts = (xs: readonly string[]) => {
    const m = new Map<string, number>()
    for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1)
    return m
  }

  it('draws at least five eye shapes and every kind of mouth, none of them on half the firm', () => {
    const eyes = counts(faces.map((f) => f.eyeShape))
    expect(eyes.size).toBeGreaterThanOrEqual(5)
    const mouths = counts(faces.map((f) => f.mouth))
    expect(mouths.size).toBe(MOUTH_KINDS.length)
    for (const [kind, n] of [...eyes, ...mouths]) expect(share(n), kind).toBeLessThan(0.5)
    // a smile showing the teeth for some, not for most
    expect(share(mouths.get('open smile') ?? 0)).toBeGreaterThan(0.05)
    expect(share(mouths.get('open smile') ?? 0)).toBeLessThan(0.3)
    expect(new Set(faces.map((f) => f.browShape)).size).toBeGreaterThanOrEqual(4)
  })

  it('varies the eyes’ size, tilt and irises and the mouth’s width, and smiles only with a smiling mouth', () => {
    const spread = (xs: readonly number[]) => Math.max(...xs) - Math.min(...xs)
    expect(spread(faces.map((f) => f.eyeW))).toBeGreaterThanOrEqual(8)
    expect(spread(faces.map((f) => f.eyeTilt))).toBeGreaterThan(2)
    expect(spread(faces.map((f) => f.irisSize))).toBeGreaterThan(0.2)
    expect(spread(faces.map((f) => f.mouthW))).toBeGreaterThanOrEqual(8)
    expect(spread(faces.map((f) => f.noseW))).toBeGreaterThanOrEqual(8)
    for (const f of faces) {
      expect(f.smile === 0, f.mouth).toBe(f.mouth === 'neutral')
      expect(Math.abs(f.cornerLift)).toBeLessThanOrEqual(1)
      expect(EYE_SHAPES).toContain(f.eyeShape)
      // a monolid has no crease drawn over it
      if (f.eyeShape === 'monolid') expect(f.crease).toBe(false)
    }
  })

  it('gives the smooth monolid only with the names of East and South-East Asia', () => {
    const monolids = people.filter((_, i) => faces[i]!.eyeShape === 'monolid')
    expect(monolids.length).toBeGreaterThan(0)
    for (const c of monolids)
      expect(['chinese', 'japanese', 'korean', 'thai', 'filipino', 'indonesian'], c.name).toContain(c.culture)
  })

  it('never gives two of the home page’s six leaders both the same eyes and the same mouth', () => {
    const leaders = homeLeaders()
    expect(leaders).toHaveLength(6)
    const looks = leaders.map((p) => {
      const f = portraitFace(p.slug, p.gender, p.culture)
      return `${f.eyeShape}/${f.mouth}`
    })
    expect(new Set(looks).size, looks.join(', ')).toBe(leaders.length)
  })
})

describe('hair and clothes stand apart from the skin', () => {
  const colours = people.map((c) => ({ c, k: portraitColours(c.slug, c.gender, c.culture) }))

  it('measures contrast mostly by lightness: black and white far apart, a colour from itself not at all', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(100, 0)
    expect(contrast('#b08a5f', '#b08a5f')).toBe(0)
    // grey hair on a tan of its own lightness is too close, though the hues differ
    expect(contrast('#8f8b87', '#b98059')).toBeLessThan(MIN_CONTRAST.hair)
    expect(contrast('#1e1915', '#f2d6c2')).toBeGreaterThan(MIN_CONTRAST.hair)
  })

  it('passes over a candidate too close to the skin for the next one, the same way every time', () => {
    const skin = '#b98059'
    const candidates = ['#b08a5f', '#a8645a', '#1d1e22', '#e4ddd0']
    expect(legible(candidates, 0, (c) => c, skin, 14)).toBe('#1d1e22')
    expect(legible(candidates, 3, (c) => c, skin, 14)).toBe('#e4ddd0')
    // none far enough: the most distant
    expect(legible(['#b08a5f', '#e4ddd0'], 0, (c) => c, skin, 90)).toBe('#e4ddd0')
  })

  it('keeps every seeded sitter’s hair (or headscarf) clear of the skin', () => {
    for (const { c, k } of colours)
      expect(contrast(k.skin, k.hair), `${c.slug}: ${k.hair} on ${k.skin}`).toBeGreaterThanOrEqual(MIN_CONTRAST.hair)
  })

  it('keeps every seeded sitter’s jacket and top clear of the skin', () => {
    for (const { c, k } of colours) {
      expect(contrast(k.skin, k.jacket), `${c.slug}: ${k.jacket} on ${k.skin}`).toBeGreaterThanOrEqual(
        MIN_CONTRAST.jacket,
      )
      expect(contrast(k.skin, k.top), `${c.slug}: ${k.top} on ${k.skin}`).toBeGreaterThanOrEqual(MIN_CONTRAST.top)
    }
  })

  it('draws the colours it measures', () => {
    for (const { c, k } of colours.slice(0, 40)) {
      const svg = portraitSvg(c.slug, c.gender, c.culture)
      const choice = choiceOf(c)
      // the cloth's middle tone: the jacket, or a knit worn on its own
      const cloth = choice.outfit === 'knit' ? k.top : k.jacket
      expect(svg, c.slug).toContain(`<stop offset="0.55" stop-color="${cloth}"/>`)
      // a shaven head or a buzz cut shows its hair only mixed with the skin
      const scalp = choice.hair === 'shaved' || (choice.hair === 'crop' && choice.cut >= 0.55)
      if (!scalp) expect(svg, c.slug).toContain(`fill="${k.hair}"`)
    }
  })
})

/** The points of an SVG path (absolute and relative lines, cubic and quadratic curves), curves sampled finely. */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = []
  const tokens = [...d.matchAll(/([MmLlHhVvCcSsQqTtZz])|(-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?)/g)]
  let i = 0
  let cmd = ''
  let [x, y, sx, sy] = [0, 0, 0, 0]
  // the last control point, for S and T
  let [cx, cy] = [0, 0]
  const num = () => Number(tokens[i++]![2])
  const curve = (pts: [number, number][]) => {
    const n = pts.length - 1
    for (let k = 1; k <= 16; k += 1) {
      const t = k / 16
      const b = (j: number) => (n === 3 ? [1, 3, 3, 1][j]! : [1, 2, 1][j]!) * (1 - t) ** (n - j) * t ** j
      points.push([pts.reduce((a, p, j) => a + b(j) * p[0], 0), pts.reduce((a, p, j) => a + b(j) * p[1], 0)])
    }
  }
  while (i < tokens.length) {
    if (tokens[i]![1]) cmd = tokens[i++]![1]!
    const rel = cmd === cmd.toLowerCase()
    const [ox, oy] = rel ? [x, y] : [0, 0]
    switch (cmd.toUpperCase()) {
      case 'M':
        ;[x, y] = [ox + num(), oy + num()]
        ;[sx, sy] = [x, y]
        points.push([x, y])
        cmd = rel ? 'l' : 'L'
        break
      case 'L':
        ;[x, y] = [ox + num(), oy + num()]
        points.push([x, y])
        break
      case 'H':
        x = ox + num()
        points.push([x, y])
        break
      case 'V':
        y = oy + num()
        points.push([x, y])
        break
      case 'C':
      case 'S':
      case 'Q':
      case 'T': {
        const kind = cmd.toUpperCase()
        // S and T reflect the last control point; C and Q give theirs
        const first: [number, number] =
          kind === 'S' || kind === 'T' ? [2 * x - cx, 2 * y - cy] : [ox + num(), oy + num()]
        const p: [number, number][] = [[x, y], first, [ox + num(), oy + num()]]
        if (kind === 'C' || kind === 'S') p.push([ox + num(), oy + num()])
        curve(p)
        ;[cx, cy] = p[p.length - 2]!
        ;[x, y] = p[p.length - 1]!
        break
      }
      case 'Z':
        ;[x, y] = [sx, sy]
        points.push([x, y])
        break
      default:
        throw new Error(`unexpected path command ${cmd}`)
    }
  }
  return points
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

/**
 * Every shape drawn in an SVG as points in the frame's own units, with the stroke's half width there,
 * and whether it lies in a group turned with the head (`inHead`, told by its transform).
 */
function drawnShapes(svg: string, inHead: (transform: string) => boolean) {
  const shapes: { points: [number, number][]; halfStroke: number; head: boolean }[] = []
  const stack: { m: Affine; head: boolean; clip: boolean }[] = [{ m: [1, 0, 0, 1, 0, 0], head: false, clip: false }]
  for (const [tag, close, name] of svg.matchAll(/<(\/?)(\w+)[^>]*>/g)) {
    const self = tag.endsWith('/>')
    const top = stack.at(-1)!
    if (close) {
      if (name === 'g' || name === 'clipPath' || name === 'svg') stack.pop()
      continue
    }
    const transform = attr(tag, 'transform')
    const m = transform ? times(top.m, affine(transform)) : top.m
    if (name === 'g' || name === 'clipPath' || name === 'svg') {
      if (!self)
        stack.push({ m, head: top.head || (!!transform && inHead(transform)), clip: top.clip || name === 'clipPath' })
      continue
    }
    if (top.clip) continue
    let points: [number, number][] = []
    if (name === 'path') points = pathPoints(attr(tag, 'd')!)
    else if (name === 'ellipse' || name === 'circle') {
      const [ex, ey] = [Number(attr(tag, 'cx')), Number(attr(tag, 'cy'))]
      const [rx, ry] =
        name === 'circle'
          ? [Number(attr(tag, 'r')), Number(attr(tag, 'r'))]
          : [Number(attr(tag, 'rx')), Number(attr(tag, 'ry'))]
      for (let k = 0; k < 48; k += 1) {
        const a = (k / 48) * 2 * Math.PI
        points.push([ex + rx * Math.cos(a), ey + ry * Math.sin(a)])
      }
    } else if (name === 'rect') {
      const [rx, ry, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(attr(tag, a) ?? 0))
      points = [
        [rx!, ry!],
        [rx! + w!, ry!],
        [rx! + w!, ry! + h!],
        [rx!, ry! + h!],
      ]
    } else continue
    const stroked = attr(tag, 'stroke') && attr(tag, 'stroke') !== 'none'
    const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))
    shapes.push({
      points: points.map((p) => apply(m, p) as [number, number]),
      halfStroke: stroked ? (Number(attr(tag, 'stroke-width') ?? 1) / 2) * scale : 0,
      head: top.head,
    })
  }
  return shapes
}

/** Where a closed outline crosses the height `y`: its leftmost and rightmost points there. */
function across(outline: readonly [number, number][], y: number): [number, number] {
  const xs: number[] = []
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!
    if ((a[1] - y) * (b[1] - y) <= 0 && a[1] !== b[1]) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]))
  })
  return [Math.min(...xs), Math.max(...xs)]
}

describe('drawn parts sit where they belong, for every seeded sitter', () => {
  const sitters = people.map((c) => ({
    c,
    f: portraitFace(c.slug, c.gender, c.culture),
    choice: choiceOf(c),
    svg: portraitSvg(c.slug, c.gender, c.culture),
  }))

  it('keeps the hair (buns, puffs and tall styles) below the top 3% of the frame, which a square card cuts off', () => {
    for (const { c, svg, choice } of sitters) {
      // the head's groups are leant with the body and tilted on their own: two turns
      const shapes = drawnShapes(svg, (t) => /^rotate\([^)]*\) rotate\(/.test(t)).filter((s) => s.head)
      const highest = Math.min(...shapes.flatMap((s) => s.points.map(([, y]) => y - s.halfStroke)))
      expect(highest, `${c.slug} (${choice.hair})`).toBeGreaterThanOrEqual(PORTRAIT_HEIGHT * 0.03)
    }
  })

  it('sets the ears between the brows and the tip of the nose', () => {
    const skin = skinOf(3)
    for (const { c, f } of sitters) {
      const ear = [...ears(f, skin).matchAll(/<path d="([^"]+)" fill="/g)].flatMap((m) => pathPoints(m[1]!))
      const brows = [...eyes(f, skin, '#010203', 'e').matchAll(/<path d="([^"]+)" fill="#010203"/g)]
      expect(brows, c.slug).toHaveLength(2)
      const browLine = Math.max(...brows.flatMap((m) => pathPoints(m[1]!).map(([, y]) => y)))
      const [top, bottom] = [Math.min(...ear.map(([, y]) => y)), Math.max(...ear.map(([, y]) => y))]
      expect(top, `${c.slug}: ear's top under the brows`).toBeGreaterThan(browLine)
      expect(top, `${c.slug}: ear's top above the eye's line`).toBeLessThan(f.eyeY)
      // the lobe at about the height of the nose's tip, neither far above nor below it
      expect(bottom, `${c.slug}: lobe at the nose's tip`).toBeLessThanOrEqual(f.noseY + 4)
      expect(bottom, `${c.slug}: lobe at the nose's tip`).toBeGreaterThan(f.noseY - 6)
    }
  })

  /** The glasses' rims lie inside the face's outline, 2 units clear of it, at their top, middle and foot. */
  function rimsWithin(label: string, outlinePath: string, drawn: string) {
    const outline = pathPoints(outlinePath)
    const rims = [...drawn.matchAll(/<rect [^>]*fill-opacity="0.08"[^>]*>/g)].map((m) => m[0])
    expect(rims, label).toHaveLength(2)
    for (const rim of rims) {
      const [x, y, w, h, weight] = ['x', 'y', 'width', 'height', 'stroke-width'].map((a) => Number(attr(rim, a)))
      const [left, right] = [x! - weight! / 2, x! + w! + weight! / 2]
      for (const at of [y! - weight! / 2, y! + h! / 2, y! + h! + weight! / 2]) {
        const [l, r] = across(outline, at)
        expect(left, `${label}: rim at ${at}`).toBeGreaterThanOrEqual(l + 2)
        expect(right, `${label}: rim at ${at}`).toBeLessThanOrEqual(r - 2)
      }
    }
  }

  it('keeps the glasses’ rims within the face’s outline at the temples', () => {
    const withGlasses = sitters.filter((s) => s.choice.glasses)
    expect(withGlasses.length).toBeGreaterThan(10)
    for (const { c, svg } of withGlasses)
      rimsWithin(c.slug, svg.match(/<path d="([^"]+)" fill="url\(#[^"]+-skin\)"\/>/)![1]!, svg)
    // and on any face that can be drawn: the narrowest, with the widest-set and largest eyes, turned either way
    for (const { f } of sitters.slice(0, 12))
      for (const turn of [-10, 0, 10]) {
        const narrow: Face = { ...f, hw: 60, eyeX: 37, eyeW: 32, turn }
        for (const round of [true, false])
          rimsWithin(`hw 60, turn ${turn}`, faceOutline(narrow), glasses(narrow, '#2a2522', round))
      }
  })
})

describe('a goatee', () => {
  const c = planConsultants().find((p) => p.gender === 'man')!
  const f = portraitFace(c.slug, c.gender, c.culture)
  const svg = drawBeard('goatee', f, { base: '#8a8a8a', light: '#b0b0b0', dark: '#4a4a4a' }, skinOf(1))
  const fills = [...svg.matchAll(/<path d="([^"]+)" fill="#[0-9a-f]{6}" fill-opacity="([\d.]+)"/g)]

  it('is combed through with strands in the hair’s darkest tone, not one flat patch', () => {
    expect(svg).toMatch(/fill="none" stroke="#4a4a4a"/)
    // the moustache, then the chin's soft outer patch under a denser core
    expect(fills.map(([, , opacity]) => Number(opacity))).toEqual([0.78, 0.22, 0.75])
  })

  it('tapers to the chin: each tuft is widest under the lip and ends at one point on the chin’s line', () => {
    for (const [, d] of fills.slice(1)) {
      const points = [...d!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const)
      const [start] = points
      const tip = points.reduce((low, p) => (p[1] > low[1] ? p : low))
      expect(tip[0], 'the tip on the face’s centre line').toBeCloseTo(CX)
      expect(tip[1]).toBeGreaterThanOrEqual(f.chinY)
      expect(tip[1] - start![1], 'from under the lip down to the chin').toBeGreaterThan(20)
      const half = (y: number) =>
        Math.max(...points.filter((p) => Math.abs(p[1] - y) < 0.5).map((p) => Math.abs(p[0] - CX)))
      expect(half(start![1]), 'widest under the lip').toBeGreaterThan(10)
    }
  })
})

describe('a bald crown’s fringe', () => {
  const c = planConsultants().find((p) => p.gender === 'man')!
  const f = portraitFace(c.slug, c.gender, c.culture)
  const hair = drawHair(
    'receding',
    f,
    { base: '#3a2a20', light: '#5a4030', dark: '#20150f' },
    {
      scarf: '#000000',
      volume: 0.5,
      cut: 0.9,
      skin: '#e9c3a6',
      textured: false,
      temples: false,
      ceiling: 0,
    },
  )

  it('runs from the temple down behind the ear, not as a patch above it', () => {
    const ys = [...hair.back.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, , y]) => Number(y))
    expect(Math.min(...ys), 'from the temple').toBeLessThan(f.eyeY - 40)
    // down to the ear's lower half: the ear sits between the brows and the tip of the nose
    expect(Math.max(...ys), 'behind the ear').toBeGreaterThanOrEqual(f.noseY)
  })
})
