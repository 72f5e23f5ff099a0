import { INK } from './ink'
import type { Rng } from './random'

/**
 * The office cities. Each office gets a character from four independent choices (the time of day, the
 * land around the city, the shape of its skyline and one landmark in spirit), taken from the office's
 * place in the list with a different step for each choice, so neighbours in the office list differ in
 * all four and the 60 combinations repeat only after 60 offices. None draws a real building.
 */
export const SKIES = ['dusk', 'night', 'dawn', 'day'] as const
export const GROUNDS = ['harbour', 'hills', 'river', 'mountains', 'plain'] as const
export const SKYLINES = ['towers', 'old-town', 'twin'] as const
export const LANDMARKS = ['needle', 'dome', 'wheel', 'arch', 'clock'] as const

export type CityCharacter = {
  sky: (typeof SKIES)[number]
  ground: (typeof GROUNDS)[number]
  skyline: (typeof SKYLINES)[number]
  landmark: (typeof LANDMARKS)[number]
}

export const DEFAULT_CITY: CityCharacter = { sky: 'dusk', ground: 'harbour', skyline: 'towers', landmark: 'needle' }

/** The landmark kinds the list's rotation gives every city but these, whose own kind reads as that city. */
const CITY_LANDMARKS: Readonly<Record<string, CityCharacter['landmark']>> = {
  London: 'clock',
  Paris: 'arch',
  Berlin: 'needle',
  Toronto: 'needle',
  Chicago: 'wheel',
  Istanbul: 'dome',
  Singapore: 'wheel',
  Tokyo: 'needle',
  Shanghai: 'needle',
  Mumbai: 'arch',
  Accra: 'arch',
  Jakarta: 'needle',
  'Kuwait City': 'needle',
}

/** The generic kinds the rotation takes turns with: the clock tower is London's alone. */
const ROTATION = ['needle', 'dome', 'wheel', 'arch'] as const

/** The character of the `n`th office's city. */
export function cityCharacter(n: number, city?: string): CityCharacter {
  return {
    sky: SKIES[n % SKIES.length]!,
    ground: GROUNDS[n % GROUNDS.length]!,
    skyline: SKYLINES[n % SKYLINES.length]!,
    landmark: (city && CITY_LANDMARKS[city]) || ROTATION[Math.floor(n / 3) % ROTATION.length]!,
  }
}

/** Words for an office picture's alt text. */
export function describeCity(c: CityCharacter): string {
  const time = { dusk: 'at dusk', night: 'at night under a moon', dawn: 'at dawn', day: 'by day' }[c.sky]
  const land = {
    harbour: 'across a harbour',
    hills: 'before rolling hills',
    river: 'along a river crossed by an arched bridge',
    mountains: 'below mountains, across the water',
    plain: 'on a wide plain',
  }[c.ground]
  const shape = { towers: 'a cluster of towers', 'old-town': 'a low old town', twin: 'two districts of towers' }[
    c.skyline
  ]
  const mark = {
    needle: 'a needle-like tower',
    dome: 'a great dome',
    wheel: 'an observation wheel',
    arch: 'a tall arch',
    clock: 'a clock tower',
  }[c.landmark]
  return `${shape} with ${mark}, ${land}, ${time}`
}

const f = (n: number) => n.toFixed(1)

/** The inks of one time of day. */
export type CityInks = {
  /** The sky from its top, through the height of the tallest buildings, to the horizon. */
  sky: readonly [string, string, string]
  /** Where the middle ink of the sky lies, from 0 at the top to 1 at the horizon: low for a warm band of light. */
  glow: number
  /** The rows of buildings from the farthest to the nearest; the landmark is in the nearest row's ink. */
  rows: readonly [string, string, string]
  /** The water from the horizon to the foot of the picture. */
  water: readonly [string, string]
  /** The hills or mountains behind the city. */
  land: string
  /** The lit windows, and the share of windows lit. */
  window: string
  lit: number
  light: 'sun' | 'moon' | 'rising' | 'pale'
}

/**
 * The buildings stand out from the sky by light, not hue: dark rows against a gold, sand or pale sky at
 * dusk, dawn and by day, and at night lit blue-grey rows against a dark sky, so that on the site's navy
 * band a city never reads as an empty dark rectangle (art.test.ts holds these to a contrast ratio).
 */
