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
export const LANDMARKS = ['needle', 'dome', 'wheel', 'arch'] as const

export type CityCharacter = {
  sky: (typeof SKIES)[number]
  ground: (typeof GROUNDS)[number]
  skyline: (typeof SKYLINES)[number]
  landmark: (typeof LANDMARKS)[number]
}

export const DEFAULT_CITY: CityCharacter = { sky: 'dusk', ground: 'harbour', skyline: 'towers', landmark: 'needle' }

/** The character of the `n`th office's city. */
export function cityCharacter(n: number): CityCharacter {
  return {
    sky: SKIES[n % SKIES.length]!,
    ground: GROUNDS[n % GROUNDS.length]!,
    skyline: SKYLINES[n % SKYLINES.length]!,
    landmark: LANDMARKS[Math.floor(n / 3) % LANDMARKS.length]!,
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
  }[c.landmark]
  return `${shape} with ${mark}, ${land}, ${time}`
}

const f = (n: number) => n.toFixed(1)

type Sky = { top: string; low: string; light: 'sun' | 'moon' | 'rising' | 'pale'; lit: number; edge: number }

const SKY: Record<CityCharacter['sky'], Sky> = {
  dusk: { top: INK.navy, low: INK.dusk, light: 'sun', lit: 0.16, edge: 0.45 },
  night: { top: INK.night, low: INK.deep, light: 'moon', lit: 0.3, edge: 0.35 },
  dawn: { top: INK.deep, low: INK.dawn, light: 'rising', lit: 0.08, edge: 0.45 },
  day: { top: INK.mid, low: INK.day, light: 'pale', lit: 0.03, edge: 0.6 },
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

/** Layers of land behind the city: rolling hills or sharp mountains. */
function backdrop(w: number, horizon: number, h: number, sharp: boolean, rng: Rng): string[] {
  const out: string[] = []
  for (let layer = 0; layer < 2; layer += 1) {
    const pts: string[] = []
    const peaks = sharp ? rng.int(4, 6) : rng.int(2, 3)
    const rise = h * (sharp ? 0.34 - layer * 0.1 : 0.14 - layer * 0.04)
    for (let k = 0; k <= 60; k += 1) {
      const x = (k / 60) * w
      const t = (k / 60) * peaks
      const wave = sharp ? 1 - Math.abs((t % 1) * 2 - 1) : (1 - Math.cos(t * Math.PI * 2)) / 2
      pts.push(`${f(x)} ${f(horizon - rise * (0.45 + 0.55 * wave) - layer * h * 0.01)}`)
    }
    out.push(
      `<path d="M0 ${f(horizon)} L${pts.join(' L')} L${w} ${f(horizon)} Z" fill="${layer ? INK.deep : INK.mid}" opacity="${layer ? 0.85 : 0.55}" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="1.5"/>`,
    )
  }
  return out
}

/** The light of the sky: a low sun, a moon and stars, a sun rising on the horizon, or a pale sun by day. */
function light(sky: Sky, x: number, horizon: number, w: number, h: number, rng: Rng): string[] {
  switch (sky.light) {
    case 'moon': {
      const y = horizon - h * (0.45 + rng.next() * 0.1)
      const r = h * 0.05
      const stars = Array.from(
        { length: 40 },
        () =>
          `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * (horizon - h * 0.25))}" r="${f(1 + rng.next() * 1.6)}" fill="${INK.pale}" opacity="${f(0.3 + rng.next() * 0.5)}"/>`,
      )
      return [
        ...stars,
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${INK.pale}" opacity="0.95"/>`,
        `<circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.9)}" fill="${INK.night}"/>`,
      ]
    }
    case 'rising':
      return [
        `<circle cx="${f(x)}" cy="${f(horizon)}" r="${f(h * 0.2)}" fill="${INK.gold}" opacity="0.12"/>`,
        `<circle cx="${f(x)}" cy="${f(horizon - h * 0.02)}" r="${f(h * 0.1)}" fill="${INK.gold}" opacity="0.9"/>`,
      ]
    case 'pale': {
      const clouds = Array.from({ length: 5 }, () => {
        const cx = rng.next() * w
        const cy = h * (0.1 + rng.next() * 0.3)
        return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * (0.06 + rng.next() * 0.08))}" ry="${f(h * 0.025)}" fill="${INK.pale}" opacity="0.35"/>`
      })
      return [
        `<circle cx="${f(x)}" cy="${f(h * 0.16)}" r="${f(h * 0.06)}" fill="${INK.pale}" opacity="0.85"/>`,
        ...clouds,
      ]
    }
    default:
      return [
        `<circle cx="${f(x)}" cy="${f(horizon - h * (0.32 + rng.next() * 0.12))}" r="${f(h * 0.07)}" fill="${INK.gold}" opacity="0.85"/>`,
      ]
  }
}

