import type { Rng } from './random'

/**
 * The site's one art direction for demo pictures, drawn as SVG (no text, so no fonts): calm line
 * drawings on the brand's navy, pale-blue lines and a single muted-gold accent. Each kind of page has
 * its own motif, so a picture belongs to its page: contour landscapes for industries, networks of
 * people for functions, colonnades for services, steps for careers, a globe for the firm, a city of its
 * own for each office, and two motifs per insight category.
 */

export const INK = {
  navy: '#0b2545',
  deep: '#13315c',
  mid: '#1d3e6e',
  line: '#8da9c4',
  pale: '#dbe4ee',
  sand: '#f4f1ec',
  gold: '#d4b483',
} as const

export type Motif =
  | 'contours'
  | 'network'
  | 'colonnade'
  | 'steps'
  | 'summit'
  | 'table'
  | 'pipeline'
  | 'mosaic'
  | 'skyline'
  | 'windows'
  | 'rings'
  | 'globe'
  | 'city'
  | 'conversation'
  | 'letter'

type Draw = (w: number, h: number, rng: Rng) => string

const f = (n: number) => n.toFixed(1)

/** Layered hills drawn as contour lines, with a low sun: a landscape for a sector. */
const contours: Draw = (w, h, rng) => {
  const out: string[] = []
  const sunX = rng.int(Math.round(w * 0.55), Math.round(w * 0.85))
  const sunY = rng.int(Math.round(h * 0.22), Math.round(h * 0.38))
  out.push(`<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.11)}" fill="${INK.gold}" opacity="0.9"/>`)
  const layers = 7
  for (let i = 0; i < layers; i += 1) {
    const base = h * (0.42 + i * 0.085)
    const amp = h * (0.05 + rng.next() * 0.06)
    const freq = 1 + rng.next() * 1.6
    const phase = rng.next() * Math.PI * 2
    const pts: string[] = []
    for (let step = 0; step <= 48; step += 1) {
      const x = (step / 48) * w
      const y = base - amp * Math.sin((x / w) * Math.PI * freq + phase) - amp * 0.4 * Math.sin((x / w) * 7 + phase)
      pts.push(`${f(x)} ${f(y)}`)
    }
    const fill = i % 2 ? INK.deep : INK.mid
    out.push(
      `<path d="M0 ${h} L${pts.join(' L')} L${w} ${h} Z" fill="${fill}" opacity="${f(0.35 + i * 0.08)}"/>`,
      `<path d="M${pts.join(' L')}" fill="none" stroke="${INK.line}" stroke-opacity="${f(0.35 + i * 0.06)}" stroke-width="2"/>`,
    )
  }
  return out.join('\n')
}

/** People as nodes around a centre, joined by fine lines: how a function connects an organisation. */
const network: Draw = (w, h, rng) => {
  const cx = w * (0.55 + rng.next() * 0.2)
  const cy = h * 0.5
  const nodes: Array<[number, number, number]> = []
  const rings = [0.18, 0.3, 0.44]
  rings.forEach((r, ri) => {
    const count = 5 + ri * 3 + rng.int(0, 2)
    const turn = rng.next() * Math.PI * 2
    for (let i = 0; i < count; i += 1) {
      const a = turn + (i / count) * Math.PI * 2
      nodes.push([cx + Math.cos(a) * h * r * 1.5, cy + Math.sin(a) * h * r, ri])
    }
  })
  const out: string[] = []
  for (const r of rings)
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(h * r * 1.5)}" ry="${f(h * r)}" fill="none" stroke="${INK.line}" stroke-opacity="0.18" stroke-width="1.5"/>`,
    )
  for (const [x, y, ri] of nodes) {
    const inner = nodes.filter((n) => n[2] === ri - 1)
    const to = ri === 0 ? [cx, cy] : (inner[Math.floor(rng.next() * inner.length)] ?? [cx, cy])
    out.push(
      `<line x1="${f(x)}" y1="${f(y)}" x2="${f(to[0]!)}" y2="${f(to[1]!)}" stroke="${INK.line}" stroke-opacity="0.45" stroke-width="1.5"/>`,
    )
  }
  for (const [x, y, ri] of nodes)
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (0.03 - ri * 0.006))}" fill="${rng.chance(0.12) ? INK.gold : INK.pale}" opacity="0.9"/>`,
    )
  out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.05)}" fill="${INK.gold}"/>`)
  return out.join('\n')
}