export const CITY_INKS: Record<CityCharacter['sky'], CityInks> = {
  dusk: {
    sky: [INK.deep, INK.slate, INK.gold],
    glow: 0.35,
    rows: [INK.haze, INK.mid, INK.night],
    water: [INK.slate, INK.navy],
    land: INK.haze,
    window: INK.gold,
    lit: 0.3,
    light: 'sun',
  },
  night: {
    sky: [INK.night, INK.night, INK.deep],
    glow: 0.55,
    rows: [INK.mid, INK.haze, INK.steel],
    water: [INK.deep, INK.night],
    land: INK.mid,
    window: INK.gold,
    lit: 0.4,
    light: 'moon',
  },
  dawn: {
    sky: [INK.steel, INK.dawn, INK.gold],
    glow: 0.5,
    rows: [INK.line, INK.slate, INK.deep],
    water: [INK.day, INK.mid],
    land: INK.line,
    window: INK.gold,
    lit: 0.14,
    light: 'rising',
  },
  day: {
    sky: [INK.steel, INK.day, INK.pale],
    glow: 0.55,
    rows: [INK.line, INK.slate, INK.mid],
    water: [INK.line, INK.mid],
    land: INK.line,
    window: INK.pale,
    lit: 0.1,
    light: 'pale',
  },
}

/** A roofline: flat, stepped, pitched, rounded or flat with a mast; none is a real building. */
function building(x: number, base: number, bw: number, bh: number, roof: number): string {
  const top = base - bh
  const step = Math.min(bh * 0.12, bw * 0.35)
  // a low building keeps a flat roof unless it is an old town's: a dome or gable would dwarf a tower block
  switch (roof) {
    case 1:
      return `M${f(x)} ${f(base)} V${f(top + step)} H${f(x + bw * 0.2)} V${f(top)} H${f(x + bw * 0.8)} V${f(top + step)} H${f(x + bw)} V${f(base)} Z`
    case 2:
      return `M${f(x)} ${f(base)} V${f(top + bw * 0.3)} L${f(x + bw / 2)} ${f(top)} L${f(x + bw)} ${f(top + bw * 0.3)} V${f(base)} Z`
    case 3:
      return `M${f(x)} ${f(base)} V${f(top + bw / 2)} A${f(bw / 2)} ${f(bw / 2)} 0 0 1 ${f(x + bw)} ${f(top + bw / 2)} V${f(base)} Z`
    case 4:
      return `M${f(x)} ${f(base)} V${f(top)} H${f(x + bw * 0.46)} V${f(top - bh * 0.14)} H${f(x + bw * 0.54)} V${f(top)} H${f(x + bw)} V${f(base)} Z`
    default:
      return `M${f(x)} ${f(base)} V${f(top)} H${f(x + bw)} V${f(base)} Z`
  }
}

/** The sky as a gradient through its three inks. */
function skyGradient(inks: CityInks, horizon: number, w: number): string[] {
  const [top, middle, low] = inks.sky
  return [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="${inks.glow}" stop-color="${middle}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    `<rect x="0" y="0" width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`,
  ]
}

/** Layers of land behind the city, in the far row's ink: rolling hills, or mountains capped with snow. */
function backdrop(inks: CityInks, w: number, horizon: number, h: number, sharp: boolean, rng: Rng): string[] {
  const out: string[] = []
  for (let layer = 0; layer < 2; layer += 1) {
    const pts: string[] = []
    const peaks = sharp ? rng.int(3, 5) : rng.int(2, 3)
    const rise = h * (sharp ? 0.42 - layer * 0.14 : 0.18 - layer * 0.06)
    const phase = rng.next()
    const crest = (k: number) => {
      const t = (k / 60) * peaks + phase
      const wave = sharp ? 1 - Math.abs((t % 1) * 2 - 1) : (1 - Math.cos(t * Math.PI * 2)) / 2
      return horizon - rise * (0.4 + 0.6 * wave)
    }
    for (let k = 0; k <= 60; k += 1) pts.push(`${f((k / 60) * w)} ${f(crest(k))}`)
    out.push(
      `<path d="M0 ${f(horizon)} L${pts.join(' L')} L${w} ${f(horizon)} Z" fill="${inks.land}" opacity="${layer ? 1 : 0.6}"/>`,
    )
    // snow on the far range's peaks: the sand of the palette, so mountains read as mountains at any hour
    if (sharp && layer === 0)
      for (let m = -1; m <= peaks; m += 1) {
        const k = ((m + 0.5 - phase) * 60) / peaks
        if (k < 2 || k > 58) continue
        const [x, y] = [(k / 60) * w, crest(k)]
        const side = (w / peaks) * 0.1
        const drop = (side * rise * 2 * peaks) / w
        out.push(
          `<path d="M${f(x - side)} ${f(y + drop)} L${f(x)} ${f(y)} L${f(x + side)} ${f(y + drop)} Z" fill="${INK.sand}" opacity="${inks.light === 'moon' ? 0.35 : 0.75}"/>`,
        )
      }
  }
  return out
}