/** One landmark in spirit, taller than its neighbours: a needle tower, a dome, a wheel or an arch. */
function landmark(kind: CityCharacter['landmark'], x: number, base: number, h: number, fill: string): string {
  const edge = `stroke="${INK.line}" stroke-opacity="0.55" stroke-width="1.5"`
  switch (kind) {
    case 'needle': {
      const top = base - h * 0.6
      const pod = base - h * 0.46
      return [
        `<path d="M${f(x - h * 0.012)} ${f(base)} L${f(x - h * 0.005)} ${f(top)} H${f(x + h * 0.005)} L${f(x + h * 0.012)} ${f(base)} Z" fill="${fill}" ${edge}/>`,
        `<ellipse cx="${f(x)}" cy="${f(pod)}" rx="${f(h * 0.03)}" ry="${f(h * 0.018)}" fill="${fill}" ${edge}/>`,
        `<circle cx="${f(x)}" cy="${f(top)}" r="3" fill="${INK.gold}"/>`,
      ].join('')
    }
    case 'dome': {
      const r = h * 0.07
      const drum = base - h * 0.2
      return [
        `<rect x="${f(x - r * 1.6)}" y="${f(drum)}" width="${f(r * 3.2)}" height="${f(base - drum)}" fill="${fill}" ${edge}/>`,
        `<path d="M${f(x - r)} ${f(drum)} A${f(r)} ${f(r * 1.1)} 0 0 1 ${f(x + r)} ${f(drum)} Z" fill="${fill}" ${edge}/>`,
        `<line x1="${f(x)}" y1="${f(drum - r * 1.1)}" x2="${f(x)}" y2="${f(drum - r * 1.5)}" stroke="${INK.gold}" stroke-width="3"/>`,
      ].join('')
    }
    case 'wheel': {
      const r = h * 0.16
      const cy = base - r - h * 0.02
      const spokes = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2
        return `<line x1="${f(x)}" y1="${f(cy)}" x2="${f(x + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}" stroke="${INK.line}" stroke-opacity="0.45" stroke-width="1.2"/>`
      })
      return [
        `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="2.5"/>`,
        ...spokes,
        `<path d="M${f(x - r * 0.5)} ${f(base)} L${f(x)} ${f(cy)} L${f(x + r * 0.5)} ${f(base)}" fill="none" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="2.5"/>`,
        `<circle cx="${f(x)}" cy="${f(cy - r)}" r="5" fill="${INK.gold}"/>`,
      ].join('')
    }
    default: {
      const r = h * 0.13
      const t = h * 0.025
      return `<path d="M${f(x - r)} ${f(base)} V${f(base - r * 1.4)} A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(base - r * 1.4)} V${f(base)} H${f(x + r - t)} V${f(base - r * 1.4)} A${f(r - t)} ${f(r - t)} 0 0 0 ${f(x - r + t)} ${f(base - r * 1.4)} V${f(base)} Z" fill="${fill}" ${edge}/>`
    }
  }
}

/**
 * A city seen from across the water or the plain: a sky for the time of day, the land around it,
 * three depths of buildings gathered round one or two centres with lit windows, and its landmark.
 */