/** A colonnade of arches, one lit: the firm's house, for services and the firm's own pages. */
const colonnade: Draw = (w, h, rng) => {
  const count = rng.int(4, 6)
  const lit = rng.int(0, count - 1)
  const gap = w / (count + 1)
  const archW = gap * 0.62
  const top = h * 0.26
  const floor = h * 0.84
  const out: string[] = [
    `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.deep}"/>`,
    `<line x1="0" y1="${f(floor)}" x2="${w}" y2="${f(floor)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  ]
  for (let i = 0; i < count; i += 1) {
    const x = gap * (i + 1) - archW / 2
    const r = archW / 2
    const d = `M${f(x)} ${f(floor)} V${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + archW)} ${f(top + r)} V${f(floor)} Z`
    out.push(
      i === lit
        ? `<path d="${d}" fill="${INK.gold}" opacity="0.92"/><path d="M${f(x)} ${f(floor)} L${f(x - archW * 0.9)} ${h} H${f(x + archW * 1.9)} L${f(x + archW)} ${f(floor)} Z" fill="${INK.gold}" opacity="0.18"/>`
        : `<path d="${d}" fill="${INK.navy}" stroke="${INK.line}" stroke-opacity="0.55" stroke-width="2"/>`,
    )
  }
  return out.join('\n')
}

/** Steps rising towards an open door: a career's next move. */
const steps: Draw = (w, h, rng) => {
  const count = rng.int(5, 7)
  const stepW = (w * 0.62) / count
  const stepH = (h * 0.55) / count
  const x0 = w * 0.12
  const floor = h * 0.88
  const d: string[] = [`M${f(x0)} ${f(floor)}`]
  for (let i = 0; i < count; i += 1) {
    d.push(`V${f(floor - (i + 1) * stepH)} H${f(x0 + (i + 1) * stepW)}`)
  }
  d.push(`V${f(floor)} Z`)
  // an arched door on the top step, its light falling down the stairs
  const top = floor - count * stepH
  const doorW = w * 0.07
  const doorH = h * 0.26
  const doorX = x0 + (count - 1) * stepW + (stepW - doorW) / 2
  const r = doorW / 2
  return [
    `<path d="${d.join(' ')}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
    `<path d="M${f(doorX)} ${f(top)} L${f(doorX - stepW * 2.5)} ${f(floor)} H${f(doorX + doorW)} Z" fill="${INK.gold}" opacity="0.14"/>`,
    `<path d="M${f(doorX)} ${f(top)} V${f(top - doorH + r)} A${f(r)} ${f(r)} 0 0 1 ${f(doorX + doorW)} ${f(top - doorH + r)} V${f(top)} Z" fill="${INK.gold}" opacity="0.95"/>`,
    `<circle cx="${f(w * (0.2 + rng.next() * 0.2))}" cy="${f(h * 0.22)}" r="${f(h * 0.06)}" fill="none" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="2"/>`,
  ].join('\n')
}