/** How far the light's disc (and the moon's bright halo) reaches from its centre, in the picture's height. */
const LIGHT_REACH: Record<CityInks['light'], number> = { moon: 0.088, sun: 0.09, rising: 0.08, pale: 0.065 }

/**
 * The light of the sky: a low sun, a full moon among stars, a sun rising on the horizon, or a pale sun
 * with clouds; its disc no higher than `top` allows.
 */
function light(inks: CityInks, x: number, horizon: number, w: number, h: number, top: number, rng: Rng): string[] {
  const below = (y: number) => Math.max(y, top + h * LIGHT_REACH[inks.light])
  // where the disc is, for the tests that keep it in frame
  const mark = (y: number) => `<g data-light="${[x, y, h * LIGHT_REACH[inks.light]].map(f).join(' ')}"/>`
  switch (inks.light) {
    case 'moon': {
      const y = below(horizon - h * (0.44 + rng.next() * 0.1))
      const r = h * 0.055
      const stars = Array.from(
        { length: 60 },
        () =>
          `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * (horizon - h * 0.2))}" r="${f(1.2 + rng.next() * 1.8)}" fill="${INK.pale}" opacity="${f(0.4 + rng.next() * 0.5)}"/>`,
      )
      return [
        mark(y),
        ...stars,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.6)}" fill="${INK.pale}" opacity="0.08"/>`,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.6)}" fill="${INK.pale}" opacity="0.12"/>`,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${INK.sand}"/>`,
      ]
    }
    case 'rising':
      return [
        mark(horizon - h * 0.14),
        `<circle cx="${f(x)}" cy="${f(horizon - h * 0.14)}" r="${f(h * 0.24)}" fill="${INK.sand}" opacity="0.3"/>`,
        `<circle cx="${f(x)}" cy="${f(horizon - h * 0.14)}" r="${f(h * 0.14)}" fill="${INK.sand}" opacity="0.5"/>`,
        `<circle cx="${f(x)}" cy="${f(horizon - h * 0.14)}" r="${f(h * 0.08)}" fill="${INK.gold}"/>`,
      ]
    case 'pale': {
      const clouds = Array.from({ length: 5 }, () => {
        const cx = rng.next() * w
        const cy = h * (0.08 + rng.next() * 0.26)
        const rx = w * (0.05 + rng.next() * 0.07)
        return [
          `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(h * 0.028)}" fill="${INK.sand}" opacity="0.8"/>`,
          `<ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - h * 0.025)}" rx="${f(rx * 0.45)}" ry="${f(h * 0.035)}" fill="${INK.sand}" opacity="0.8"/>`,
        ].join('')
      })
      const y = below(h * 0.17)
      return [
        mark(y),
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.13)}" fill="${INK.sand}" opacity="0.35"/>`,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.065)}" fill="${INK.sand}"/>`,
        ...clouds,
      ]
    }
    default: {
      const y = below(horizon - h * (0.14 + rng.next() * 0.1))
      return [
        mark(y),
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.2)}" fill="${INK.gold}" opacity="0.25"/>`,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.09)}" fill="${INK.gold}"/>`,
      ]
    }
  }
}

/** How wide a landmark stands, so the nearest row can open a square in front of it (in the landmark's size). */
const LANDMARK_HALF_WIDTH: Record<CityCharacter['landmark'], number> = {
  needle: 0.05,
  dome: 0.16,
  wheel: 0.2,
  arch: 0.2,
  clock: 0.06,
}