export function citySvg(w: number, h: number, rng: Rng, c: CityCharacter): string {
  const sky = SKY[c.sky]
  const water = c.ground === 'harbour' || c.ground === 'mountains' || c.ground === 'river'
  const horizon = h * (c.ground === 'plain' ? 0.8 : 0.74 + rng.next() * 0.05)
  const centres =
    c.skyline === 'twin'
      ? [w * (0.22 + rng.next() * 0.1), w * (0.62 + rng.next() * 0.12)]
      : [w * (0.3 + rng.next() * 0.4)]
  const spread = w * (c.skyline === 'old-town' ? 0.3 + rng.next() * 0.1 : 0.1 + rng.next() * 0.08)
  const height = c.skyline === 'towers' ? 1.1 + rng.next() * 0.25 : c.skyline === 'old-town' ? 0.42 : 0.85
  const roofs = c.skyline === 'old-town' ? [0, 2, 2, 3, 2] : [0, 0, 0, 1, 4]
  const main = centres[0]!
  const lightX = rng.chance(0.5) ? main - spread * 1.4 : main + spread * 1.4
  const out = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0.1" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.low}"/></linearGradient>`,
    `<rect x="0" y="0" width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`,
    ...light(sky, lightX, horizon, w, h, rng),
  ]
  if (c.ground === 'hills') out.push(...backdrop(w, horizon, h, false, rng))
  if (c.ground === 'mountains') out.push(...backdrop(w, horizon, h, true, rng))
  const near = (x: number) => Math.max(...centres.map((m) => Math.exp(-(((x - m) / spread) ** 2))))
  const layers = [
    { fill: INK.mid, opacity: 0.55, low: 0.14, high: 0.5, lift: 0.02 },
    { fill: INK.deep, opacity: 0.92, low: 0.1, high: 0.42, lift: 0.01 },
    { fill: INK.navy, opacity: 1, low: 0.06, high: 0.32, lift: 0 },
  ]
  const mark = main + (c.skyline === 'twin' ? (centres[1]! - main) / 2 : spread * (rng.chance(0.5) ? 0.9 : -0.9))
  layers.forEach((layer, depth) => {
    const base = horizon - h * layer.lift
    if (depth === 1) out.push(landmark(c.landmark, mark, base, h, INK.deep))
    let x = -rng.int(0, 40)
    while (x < w) {
      const bw = w * (c.skyline === 'old-town' ? 0.03 + rng.next() * 0.03 : 0.025 + rng.next() * (0.05 - depth * 0.008))
      const bh = h * height * (layer.low + (layer.high - layer.low) * near(x + bw / 2)) * (0.55 + rng.next() * 0.45)
      const roof = rng.pick(roofs)
      const d = building(x, base, bw, bh, c.skyline === 'old-town' || bh > bw * 1.6 ? roof : 0)
      const edge = depth === 2 ? ` stroke="${INK.line}" stroke-opacity="${sky.edge}" stroke-width="1.5"` : ''
      out.push(`<path d="${d}" fill="${layer.fill}" opacity="${layer.opacity}"${edge}/>`)
      // an old town's spires: a few thin points above the roofs
      if (c.skyline === 'old-town' && depth === 1 && rng.chance(0.12))
        out.push(
          `<path d="M${f(x + bw * 0.4)} ${f(base - bh)} L${f(x + bw * 0.5)} ${f(base - bh - h * 0.12)} L${f(x + bw * 0.6)} ${f(base - bh)} Z" fill="${layer.fill}" stroke="${INK.line}" stroke-opacity="0.4" stroke-width="1.2"/>`,
        )
      if (depth > 0)
        for (let wy = base - bh + 14; wy < base - 12; wy += 16)
          for (let wx = x + 6; wx < x + bw - 8; wx += 12)
            if (rng.chance(depth === 2 ? sky.lit : sky.lit / 2))
              out.push(
                `<rect x="${f(wx)}" y="${f(wy)}" width="5" height="7" fill="${rng.chance(0.2) ? INK.gold : INK.pale}" opacity="${depth === 2 ? 0.7 : 0.35}"/>`,
              )
      x += bw + (depth === 2 ? rng.int(2, 10) : 0)
    }
  })
  out.push(`<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${INK.navy}"/>`)
  if (c.ground === 'river') {
    // an arched bridge across the river in front of the city
    const deck = horizon + (h - horizon) * 0.3
    const span = w / 5
    out.push(
      `<rect x="0" y="${f(horizon + 4)}" width="${w}" height="${f(h - horizon)}" fill="${INK.deep}" opacity="0.7"/>`,
      `<rect x="0" y="${f(deck - 6)}" width="${w}" height="8" fill="${INK.navy}" stroke="${INK.line}" stroke-opacity="0.5"/>`,
    )
    for (let i = 0; i < 5; i += 1)
      out.push(
        `<path d="M${f(i * span + 8)} ${f(h)} V${f(deck + 10)} A${f(span / 2 - 8)} ${f((h - deck) * 0.5)} 0 0 1 ${f((i + 1) * span - 8)} ${f(deck + 10)} V${f(h)}" fill="none" stroke="${INK.line}" stroke-opacity="0.45" stroke-width="2"/>`,
      )
  }
  if (water) {
    // the light's path on the water, and the city's lights broken into lines
    const glint = sky.light === 'moon' || sky.light === 'pale' ? INK.pale : INK.gold
    for (let y = horizon + 8; y < h; y += 9) {
      const spreadAt = (y - horizon) / (h - horizon)
      const len = w * (0.03 + rng.next() * 0.05) * (1 + spreadAt)
      out.push(
        `<line x1="${f(lightX - len / 2 + (rng.next() - 0.5) * 20)}" y1="${f(y)}" x2="${f(lightX + len / 2)}" y2="${f(y)}" stroke="${glint}" stroke-opacity="${f(0.5 - spreadAt * 0.35)}" stroke-width="2"/>`,
      )
      if (rng.chance(0.7)) {
        const lx = main + (rng.next() - 0.5) * spread * 3
        out.push(
          `<line x1="${f(lx)}" y1="${f(y + 3)}" x2="${f(lx + w * (0.02 + rng.next() * 0.06))}" y2="${f(y + 3)}" stroke="${INK.line}" stroke-opacity="${f(0.35 - spreadAt * 0.2)}" stroke-width="1.5"/>`,
        )
      }
    }
  } else {
    out.push(
      `<line x1="0" y1="${f(horizon)}" x2="${w}" y2="${f(horizon)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
    )
    // fields or a road running to the city: lines converging on the horizon
    for (let i = -4; i <= 4; i += 1)
      out.push(
        `<line x1="${f(main + i * w * 0.02)}" y1="${f(horizon + 2)}" x2="${f(main + i * w * 0.22)}" y2="${h}" stroke="${INK.line}" stroke-opacity="0.12" stroke-width="1.5"/>`,
      )
  }
  return out.join('\n')
}