/** Mountain ridges with a path to a marked summit: leadership. */
const summit: Draw = (w, h, rng) => {
  const out: string[] = []
  for (let layer = 0; layer < 3; layer += 1) {
    const peaks = rng.int(3, 5)
    const pts: string[] = [`0 ${f(h * (0.7 + layer * 0.08))}`]
    for (let i = 1; i <= peaks * 2; i += 1) {
      const x = (i / (peaks * 2)) * w
      const y = i % 2 ? h * (0.3 + layer * 0.14 + rng.next() * 0.12) : h * (0.62 + layer * 0.08 + rng.next() * 0.08)
      pts.push(`${f(x)} ${f(y)}`)
    }
    out.push(
      `<path d="M${pts.join(' L')} L${w} ${h} L0 ${h} Z" fill="${[INK.deep, INK.mid, INK.navy][layer]}" stroke="${INK.line}" stroke-opacity="${f(0.3 + layer * 0.15)}" stroke-width="2"/>`,
    )
  }
  const sx = w * (0.35 + rng.next() * 0.3)
  const sy = h * 0.28
  out.push(
    `<path d="M${f(w * 0.1)} ${h} C ${f(w * 0.3)} ${f(h * 0.8)}, ${f(sx - w * 0.15)} ${f(h * 0.6)}, ${f(sx)} ${f(sy + h * 0.06)}" fill="none" stroke="${INK.gold}" stroke-width="3" stroke-dasharray="10 8"/>`,
    `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(h * 0.035)}" fill="${INK.gold}"/>`,
  )
  return out.join('\n')
}

/** A boardroom table seen from above, its seats around it, one taken in gold. */
const table: Draw = (w, h, rng) => {
  // long boardroom tables and round ones, seen at different distances
  const round = rng.chance(0.35)
  const rx = round ? h * (0.2 + rng.next() * 0.06) : w * (0.2 + rng.next() * 0.1)
  const ry = round ? rx : h * (0.14 + rng.next() * 0.08)
  const cx = w * (0.35 + rng.next() * 0.3)
  const cy = h * (0.45 + rng.next() * 0.1)
  const seats = round ? rng.int(6, 8) : rng.int(8, 12)
  const gold = rng.int(0, seats - 1)
  const out = [
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.7)}" fill="none" stroke="${INK.line}" stroke-opacity="0.25" stroke-width="1.5"/>`,
  ]
  for (let i = 0; i < seats; i += 1) {
    const a = (i / seats) * Math.PI * 2
    const x = cx + Math.cos(a) * (rx + h * 0.09)
    const y = cy + Math.sin(a) * (ry + h * 0.09)
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.045)}" fill="${i === gold ? INK.gold : INK.navy}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
    )
  }
  return out.join('\n')
}

/** Many dots flowing along converging curves to one: a pipeline of successors. */
const pipeline: Draw = (w, h, rng) => {
  const tx = w * 0.82
  const ty = h * (0.4 + rng.next() * 0.2)
  const out: string[] = []
  const lines = 7
  for (let i = 0; i < lines; i += 1) {
    const sy = h * (0.1 + (i / (lines - 1)) * 0.8)
    const c1 = w * (0.3 + rng.next() * 0.15)
    out.push(
      `<path d="M0 ${f(sy)} C ${f(c1)} ${f(sy)}, ${f(w * 0.55)} ${f(ty)}, ${f(tx)} ${f(ty)}" fill="none" stroke="${INK.line}" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    for (let k = 1; k < 6; k += 1) {
      const t = k / 6
      // a point on the cubic curve at t
      const mt = 1 - t
      const x = 3 * mt * mt * t * c1 + 3 * mt * t * t * w * 0.55 + t * t * t * tx
      const y = mt * mt * mt * sy + 3 * mt * mt * t * sy + 3 * mt * t * t * ty + t * t * t * ty
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.012 + t * h * 0.01)}" fill="${INK.pale}" opacity="${f(0.4 + t * 0.4)}"/>`,
      )
    }
  }
  out.push(`<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(h * 0.06)}" fill="${INK.gold}"/>`)
  return out.join('\n')
}

/** Overlapping circles in every tone of the palette: many perspectives, one picture. */
const mosaic: Draw = (w, h, rng) => {
  const cols = 8
  const rows = 4
  const cell = w / cols
  const tones = [INK.mid, INK.deep, INK.line, INK.pale, INK.gold]
  const out: string[] = []
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const tone = rng.pick(tones)
      const x = c * cell + cell / 2 + (r % 2 ? cell / 4 : 0)
      const y = (h / rows) * (r + 0.5)
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(cell * (0.38 + rng.next() * 0.2))}" fill="${tone}" opacity="${f(tone === INK.gold ? 0.85 : 0.35 + rng.next() * 0.35)}"/>`,
      )
    }
  return out.join('\n')
}