/** How far a landmark reaches above its base and to each side of its axis, beacon included (in its size). */
const LANDMARK_REACH: Record<CityCharacter['landmark'], { up: number; side: number }> = {
  needle: { up: 0.63, side: 0.045 },
  dome: { up: 0.361, side: 0.15 },
  wheel: { up: 0.378, side: 0.178 },
  arch: { up: 0.365, side: 0.15 },
  clock: { up: 0.6, side: 0.045 },
}

/** The part of the drawing a framing shows, in the drawing's own units. */
export type View = { x0: number; y0: number; x1: number; y1: number }

/**
 * How far the landmark and the light stay from the picture's edges, as shares of its width and height:
 * more than a social card's crop of the 16:9 picture (1.91:1 takes 3.5% off top and bottom) takes, and
 * at the sides clear of the soft navy edge every picture on navy fades into (`FEATHER` in art.ts).
 */
export const CITY_MARGIN = { x: 0.08, y: 0.07 } as const

/**
 * One landmark in spirit, taller than its neighbours: a needle tower, a dome, a wheel, an arch or a clock
 * tower; `h` is its size (the picture's height, or less where a close framing leaves less sky).
 */
function landmark(kind: CityCharacter['landmark'], x: number, base: number, h: number, inks: CityInks): string {
  const fill = inks.rows[2]
  const beacon = `fill="${INK.gold}"`
  switch (kind) {
    case 'needle': {
      const top = base - h * 0.62
      const pod = base - h * 0.47
      return [
        `<path d="M${f(x - h * 0.022)} ${f(base)} L${f(x - h * 0.007)} ${f(top)} H${f(x + h * 0.007)} L${f(x + h * 0.022)} ${f(base)} Z" fill="${fill}"/>`,
        `<ellipse cx="${f(x)}" cy="${f(pod)}" rx="${f(h * 0.045)}" ry="${f(h * 0.024)}" fill="${fill}"/>`,
        `<rect x="${f(x - h * 0.04)}" y="${f(pod - h * 0.004)}" width="${f(h * 0.08)}" height="${f(h * 0.008)}" ${beacon} opacity="0.9"/>`,
        `<circle cx="${f(x)}" cy="${f(top)}" r="${f(h * 0.008)}" ${beacon}/>`,
      ].join('')
    }
    case 'dome': {
      const r = h * 0.1
      const drum = base - h * 0.18
      return [
        `<rect x="${f(x - r * 1.5)}" y="${f(drum)}" width="${f(r * 3)}" height="${f(base - drum)}" fill="${fill}"/>`,
        `<rect x="${f(x - r * 1.05)}" y="${f(drum - r * 0.3)}" width="${f(r * 2.1)}" height="${f(r * 0.32)}" fill="${fill}"/>`,
        `<path d="M${f(x - r)} ${f(drum - r * 0.28)} A${f(r)} ${f(r * 1.1)} 0 0 1 ${f(x + r)} ${f(drum - r * 0.28)} Z" fill="${fill}"/>`,
        `<rect x="${f(x - r * 0.12)}" y="${f(drum - r * 1.68)}" width="${f(r * 0.24)}" height="${f(r * 0.34)}" fill="${fill}"/>`,
        `<circle cx="${f(x)}" cy="${f(drum - r * 1.72)}" r="${f(h * 0.009)}" ${beacon}/>`,
      ].join('')
    }
    case 'wheel': {
      const r = h * 0.17
      const cy = base - r - h * 0.03
      const lit = inks.light === 'moon' || inks.light === 'sun'
      const parts = [
        `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${fill}" stroke-width="${f(h * 0.009)}"/>`,
        `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="none" stroke="${fill}" stroke-width="${f(h * 0.003)}"/>`,
      ]
      for (let i = 0; i < 16; i += 1) {
        const a = (i / 16) * Math.PI * 2
        const [ex, ey] = [x + Math.cos(a) * r, cy + Math.sin(a) * r]
        parts.push(
          `<line x1="${f(x)}" y1="${f(cy)}" x2="${f(ex)}" y2="${f(ey)}" stroke="${fill}" stroke-width="${f(h * 0.0028)}"/>`,
          // the cabins, lit at dusk and at night
          `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(h * 0.008)}" fill="${lit ? INK.gold : fill}"/>`,
        )
      }
      parts.push(
        `<path d="M${f(x - r * 0.55)} ${f(base)} L${f(x)} ${f(cy)} L${f(x + r * 0.55)} ${f(base)}" fill="none" stroke="${fill}" stroke-width="${f(h * 0.01)}"/>`,
        `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(h * 0.012)}" ${beacon}/>`,
      )
      return parts.join('')
    }
    case 'clock': {
      // a square tower, its belfry and clock face in gold, under a steep spire
      const half = h * 0.035
      const belfry = base - h * 0.4
      const face = belfry + h * 0.05
      return [
        `<rect x="${f(x - half)}" y="${f(belfry)}" width="${f(half * 2)}" height="${f(base - belfry)}" fill="${fill}"/>`,
        `<rect x="${f(x - h * 0.045)}" y="${f(belfry - h * 0.012)}" width="${f(h * 0.09)}" height="${f(h * 0.09)}" fill="${fill}"/>`,
        `<circle cx="${f(x)}" cy="${f(face)}" r="${f(h * 0.028)}" ${beacon}/>`,
        `<path d="M${f(x)} ${f(face - h * 0.018)} V${f(face)} H${f(x + h * 0.014)}" fill="none" stroke="${fill}" stroke-width="${f(h * 0.005)}"/>`,
        `<path d="M${f(x - h * 0.04)} ${f(belfry - h * 0.012)} L${f(x)} ${f(base - h * 0.59)} L${f(x + h * 0.04)} ${f(belfry - h * 0.012)} Z" fill="${fill}"/>`,
        `<circle cx="${f(x)}" cy="${f(base - h * 0.592)}" r="${f(h * 0.007)}" ${beacon}/>`,
        // lines of the tower's long windows
        ...[-1, 1].map(
          (k) =>
            `<line x1="${f(x + k * half * 0.45)}" y1="${f(belfry + h * 0.1)}" x2="${f(x + k * half * 0.45)}" y2="${f(base - h * 0.04)}" stroke="${INK.pale}" stroke-opacity="0.25" stroke-width="${f(h * 0.004)}"/>`,
        ),
      ].join('')
    }
    default: {
      const r = h * 0.15
      const t = h * 0.04
      const rise = r * 1.3
      return `<path d="M${f(x - r)} ${f(base)} V${f(base - rise)} A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(base - rise)} V${f(base)} H${f(x + r - t)} V${f(base - rise)} A${f(r - t)} ${f(r - t)} 0 0 0 ${f(x - r + t)} ${f(base - rise)} V${f(base)} Z" fill="${fill}"/><circle cx="${f(x)}" cy="${f(base - rise - r - h * 0.012)}" r="${f(h * 0.008)}" ${beacon}/>`
    }
  }
}

type Shape = { x: number; bw: number; bh: number; d: string }

/** How the skyline rises: round one or two centres, low in front of the landmark. */
type Plan = { centres: number[]; spread: number; height: number; roofs: number[]; mark: number; clear: number }

/** One row of buildings along the horizon. */
function row(plan: Plan, c: CityCharacter, depth: number, base: number, w: number, h: number, rng: Rng): Shape[] {
  const [low, high] = [
    [0.16, 0.52],
    [0.1, 0.42],
    [0.05, 0.3],
  ][depth]!
  const near = (x: number) => Math.max(...plan.centres.map((m) => Math.exp(-(((x - m) / plan.spread) ** 2))))
  const shapes: Shape[] = []
  let x = -rng.int(0, 40)
  while (x < w) {
    const bw = w * (c.skyline === 'old-town' ? 0.03 + rng.next() * 0.03 : 0.025 + rng.next() * (0.05 - depth * 0.008))
    const square = depth > 0 && Math.abs(x + bw / 2 - plan.mark) < plan.clear ? 0.3 : 1
    const bh = h * plan.height * (low! + (high! - low!) * near(x + bw / 2)) * (0.55 + rng.next() * 0.45) * square
    const roof = rng.pick(plan.roofs)
    shapes.push({ x, bw, bh, d: building(x, base, bw, bh, c.skyline === 'old-town' || bh > bw * 1.6 ? roof : 0) })
    x += bw + (depth === 2 ? rng.int(2, 10) : 0)
  }
  return shapes
}