/** Building elevations with a rhythm of windows: a city's sectors. */
const skyline: Draw = (w, h, rng) => {
  const out: string[] = []
  let x = 0
  const floor = h * 0.9
  while (x < w) {
    const bw = rng.int(Math.round(w * 0.07), Math.round(w * 0.14))
    const bh = h * (0.3 + rng.next() * 0.45)
    out.push(
      `<rect x="${f(x)}" y="${f(floor - bh)}" width="${bw - 6}" height="${f(bh)}" fill="${rng.pick([INK.mid, INK.deep])}" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    )
    for (let wy = floor - bh + 18; wy < floor - 24; wy += 26)
      for (let wx = x + 12; wx < x + bw - 20; wx += 20)
        if (rng.chance(0.3))
          out.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="8" height="12" fill="${rng.chance(0.15) ? INK.gold : INK.pale}" opacity="0.6"/>`,
          )
    x += bw
  }
  out.push(`<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.navy}"/>`)
  return out.join('\n')
}

/** A facade of windows, some lit, one open in gold: work in many places at once. */
const windows: Draw = (w, h, rng) => {
  const cols = 12
  const rows = 6
  const cw = w / cols
  const ch = h / rows
  const out: string[] = []
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const lit = rng.chance(0.28)
      out.push(
        `<rect x="${f(c * cw + 8)}" y="${f(r * ch + 8)}" width="${f(cw - 16)}" height="${f(ch - 16)}" rx="4" fill="${lit ? (rng.chance(0.12) ? INK.gold : INK.line) : INK.deep}" opacity="${lit ? 0.75 : 0.8}" stroke="${INK.line}" stroke-opacity="0.25"/>`,
      )
    }
  return out.join('\n')
}

/** Arcs widening from a corner: growth, drawn as ripples rather than a bar chart. */
const rings: Draw = (w, h, rng) => {
  const cx = w * 0.08
  const cy = h * 1.02
  const out: string[] = []
  const count = 9
  const gold = rng.int(4, 7)
  for (let i = 1; i <= count; i += 1) {
    const r = (i / count) * w * 0.95
    out.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${i === gold ? INK.gold : INK.line}" stroke-opacity="${i === gold ? 0.95 : f(0.15 + i * 0.04)}" stroke-width="${i === gold ? 5 : 2}"/>`,
    )
  }
  const a = -Math.PI / 2 + 0.5 + rng.next() * 0.7
  const r = (gold / count) * w * 0.95
  out.push(
    `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(h * 0.035)}" fill="${INK.gold}"/>`,
  )
  return out.join('\n')
}

/** A globe of meridians and parallels with offices marked and joined by arcs: a firm present worldwide. */
const globe: Draw = (w, h, rng) => {
  const cx = w * (0.5 + (rng.next() - 0.5) * 0.2)
  const cy = h * 0.55
  const r = h * 0.4
  const out = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
  ]
  for (let i = 1; i < 6; i += 1) {
    const rx = r * Math.abs(Math.cos((i / 6) * Math.PI))
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(r)}" fill="none" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="1.5"/>`,
    )
  }
  for (let i = 1; i < 6; i += 1) {
    const y = cy - r + (i / 6) * 2 * r
    const half = Math.sqrt(r * r - (y - cy) * (y - cy))
    out.push(
      `<line x1="${f(cx - half)}" y1="${f(y)}" x2="${f(cx + half)}" y2="${f(y)}" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="1.5"/>`,
    )
  }
  const count = rng.int(9, 14)
  const marks: Array<[number, number]> = []
  for (let i = 0; i < count; i += 1) {
    const a = rng.next() * Math.PI * 2
    const d = Math.sqrt(rng.next()) * r * 0.85
    marks.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d])
  }
  // routes from one office to three others, drawn as arcs above the surface
  const [hx, hy] = marks[0]!
  for (const [x, y] of marks.slice(1, 4)) {
    const mx = (hx + x) / 2
    const my = Math.min(hy, y) - h * 0.12
    out.push(
      `<path d="M${f(hx)} ${f(hy)} Q${f(mx)} ${f(my)} ${f(x)} ${f(y)}" fill="none" stroke="${INK.gold}" stroke-opacity="0.75" stroke-width="2.5"/>`,
    )
  }
  marks.forEach(([x, y], i) =>
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (i === 0 ? 0.022 : 0.014))}" fill="${i === 0 ? INK.gold : INK.pale}" opacity="0.95"/>`,
    ),
  )
  return out.join('\n')
}

/** A roofline: flat, stepped, pitched, rounded or flat with a mast; none is a real building. */
function building(x: number, base: number, bw: number, bh: number, roof: number): string {
  const top = base - bh
  const step = Math.min(bh * 0.12, bw * 0.35)
  // a low building keeps a flat roof: a dome or gable on it would dwarf it
  switch (bh > bw * 1.6 ? roof : 0) {
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

/**
 * A city at dusk, seen from across the water or the plain: three depths of buildings gathered round a
 * centre, lit windows on the nearest, a low sun. Seeded by the office, so every city has its own outline
 * and none copies a real landmark.
 */
const city: Draw = (w, h, rng) => {
  const horizon = h * (0.76 + rng.next() * 0.06)
  const water = rng.chance(0.65)
  const centre = w * (0.3 + rng.next() * 0.4)
  const spread = w * (0.12 + rng.next() * 0.22)
  const height = 0.75 + rng.next() * 0.5
  const roofs = [0, 0, 0, rng.int(1, 4), rng.int(1, 4)]
  const sunX = rng.chance(0.5) ? centre - spread * 1.3 : centre + spread * 1.3
  const out = [
    `<circle cx="${f(sunX)}" cy="${f(horizon - h * (0.32 + rng.next() * 0.12))}" r="${f(h * 0.07)}" fill="${INK.gold}" opacity="0.85"/>`,
  ]
  const layers = [
    { fill: INK.mid, opacity: 0.5, low: 0.14, high: 0.5, lift: 0.02 },
    { fill: INK.deep, opacity: 0.9, low: 0.1, high: 0.42, lift: 0.01 },
    { fill: INK.navy, opacity: 1, low: 0.06, high: 0.32, lift: 0 },
  ]
  layers.forEach((layer, depth) => {
    const base = horizon - h * layer.lift
    let x = -rng.int(0, 40)
    while (x < w) {
      const bw = w * (0.025 + rng.next() * (0.05 - depth * 0.008))
      const near = Math.exp(-(((x + bw / 2 - centre) / spread) ** 2))
      const bh = h * height * (layer.low + (layer.high - layer.low) * near) * (0.55 + rng.next() * 0.45)
      const d = building(x, base, bw, bh, rng.pick(roofs))
      const edge = depth === 2 ? ` stroke="${INK.line}" stroke-opacity="0.45" stroke-width="1.5"` : ''
      out.push(`<path d="${d}" fill="${layer.fill}" opacity="${layer.opacity}"${edge}/>`)
      if (depth > 0)
        for (let wy = base - bh + 14; wy < base - 12; wy += 16)
          for (let wx = x + 6; wx < x + bw - 8; wx += 12)
            if (rng.chance(depth === 2 ? 0.16 : 0.07))
              out.push(
                `<rect x="${f(wx)}" y="${f(wy)}" width="5" height="7" fill="${rng.chance(0.2) ? INK.gold : INK.pale}" opacity="${depth === 2 ? 0.7 : 0.35}"/>`,
              )
      x += bw + (depth === 2 ? rng.int(2, 10) : 0)
    }
  })
  out.push(`<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${INK.navy}"/>`)
  if (water) {
    // the sun's path on the water, and the city's lights broken into lines
    for (let y = horizon + 8; y < h; y += 9) {
      const spreadAt = (y - horizon) / (h - horizon)
      const len = w * (0.03 + rng.next() * 0.05) * (1 + spreadAt)
      out.push(
        `<line x1="${f(sunX - len / 2 + (rng.next() - 0.5) * 20)}" y1="${f(y)}" x2="${f(sunX + len / 2)}" y2="${f(y)}" stroke="${INK.gold}" stroke-opacity="${f(0.5 - spreadAt * 0.35)}" stroke-width="2"/>`,
      )
      if (rng.chance(0.7)) {
        const lx = centre + (rng.next() - 0.5) * spread * 3
        out.push(
          `<line x1="${f(lx)}" y1="${f(y + 3)}" x2="${f(lx + w * (0.02 + rng.next() * 0.06))}" y2="${f(y + 3)}" stroke="${INK.line}" stroke-opacity="${f(0.35 - spreadAt * 0.2)}" stroke-width="1.5"/>`,
        )
      }
    }
  } else {
    out.push(
      `<line x1="0" y1="${f(horizon)}" x2="${w}" y2="${f(horizon)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
    )
  }
  return out.join('\n')
}

/** An armchair seen from above, turned to face `angle` (degrees; 0 faces down): seat, arms and back. */
function armchair(cx: number, cy: number, size: number, angle: number, fill: string): string {
  const s = size
  const part = (x: number, y: number, w: number, h: number) =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(s * 0.08)}" fill="${fill}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">
${part(-s * 0.55, -s * 0.62, s * 1.1, s * 0.3)}
${part(-s * 0.55, -s * 0.4, s * 0.2, s * 0.9)}
${part(s * 0.35, -s * 0.4, s * 0.2, s * 0.9)}
${part(-s * 0.36, -s * 0.34, s * 0.72, s * 0.8)}
</g>`
}

/** Two armchairs turned to each other across a low table, seen from above: a conversation about to start. */
const conversation: Draw = (w, h, rng) => {
  const cx = w * (0.45 + rng.next() * 0.1)
  const cy = h * 0.52
  const gap = h * (0.34 + rng.next() * 0.06)
  const chair = h * 0.26
  const tilt = (rng.next() - 0.5) * 0.3
  const gold = rng.chance(0.5) ? 0 : 1
  const out = [
    // the rug, and the light from a window falling across it
    `<rect x="${f(cx - gap * 1.9)}" y="${f(cy - h * 0.3)}" width="${f(gap * 3.8)}" height="${f(h * 0.6)}" rx="${f(h * 0.04)}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="2"/>`,
    `<path d="M${f(w * 0.08)} 0 H${f(w * 0.3)} L${f(w * 0.55)} ${h} H${f(w * 0.3)} Z" fill="${INK.pale}" opacity="0.06"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.1)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
    `<circle cx="${f(cx - h * 0.035)}" cy="${f(cy - h * 0.02)}" r="${f(h * 0.018)}" fill="none" stroke="${INK.pale}" stroke-opacity="0.8" stroke-width="2"/>`,
    `<circle cx="${f(cx + h * 0.04)}" cy="${f(cy + h * 0.025)}" r="${f(h * 0.018)}" fill="none" stroke="${INK.pale}" stroke-opacity="0.8" stroke-width="2"/>`,
  ]
  ;[-1, 1].forEach((side, i) => {
    // each chair faces the table: the one on the left turned to the right, and the other way round
    const a = (tilt * 180) / Math.PI + (side < 0 ? -90 : 90)
    out.push(
      armchair(
        cx + side * gap * Math.cos(tilt),
        cy + side * gap * Math.sin(tilt),
        chair,
        a,
        i === gold ? INK.gold : INK.navy,
      ),
    )
  })
  // a plant in the corner: leaves as a ring of ellipses
  const px = cx + gap * 1.55
  const py = cy - h * 0.2
  for (let k = 0; k < 7; k += 1)
    out.push(
      `<ellipse cx="${f(px)}" cy="${f(py - h * 0.045)}" rx="${f(h * 0.018)}" ry="${f(h * 0.05)}" transform="rotate(${k * 51 + rng.int(0, 20)} ${f(px)} ${f(py)})" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    )
  return out.join('\n')
}

/** An envelope with its letter drawn out, sealed in gold, and lines rippling out: a message received. */
const letter: Draw = (w, h, rng) => {
  const ew = h * 0.66
  const eh = ew * 0.62
  const x = w * (0.5 + (rng.next() - 0.5) * 0.12) - ew / 2
  const y = h * 0.36
  const out: string[] = []
  for (let i = 1; i <= 5; i += 1)
    out.push(
      `<circle cx="${f(x + ew / 2)}" cy="${f(y + eh * 0.2)}" r="${f(h * (0.25 + i * 0.11))}" fill="none" stroke="${INK.line}" stroke-opacity="${f(0.3 - i * 0.045)}" stroke-width="2"/>`,
    )
  // the letter, half out, its lines of writing as bars
  const lx = x + ew * 0.1
  const lw = ew * 0.8
  const ly = y - eh * 0.62
  out.push(`<rect x="${f(lx)}" y="${f(ly)}" width="${f(lw)}" height="${f(eh)}" rx="4" fill="${INK.pale}"/>`)
  for (let k = 0; k < 4; k += 1)
    out.push(
      `<rect x="${f(lx + lw * 0.1)}" y="${f(ly + eh * (0.14 + k * 0.12))}" width="${f(lw * (k === 3 ? 0.4 : 0.65 + rng.next() * 0.15))}" height="${f(eh * 0.04)}" rx="2" fill="${INK.line}"/>`,
    )
  out.push(
    `<path d="M${f(x)} ${f(y)} H${f(x + ew)} V${f(y + eh)} H${f(x)} Z" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="2"/>`,
    `<path d="M${f(x)} ${f(y + eh)} L${f(x + ew / 2)} ${f(y + eh * 0.45)} L${f(x + ew)} ${f(y + eh)}" fill="none" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
    `<path d="M${f(x)} ${f(y)} L${f(x + ew / 2)} ${f(y + eh * 0.55)} L${f(x + ew)} ${f(y)} Z" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="2"/>`,
    `<circle cx="${f(x + ew / 2)}" cy="${f(y + eh * 0.52)}" r="${f(eh * 0.1)}" fill="${INK.gold}"/>`,
  )
  return out.join('\n')
}

const MOTIFS: Record<Motif, Draw> = {
  contours,
  network,
  colonnade,
  steps,
  summit,
  table,
  pipeline,
  mosaic,
  skyline,
  windows,
  rings,
  globe,
  city,
  conversation,
  letter,
}

/**
 * One picture: the motif on a navy ground with a soft light from the upper left. The motif is framed
 * anew for each key (mirrored or not, seen closer or farther), so pictures of one motif differ.
 */
export function artSvg(motif: Motif, width: number, height: number, rng: Rng): string {
  const glow = `<radialGradient id="glow" cx="${rng.int(15, 35)}%" cy="${rng.int(10, 30)}%" r="80%"><stop offset="0" stop-color="${INK.mid}"/><stop offset="1" stop-color="${INK.navy}"/></radialGradient>`
  const mirror = rng.chance(0.5)
  const zoom = 1 + rng.next() * 0.35
  const dx = -rng.next() * (zoom - 1) * width
  const dy = -rng.next() * (zoom - 1) * height
  const frame = `translate(${f(mirror ? width - dx : dx)} ${f(dy)}) scale(${f(mirror ? -zoom : zoom)} ${f(zoom)})`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${glow}</defs>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<g transform="${frame}">
${MOTIFS[motif](width, height, rng)}
</g>
</svg>`
}