/** A row's windows: a grid on each building, a share of it lit. */
function windows(shapes: Shape[], base: number, inks: CityInks, depth: number, w: number, rng: Rng): string[] {
  const out: string[] = []
  const [ww, wh] = [w * 0.006, w * 0.008]
  const [gx, gy] = [w * 0.0115, w * 0.015]
  for (const s of shapes)
    for (let wy = base - s.bh + gy; wy < base - gy; wy += gy)
      for (let wx = s.x + gx * 0.6; wx < s.x + s.bw - gx * 0.8; wx += gx)
        if (rng.chance(depth === 2 ? inks.lit : inks.lit / 2))
          out.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${rng.chance(0.2) ? INK.pale : inks.window}" opacity="${depth === 2 ? 0.9 : 0.5}"/>`,
          )
  return out
}

/** The water: the sky's low light on it, the nearest row mirrored and broken by ripples, the light's path. */
function water(
  inks: CityInks,
  nearest: Shape[],
  horizon: number,
  lightX: number,
  w: number,
  h: number,
  rng: Rng,
): string[] {
  const [top, bottom] = inks.water
  const out = [
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`,
    `<clipPath id="below"><rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}"/></clipPath>`,
    // a reflection is the city upside down, a little shorter, fading
    `<g clip-path="url(#below)" opacity="0.45"><g transform="matrix(1 0 0 -0.7 0 ${f(horizon * 1.7)})">${nearest.map((s) => `<path d="${s.d}" fill="${inks.rows[2]}"/>`).join('')}</g></g>`,
  ]
  const glint = inks.light === 'moon' || inks.light === 'pale' ? INK.pale : INK.gold
  for (let y = horizon + 6; y < h; y += 8) {
    const depth = (y - horizon) / (h - horizon)
    out.push(
      `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="${top}" stroke-opacity="${f(0.35 - depth * 0.2)}" stroke-width="2" stroke-dasharray="${rng.int(30, 90)} ${rng.int(8, 24)}"/>`,
    )
    const len = w * (0.03 + rng.next() * 0.05) * (1 + depth * 1.5)
    out.push(
      `<line x1="${f(lightX - len / 2)}" y1="${f(y)}" x2="${f(lightX + len / 2)}" y2="${f(y)}" stroke="${glint}" stroke-opacity="${f(0.8 - depth * 0.5)}" stroke-width="2.5"/>`,
    )
  }
  return out
}

/** Land in front of the city: fields or a road running to it, lines converging on the horizon. */
function land(inks: CityInks, horizon: number, main: number, w: number, h: number): string[] {
  const out = [
    `<linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${inks.rows[1]}"/><stop offset="1" stop-color="${INK.navy}"/></linearGradient>`,
    `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#land)"/>`,
  ]
  for (let i = -6; i <= 6; i += 1)
    out.push(
      `<line x1="${f(main + i * w * 0.02)}" y1="${f(horizon)}" x2="${f(main + i * w * 0.2)}" y2="${h}" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="1.5"/>`,
    )
  out.push(
    `<path d="M${f(main - w * 0.004)} ${f(horizon)} L${f(main - w * 0.09)} ${h} H${f(main + w * 0.09)} L${f(main + w * 0.004)} ${f(horizon)} Z" fill="${INK.gold}" opacity="0.25"/>`,
  )
  return out
}

/** An arched bridge across the river in front of the city, lamps along its deck. */
function bridge(inks: CityInks, horizon: number, w: number, h: number): string[] {
  const deck = horizon + (h - horizon) * 0.35
  const span = w / 5
  const fill = inks.rows[2]
  const arches = Array.from({ length: 5 }, (_, i) => {
    const [a, b] = [i * span + span * 0.08, (i + 1) * span - span * 0.08]
    return `M${f(a)} ${f(h)} V${f(deck + h * 0.06)} A${f((b - a) / 2)} ${f((h - deck) * 0.45)} 0 0 1 ${f(b)} ${f(deck + h * 0.06)} V${f(h)} Z`
  })
  const lamps = Array.from(
    { length: 20 },
    (_, i) =>
      `<circle cx="${f((i + 0.5) * (w / 20))}" cy="${f(deck - h * 0.012)}" r="${f(h * 0.006)}" fill="${INK.gold}"/>`,
  )
  return [
    // the bridge is the deck and its piers: a band with arches cut out of it
    `<path d="M0 ${f(deck)} H${w} V${h} H0 Z ${arches.join(' ')}" fill="${fill}" fill-rule="evenodd"/>`,
    ...lamps,
  ]
}

/**
 * A city seen from across the water or the plain: a sky for the time of day, the land around it,
 * three rows of buildings gathered round one or two centres with lit windows, and its landmark
 * before a square in the nearest row.
 */
export function citySvg(
  w: number,
  h: number,
  rng: Rng,
  c: CityCharacter,
  view: View = { x0: 0, y0: 0, x1: w, y1: h },
): string {
  const inks = CITY_INKS[c.sky]
  const wet = c.ground === 'harbour' || c.ground === 'mountains' || c.ground === 'river'
  // high enough that a zoomed, shifted framing still shows the foot of the city
  const horizon = h * (c.ground === 'plain' ? 0.7 : 0.64 + rng.next() * 0.04)
  const centres =
    c.skyline === 'twin'
      ? [w * (0.2 + rng.next() * 0.1), w * (0.66 + rng.next() * 0.1)]
      : [w * (0.35 + rng.next() * 0.3)]
  const spread = w * (c.skyline === 'old-town' ? 0.3 + rng.next() * 0.1 : 0.1 + rng.next() * 0.08)
  const main = centres[0]!
  const beside = c.skyline === 'twin' ? (centres[0]! + centres[1]!) / 2 : main + spread * (rng.chance(0.5) ? 0.9 : -0.9)
  // the landmark and the light stand within the part the framing shows, clear of its edges
  const [mx, my] = [CITY_MARGIN.x * (view.x1 - view.x0), CITY_MARGIN.y * (view.y1 - view.y0)]
  const reach = LANDMARK_REACH[c.landmark]
  const size = Math.min(h, (horizon - view.y0 - my) / reach.up)
  const inner = 0.2 * (view.x1 - view.x0)
  const mark = Math.min(
    view.x1 - Math.max(inner, mx + reach.side * size),
    Math.max(view.x0 + Math.max(inner, mx + reach.side * size), beside),
  )
  const plan: Plan = {
    centres,
    spread,
    height: c.skyline === 'towers' ? 1.1 + rng.next() * 0.25 : c.skyline === 'old-town' ? 0.6 : 0.9,
    roofs: c.skyline === 'old-town' ? [0, 2, 2, 3, 2] : [0, 0, 0, 1, 4],
    mark,
    clear: size * LANDMARK_HALF_WIDTH[c.landmark],
  }
  const side = rng.chance(0.5) ? -1 : 1
  const lightReach = mx + h * LIGHT_REACH[inks.light]
  const lightX = Math.min(
    view.x1 - lightReach,
    Math.max(view.x0 + lightReach, mark + side * w * (0.22 + rng.next() * 0.1)),
  )
  const out = [...skyGradient(inks, horizon, w), ...light(inks, lightX, horizon, w, h, view.y0 + my, rng)]
  if (c.ground === 'hills') out.push(...backdrop(inks, w, horizon, h, false, rng))
  if (c.ground === 'mountains') out.push(...backdrop(inks, w, horizon, h, true, rng))
  let nearest: Shape[] = []
  for (let depth = 0; depth < 3; depth += 1) {
    const base = horizon - h * 0.012 * (2 - depth)
    if (depth === 2)
      out.push(
        `<g data-landmark="${[mark - reach.side * size, horizon - reach.up * size, mark + reach.side * size, horizon].map(f).join(' ')}">${landmark(c.landmark, mark, horizon, size, inks)}</g>`,
      )
    const shapes = row(plan, c, depth, base, w, h, rng)
    out.push(...shapes.map((s) => `<path d="${s.d}" fill="${inks.rows[depth]}"/>`))
    // an old town's spires: a few thin points above the roofs
    if (c.skyline === 'old-town' && depth === 1)
      for (const s of shapes)
        if (rng.chance(0.14))
          out.push(
            `<path d="M${f(s.x + s.bw * 0.35)} ${f(base - s.bh + 1)} L${f(s.x + s.bw * 0.5)} ${f(base - s.bh - h * 0.14)} L${f(s.x + s.bw * 0.65)} ${f(base - s.bh + 1)} Z" fill="${inks.rows[1]}"/>`,
          )
    if (depth > 0) out.push(...windows(shapes, base, inks, depth, w, rng))
    nearest = shapes
  }
  if (wet) out.push(...water(inks, nearest, horizon, lightX, w, h, rng))
  else out.push(...land(inks, horizon, main, w, h))
  if (c.ground === 'river') out.push(...bridge(inks, horizon, w, h))
  return out.join('\n')
}
