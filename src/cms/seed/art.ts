import { citySvg, type CityCharacter, DEFAULT_CITY } from './city'
import { circleFocus, clamp, type Draw, f, FOCUS_MARGIN, focusOf, inView } from './draw'
import { INK } from './ink'
import type { Rng } from './random'
import { growthRings, helm, lens, milestones, radar } from './service-art'

/**
 * The site's one art direction for demo pictures, drawn as SVG (no text, so no fonts): calm line
 * drawings on the brand's navy, pale-blue lines and a single muted-gold accent. Each kind of page has
 * its own motif, so a picture belongs to its page: contour landscapes for industries, networks of
 * people for functions, a colonnade for the services list and board services, a drawing of what it does
 * for each other service (service-art.ts), steps for careers, a globe for the firm, a city of its own for
 * each office, and eighteen motifs for insights (insight-pictures.ts).
 */

export { FOCUS_MARGIN, INK }

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
  | 'compass'
  | 'weave'
  | 'bridge'
  | 'orbit'
  | 'horizon'
  | 'terrain'
  | 'tree'
  | 'lighthouse'
  | 'sails'
  | 'labyrinth'
  | 'lens'
  | 'radar'
  | 'milestones'
  | 'helm'
  | 'growth-rings'

/** Layered hills drawn as contour lines, with a low sun: a landscape for a sector. */
const contours: Draw = (w, h, rng, view) => {
  const out: string[] = []
  const sunR = Math.round(h * 0.11)
  // the sun where it was drawn, moved in if the framing would cut it
  const [sunX, sunY] = inView(
    view,
    rng.int(Math.round(w * 0.55), Math.round(w * 0.85)),
    rng.int(Math.round(h * 0.22), Math.round(h * 0.38)),
    sunR,
  )
  out.push(
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${sunR}" fill="${INK.gold}" opacity="0.9" data-focus="${[sunX - sunR, sunY - sunR, sunX + sunR, sunY + sunR].map(f).join(' ')}"/>`,
  )
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
const network: Draw = (w, h, rng, view) => {
  const [cx, cy] = inView(view, w * (0.55 + rng.next() * 0.2), h * 0.5, h * 0.05)
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
  for (const [x, y, ri] of nodes) {
    const r = h * (0.03 - ri * 0.006)
    // a few people in gold, none of them cut by the frame
    const gold = rng.chance(0.12) && inView(view, x, y, r).every((v, i) => Math.abs(v - [x, y][i]!) < 0.01)
    // nor any other: a person the frame would halve is left out (their line runs off the picture)
    const halved = (c: number, rr: number, lo: number, hi: number) =>
      (c - rr < lo && c + rr > lo) || (c - rr < hi && c + rr > hi)
    if (halved(x, r, view.x0, view.x1) || halved(y, r, view.y0, view.y1)) continue
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${gold ? INK.gold : INK.pale}" opacity="0.9"${gold ? ` data-focus="${[x - r, y - r, x + r, y + r].map(f).join(' ')}"` : ''}/>`,
    )
  }
  const r0 = h * 0.05
  out.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r0)}" fill="${INK.gold}" data-focus="${[cx - r0, cy - r0, cx + r0, cy + r0].map(f).join(' ')}"/>`,
  )
  return out.join('\n')
}

/** A colonnade of arches, one lit: the firm's house, for services and the firm's own pages. */
const colonnade: Draw = (w, h, rng, view) => {
  const count = rng.int(4, 6)
  const lit = rng.int(0, count - 1)
  // the arches stand across the part the framing shows, so none (and not the lit one) is cut by its edges
  const [vw, vh] = [view.x1 - view.x0, view.y1 - view.y0]
  const gap = vw / (count + 1)
  const archW = gap * 0.62
  const top = view.y0 + vh * 0.26
  const floor = view.y0 + vh * 0.84
  const out: string[] = [
    `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.deep}"/>`,
    `<line x1="0" y1="${f(floor)}" x2="${w}" y2="${f(floor)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  ]
  for (let i = 0; i < count; i += 1) {
    const x = view.x0 + gap * (i + 1) - archW / 2
    const r = archW / 2
    const d = `M${f(x)} ${f(floor)} V${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + archW)} ${f(top + r)} V${f(floor)} Z`
    const box = `data-arch="${[x, top, x + archW, floor].map(f).join(' ')}"`
    out.push(
      i === lit
        ? `<path d="${d}" fill="${INK.gold}" opacity="0.92" ${box} data-focus="${[x, top, x + archW, floor].map(f).join(' ')}"/><path d="M${f(x)} ${f(floor)} L${f(x - archW * 0.9)} ${h} H${f(x + archW * 1.9)} L${f(x + archW)} ${f(floor)} Z" fill="${INK.gold}" opacity="0.18"/>`
        : `<path d="${d}" fill="${INK.navy}" stroke="${INK.line}" stroke-opacity="0.55" stroke-width="2" ${box}/>`,
    )
  }
  return out.join('\n')
}

/** Steps rising towards an open door: a career's next move. */
const steps: Draw = (w, h, rng) => {
  const count = rng.int(5, 7)
  const stepW = (w * 0.62) / count
  const stepH = (h * 0.5) / count
  const x0 = w * 0.12
  const floor = h * 0.9
  const d: string[] = [`M${f(x0)} ${f(floor)}`]
  for (let i = 0; i < count; i += 1) {
    d.push(`V${f(floor - (i + 1) * stepH)} H${f(x0 + (i + 1) * stepW)}`)
  }
  d.push(`V${f(floor)} Z`)
  // an arched door on the top step, its light falling down the stairs
  const top = floor - count * stepH
  const doorW = w * 0.07
  const doorH = h * 0.24
  const doorX = x0 + (count - 1) * stepW + (stepW - doorW) / 2
  const r = doorW / 2
  return [
    `<path d="${d.join(' ')}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
    `<path d="M${f(doorX)} ${f(top)} L${f(doorX - stepW * 2.5)} ${f(floor)} H${f(doorX + doorW)} Z" fill="${INK.gold}" opacity="0.14"/>`,
    `<path d="M${f(doorX)} ${f(top)} V${f(top - doorH + r)} A${f(r)} ${f(r)} 0 0 1 ${f(doorX + doorW)} ${f(top - doorH + r)} V${f(top)} Z" fill="${INK.gold}" opacity="0.95" data-focus="${[doorX, top - doorH, doorX + doorW, top].map(f).join(' ')}"/>`,
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
    `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(h * 0.035)}" fill="${INK.gold}"${circleFocus(sx, sy, h * 0.035)}/>`,
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
  const drawn = rng.int(0, seats - 1)
  const seat = (i: number) => {
    const a = (i / seats) * Math.PI * 2
    return [cx + Math.cos(a) * (rx + h * 0.09), cy + Math.sin(a) * (ry + h * 0.09)] as const
  }
  // the gold seat is one a card shows whole: the drawn one, else the seat nearest the middle
  const clear = ([x, y]: readonly [number, number]) => x > w * 0.16 && x < w * 0.84 && y > h * 0.2 && y < h * 0.8
  const gold = clear(seat(drawn))
    ? drawn
    : Array.from({ length: seats }, (_, i) => i).reduce((best, i) =>
        Math.hypot(seat(i)[0] - w / 2, seat(i)[1] - h / 2) < Math.hypot(seat(best)[0] - w / 2, seat(best)[1] - h / 2)
          ? i
          : best,
      )
  const out = [
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.7)}" fill="none" stroke="${INK.line}" stroke-opacity="0.25" stroke-width="1.5"/>`,
  ]
  for (let i = 0; i < seats; i += 1) {
    const [x, y] = seat(i)
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.045)}" fill="${i === gold ? INK.gold : INK.navy}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"${i === gold ? circleFocus(x, y, h * 0.045) : ''}/>`,
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
  out.push(
    `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(h * 0.06)}" fill="${INK.gold}"${circleFocus(tx, ty, h * 0.06)}/>`,
  )
  return out.join('\n')
}

/**
 * The focus of a motif with gold scattered through it: the gold piece nearest the middle, if one lies in
 * the middle 60 % (a framing can always show it whole), else the piece nearest the middle (which the
 * caller then gilds).
 */
function goldNearestCentre<T extends { x: number; y: number }>(
  pieces: T[],
  w: number,
  h: number,
  isGold: (piece: T) => boolean,
): T {
  const central = (p: T) => Math.abs(p.x - w / 2) <= w * 0.3 && Math.abs(p.y - h / 2) <= h * 0.3
  const golds = pieces.filter((p) => isGold(p) && central(p))
  const distance = (p: T) => Math.hypot(p.x - w / 2, p.y - h / 2)
  return (golds.length ? golds : pieces).reduce((best, p) => (distance(p) < distance(best) ? p : best))
}

/** Overlapping circles in every tone of the palette: many perspectives, one picture. */
const mosaic: Draw = (w, h, rng) => {
  const cols = 8
  const rows = 4
  const cell = w / cols
  const tones = [INK.mid, INK.deep, INK.line, INK.pale, INK.gold]
  const discs: Array<{ x: number; y: number; r: number; tone: string; opacity: number }> = []
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const tone = rng.pick(tones)
      const x = c * cell + cell / 2 + (r % 2 ? cell / 4 : 0)
      const y = (h / rows) * (r + 0.5)
      const radius = cell * (0.38 + rng.next() * 0.2)
      discs.push({ x, y, r: radius, tone, opacity: tone === INK.gold ? 0.85 : 0.35 + rng.next() * 0.35 })
    }
  const focus = goldNearestCentre(discs, w, h, (d) => d.tone === INK.gold)
  focus.tone = INK.gold
  focus.opacity = 0.85
  return discs
    .map(
      (d) =>
        `<circle cx="${f(d.x)}" cy="${f(d.y)}" r="${f(d.r)}" fill="${d.tone}" opacity="${f(d.opacity)}"${d === focus ? circleFocus(d.x, d.y, d.r) : ''}/>`,
    )
    .join('\n')
}

/** Building elevations with a rhythm of windows: a city's sectors. */
const skyline: Draw = (w, h, rng) => {
  const out: string[] = []
  const lit: Array<{ x: number; y: number; gold: boolean; at: number }> = []
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
        if (rng.chance(0.3)) {
          lit.push({ x: wx + 4, y: wy + 6, gold: rng.chance(0.15), at: out.length })
          out.push('')
        }
    x += bw
  }
  const focus = goldNearestCentre(lit, w, h, (p) => p.gold)
  focus.gold = true
  for (const p of lit)
    out[p.at] =
      `<rect x="${f(p.x - 4)}" y="${f(p.y - 6)}" width="8" height="12" fill="${p.gold ? INK.gold : INK.pale}" opacity="0.6"${p === focus ? focusOf(p.x - 4, p.y - 6, p.x + 4, p.y + 6) : ''}/>`
  out.push(`<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.navy}"/>`)
  return out.join('\n')
}

/** A facade of windows, some lit, one open in gold: work in many places at once. */
const windows: Draw = (w, h, rng) => {
  const cols = 12
  const rows = 6
  const cw = w / cols
  const ch = h / rows
  const panes: Array<{ x: number; y: number; fill: string }> = []
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const lit = rng.chance(0.28)
      const fill = lit ? (rng.chance(0.12) ? INK.gold : INK.line) : INK.deep
      panes.push({ x: c * cw + cw / 2, y: r * ch + ch / 2, fill })
    }
  const focus = goldNearestCentre(panes, w, h, (p) => p.fill === INK.gold)
  focus.fill = INK.gold
  return panes
    .map(
      (p) =>
        `<rect x="${f(p.x - cw / 2 + 8)}" y="${f(p.y - ch / 2 + 8)}" width="${f(cw - 16)}" height="${f(ch - 16)}" rx="4" fill="${p.fill}" opacity="${p.fill === INK.deep ? 0.8 : 0.75}" stroke="${INK.line}" stroke-opacity="0.25"${p === focus ? focusOf(p.x - cw / 2 + 8, p.y - ch / 2 + 8, p.x + cw / 2 - 8, p.y + ch / 2 - 8) : ''}/>`,
    )
    .join('\n')
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
  const r = (gold / count) * w * 0.95
  // along its ring, but never so high that the dot would leave the picture
  const a = Math.max(-Math.PI / 2 + 0.5 + rng.next() * 0.7, Math.asin(Math.max(-1, (h * 0.18 - cy) / r)))
  const [gx, gy] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r]
  out.push(
    `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(h * 0.035)}" fill="${INK.gold}"${circleFocus(gx, gy, h * 0.035)}/>`,
  )
  return out.join('\n')
}

/** A globe of meridians and parallels with offices marked and joined by arcs: a firm present worldwide. */
const globe: Draw = (w, h, rng, view) => {
  // the whole globe within the part the framing shows, clear of its edges: smaller when seen closer
  const r = Math.min(h * 0.4, (view.y1 - view.y0) * (0.5 - FOCUS_MARGIN.y))
  const [cx, cy] = inView(view, w * (0.5 + (rng.next() - 0.5) * 0.2), h * 0.55, r)
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
  out.push(`<g data-focus="${[cx - r, cy - r, cx + r, cy + r].map(f).join(' ')}"/>`)
  return out.join('\n')
}

/** A rounded rectangle, in the units of a sitter's group (fractions of the picture's height). */
const box = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra}/>`

/** A fine pale edge, so navy shapes still part from the navy ground. */
const EDGE = ` stroke="${INK.line}" stroke-opacity="0.6" stroke-width="0.004"`

/** A number in a sitter's units (fractions of the picture's height): finer than the picture's pixels. */
const u = (n: number) => n.toFixed(4)

/** An armchair in profile facing right, its feet on the floor at 0: a tall back, a cushion, a base. */
function armchair(): string {
  return [
    box(-0.2, -0.56, 0.1, 0.48, 0.04, INK.mid, EDGE),
    box(-0.18, -0.21, 0.3, 0.1, 0.03, INK.mid, EDGE),
    box(-0.17, -0.12, 0.28, 0.08, 0.015, INK.deep, EDGE),
    box(-0.155, -0.05, 0.025, 0.05, 0.008, INK.line),
    box(0.075, -0.05, 0.025, 0.05, 0.008, INK.line),
  ].join('')
}

/**
 * A limb drawn as one tapered shape, round at both ends: from (ax, ay), ra wide on each side, to
 * (bx, by), rb wide; a fine outline parts it from what lies behind (a navy one from a jacket of the same
 * colour, a pale one from the navy ground).
 */
function limb(
  ax: number,
  ay: number,
  ra: number,
  bx: number,
  by: number,
  rb: number,
  fill: string,
  outline = `stroke="${INK.navy}" stroke-width="0.0045"`,
): string {
  const len = Math.hypot(bx - ax, by - ay)
  const [nx, ny] = [-(by - ay) / len, (bx - ax) / len]
  const at = (x: number, y: number, r: number, side: number) => `${u(x + nx * r * side)} ${u(y + ny * r * side)}`
  return `<path d="M${at(ax, ay, ra, 1)} L${at(bx, by, rb, 1)} A${u(rb)} ${u(rb)} 0 0 0 ${at(bx, by, rb, -1)} L${at(ax, ay, ra, -1)} A${u(ra)} ${u(ra)} 0 0 0 ${at(ax, ay, ra, 1)} Z" fill="${fill}" ${outline} stroke-linejoin="round"/>`
}

/** The fine pale outline of navy trousers against the navy chair and ground. */
const TROUSERS = `stroke="${INK.line}" stroke-opacity="0.6" stroke-width="0.004"`

/** How a sitter wears their hair: short and neat, or a bob to the jaw. */
type Hair = 'short' | 'bob'

/**
 * Someone in a suit seated in an armchair, facing right and leaning in: the near arm rests on the
 * thigh, the hand on the knee, or rises from it, the palm open, in the gesture of someone about to speak.
 */
function sitter(jacket: string, hairInk: string, skin: string, hair: Hair, speaking: boolean): string {
  // the arm's joints: the shoulder, the elbow (on the armrest, or lifted from it) and the wrist
  const [sx, sy] = [-0.07, -0.425]
  const [ex, ey] = speaking ? [-0.015, -0.325] : [-0.03, -0.31]
  const [wx, wy] = speaking ? [0.055, -0.405] : [0.072, -0.298]
  const cuff = 0.82
  const [cx, cy] = [ex + (wx - ex) * cuff, ey + (wy - ey) * cuff]
  const hand = speaking
    ? // an open hand, fingers up and turned to the listener, the thumb apart
      `<ellipse cx="0.0700" cy="-0.4320" rx="0.0165" ry="0.0290" transform="rotate(28 0.07 -0.432)" fill="${skin}"/>` +
      `<ellipse cx="0.0500" cy="-0.4150" rx="0.0080" ry="0.0150" transform="rotate(-35 0.05 -0.415)" fill="${skin}"/>`
    : // a hand at rest over the knee, fingers curled down
      `<path d="M0.0700 -0.3130 Q0.1120 -0.3150 0.1200 -0.2880 Q0.1220 -0.2680 0.1050 -0.2650 L0.0720 -0.2820 Z" fill="${skin}"/>`
  const hairPath =
    hair === 'short'
      ? // a neat crop: over the crown from the brow to the nape
        'M0.0020 -0.5640 Q-0.0050 -0.5920 -0.0400 -0.5880 Q-0.0840 -0.5830 -0.0830 -0.5250 Q-0.0820 -0.5000 -0.0700 -0.4900 L-0.0560 -0.5080 Q-0.0400 -0.5500 -0.0100 -0.5500 Z'
      : // a bob: a side parting, the hair falling to the jaw behind the face
        'M0.0080 -0.5550 Q0.0050 -0.5960 -0.0400 -0.5950 Q-0.0930 -0.5900 -0.0920 -0.5200 Q-0.0920 -0.4750 -0.0740 -0.4620 Q-0.0560 -0.4560 -0.0480 -0.4700 L-0.0420 -0.5200 Q-0.0300 -0.5560 0.0080 -0.5550 Z'
  return [
    armchair(),
    // trousers: the thigh along the seat, the shin down to the floor, a shoe
    limb(-0.095, -0.235, 0.048, 0.1, -0.245, 0.04, INK.navy, TROUSERS),
    limb(0.1, -0.245, 0.038, 0.112, -0.04, 0.027, INK.navy, TROUSERS),
    `<path d="M0.0850 -0.0020 L0.0870 -0.0450 L0.1300 -0.0400 Q0.1650 -0.0300 0.1680 -0.0020 Z" fill="${INK.navy}"${EDGE}/>`,
    // the jacket: a straight back, the shoulder, the chest leaning in, the hem over the seat
    `<path d="M-0.1400 -0.2050 Q-0.1380 -0.3300 -0.1180 -0.4300 Q-0.1080 -0.4740 -0.0680 -0.4760 L-0.0320 -0.4630 Q-0.0020 -0.4350 0.0030 -0.3900 Q0.0000 -0.3100 0.0130 -0.2350 Q0.0160 -0.2000 -0.0100 -0.2000 Z" fill="${jacket}" stroke="${INK.navy}" stroke-width="0.004" stroke-linejoin="round"/>`,
    // the shirt's collar in the jacket's open neck, and the lapel's edge down to the button
    `<path d="M-0.0500 -0.4700 L-0.0200 -0.4600 L-0.0100 -0.4050 Z" fill="${INK.pale}"/>`,
    `<path d="M-0.0480 -0.4650 Q-0.0300 -0.4050 -0.0050 -0.3350 L0.0000 -0.3900" fill="none" stroke="${INK.navy}" stroke-opacity="0.55" stroke-width="0.005" stroke-linejoin="round"/>`,
    // the neck, the head turned to the other sitter, a nose, an ear, the hair
    `<path d="M-0.0560 -0.5050 L-0.0540 -0.4620 L-0.0260 -0.4600 L-0.0250 -0.5000 Z" fill="${skin}"/>`,
    `<ellipse cx="-0.0300" cy="-0.5320" rx="0.0400" ry="0.0480" fill="${skin}"/>`,
    `<path d="M0.0070 -0.5380 L0.0200 -0.5180 L0.0060 -0.5120 Z" fill="${skin}"/>`,
    `<path d="${hairPath}" fill="${hairInk}" stroke="${INK.line}" stroke-opacity="0.35" stroke-width="0.003"/>`,
    `<ellipse cx="-0.0480" cy="-0.5250" rx="0.0080" ry="0.0120" fill="${skin}" stroke="${INK.navy}" stroke-opacity="0.25" stroke-width="0.003"/>`,
    // the sleeve from the shoulder to the elbow and on to the wrist, a shirt cuff, the hand
    limb(sx, sy, 0.03, ex, ey, 0.025, jacket),
    limb(ex, ey, 0.025, cx, cy, 0.02, jacket),
    limb(cx, cy, 0.019, wx, wy, 0.017, INK.pale),
    hand,
  ].join('')
}

/** A cup on its saucer with a wisp of steam, its foot at (x, y). */
function cup(x: number, y: number, s: number): string {
  return [
    `<path d="M${f(x - s * 0.6)} ${f(y - s * 0.9)} H${f(x + s * 0.6)} L${f(x + s * 0.45)} ${f(y)} H${f(x - s * 0.45)} Z" fill="${INK.sand}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.18)}" fill="${INK.sand}"/>`,
    `<path d="M${f(x)} ${f(y - s * 1.2)} q${f(s * 0.4)} ${f(-s * 0.5)} 0 ${f(-s)} t0 ${f(-s)}" fill="none" stroke="${INK.pale}" stroke-opacity="0.7" stroke-width="${f(s * 0.15)}" stroke-linecap="round"/>`,
  ].join('')
}

/** Faces and hands in skin tones, deep and light: pale discs in the brand's sand read as blank masks. */
const SITTER_SKIN = [INK.skinDeep, INK.skinLight] as const

/**
 * Two people in armchairs turned to each other across a low table with two cups, one of them raising
 * a hand to speak: a conversation about to start, readable at a glance even as a small hero.
 */
const conversation: Draw = (w, h, rng) => {
  const cx = w * (0.47 + rng.next() * 0.06)
  const floor = h * 0.86
  const gap = h * 0.44
  const speaker = rng.chance(0.5) ? 0 : 1
  const out = [
    // a tall window behind them, its light on the floor
    `<rect x="${f(cx - h * 0.18)}" y="${f(h * 0.16)}" width="${f(h * 0.36)}" height="${f(h * 0.46)}" rx="${f(h * 0.18)}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.45" stroke-width="3"/>`,
    `<path d="M${f(cx)} ${f(h * 0.16)} V${f(h * 0.62)} M${f(cx - h * 0.18)} ${f(h * 0.4)} H${f(cx + h * 0.18)}" stroke="${INK.line}" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.deep}"/>`,
    `<line x1="0" y1="${f(floor)}" x2="${w}" y2="${f(floor)}" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(floor + h * 0.05)}" rx="${f(gap * 1.5)}" ry="${f(h * 0.06)}" fill="${INK.mid}"/>`,
  ]
  ;[-1, 1].forEach((side, i) => {
    // the left sitter faces right, the right one is the same drawing mirrored
    out.push(
      `<g transform="translate(${f(cx + side * gap)} ${f(floor)}) scale(${f(-side * h)} ${f(h)})">${sitter(i === 0 ? INK.gold : INK.line, i === 0 ? INK.navy : INK.gold, SITTER_SKIN[i]!, i === 0 ? 'short' : 'bob', i === speaker)}</g>`,
    )
  })
  // the two of them, chairs and all
  out.push(`<g data-focus="${[cx - gap - h * 0.2, floor - h * 0.6, cx + gap + h * 0.2, floor].map(f).join(' ')}"/>`)
  // the low table between them, a cup before each
  const top = floor - h * 0.2
  out.push(
    `<rect x="${f(cx - h * 0.012)}" y="${f(top)}" width="${f(h * 0.024)}" height="${f(floor - top)}" fill="${INK.line}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(floor - h * 0.005)}" rx="${f(h * 0.07)}" ry="${f(h * 0.012)}" fill="${INK.line}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(h * 0.15)}" ry="${f(h * 0.025)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="2"/>`,
    cup(cx - h * 0.07, top - h * 0.004, h * 0.028),
    cup(cx + h * 0.07, top - h * 0.004, h * 0.028),
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
    `<circle cx="${f(x + ew / 2)}" cy="${f(y + eh * 0.52)}" r="${f(eh * 0.1)}" fill="${INK.gold}" data-focus="${[x, ly, x + ew, y + eh].map(f).join(' ')}"/>`,
  )
  return out.join('\n')
}

/** A compass rose with its needle in gold: a board setting direction. */
const compass: Draw = (w, h, rng) => {
  const cx = w * (0.5 + (rng.next() - 0.5) * 0.2)
  const cy = h * 0.52
  const r = h * 0.36
  const out = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="3"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="none" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="1.5"/>`,
  ]
  for (let i = 0; i < 72; i += 1) {
    const a = (i / 72) * Math.PI * 2
    const inner = r * (i % 9 === 0 ? 0.86 : 0.93)
    out.push(
      `<line x1="${f(cx + Math.cos(a) * inner)}" y1="${f(cy + Math.sin(a) * inner)}" x2="${f(cx + Math.cos(a) * r * 0.98)}" y2="${f(cy + Math.sin(a) * r * 0.98)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="${i % 9 === 0 ? 3 : 1.2}"/>`,
    )
  }
  // the rose's eight points, then the needle turned a little off north
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2
    const len = r * (i % 2 ? 0.42 : 0.7)
    const side = r * 0.08
    const tip = [cx + Math.cos(a) * len, cy + Math.sin(a) * len]
    const l = [cx + Math.cos(a - Math.PI / 2) * side, cy + Math.sin(a - Math.PI / 2) * side]
    const rr = [cx + Math.cos(a + Math.PI / 2) * side, cy + Math.sin(a + Math.PI / 2) * side]
    out.push(
      `<path d="M${f(l[0]!)} ${f(l[1]!)} L${f(tip[0]!)} ${f(tip[1]!)} L${f(rr[0]!)} ${f(rr[1]!)} Z" fill="${i % 2 ? INK.mid : INK.line}" opacity="0.55"/>`,
    )
  }
  const turn = -Math.PI / 2 + (rng.next() - 0.5) * 1.2
  const n = [cx + Math.cos(turn) * r * 0.62, cy + Math.sin(turn) * r * 0.62]
  const s2 = [cx - Math.cos(turn) * r * 0.62, cy - Math.sin(turn) * r * 0.62]
  const px = Math.cos(turn + Math.PI / 2) * r * 0.07
  const py = Math.sin(turn + Math.PI / 2) * r * 0.07
  out.push(
    `<path d="M${f(cx + px)} ${f(cy + py)} L${f(n[0]!)} ${f(n[1]!)} L${f(cx - px)} ${f(cy - py)} Z" fill="${INK.gold}"${focusOf(
      Math.min(cx + px, cx - px, n[0]!),
      Math.min(cy + py, cy - py, n[1]!),
      Math.max(cx + px, cx - px, n[0]!),
      Math.max(cy + py, cy - py, n[1]!),
    )}/>`,
    `<path d="M${f(cx + px)} ${f(cy + py)} L${f(s2[0]!)} ${f(s2[1]!)} L${f(cx - px)} ${f(cy - py)} Z" fill="${INK.pale}" opacity="0.8"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.05)}" fill="${INK.navy}" stroke="${INK.gold}" stroke-width="2"/>`,
  )
  return out.join('\n')
}

/** Threads of many tones woven over and under each other, one in gold: a team made of differences. */
const weave: Draw = (w, h, rng) => {
  const out: string[] = []
  const tones = [INK.line, INK.pale, INK.mid, INK.line, INK.pale]
  const rows = 9
  const gold = rng.int(2, rows - 3)
  for (let i = 0; i < rows; i += 1) {
    const y0 = h * (0.12 + (i / (rows - 1)) * 0.76)
    const amp = h * (0.03 + rng.next() * 0.03)
    const phase = rng.next() * Math.PI * 2
    const pts: string[] = []
    for (let k = 0; k <= 40; k += 1) {
      const x = (k / 40) * w
      pts.push(`${f(x)} ${f(y0 + amp * Math.sin((x / w) * Math.PI * 6 + phase + i))}`)
    }
    out.push(
      `<path d="M${pts.join(' L')}" fill="none" stroke="${i === gold ? INK.gold : rng.pick(tones)}" stroke-opacity="${i === gold ? 0.95 : f(0.35 + rng.next() * 0.3)}" stroke-width="${i === gold ? 7 : rng.int(4, 9)}" stroke-linecap="round"${i === gold ? focusOf(w * 0.35, y0 - amp, w * 0.65, y0 + amp) : ''}/>`,
    )
  }
  const cols = 12
  for (let j = 0; j < cols; j += 1) {
    const x0 = w * (0.04 + (j / (cols - 1)) * 0.92)
    const sway = w * (0.01 + rng.next() * 0.015)
    out.push(
      `<path d="M${f(x0)} 0 C ${f(x0 + sway)} ${f(h * 0.33)}, ${f(x0 - sway)} ${f(h * 0.66)}, ${f(x0)} ${h}" fill="none" stroke="${rng.pick([INK.deep, INK.mid, INK.line])}" stroke-opacity="0.5" stroke-width="${rng.int(5, 10)}"/>`,
    )
  }
  return out.join('\n')
}

/** A suspension bridge across still water, its deck lit in gold: a market joined to the next one. */
const bridge: Draw = (w, h, rng) => {
  const deck = h * (0.6 + rng.next() * 0.06)
  const t1 = w * (0.22 + rng.next() * 0.06)
  const t2 = w * (0.72 + rng.next() * 0.06)
  const top = h * (0.16 + rng.next() * 0.08)
  const sag = deck - h * 0.06
  const sunX = w * (0.4 + rng.next() * 0.2)
  const out = [
    `<rect x="0" y="${f(deck + h * 0.04)}" width="${w}" height="${f(h - deck)}" fill="${INK.navy}"/>`,
    `<circle cx="${f(sunX)}" cy="${f(h * 0.3)}" r="${f(h * 0.06)}" fill="${INK.gold}" opacity="0.75"${circleFocus(sunX, h * 0.3, h * 0.06)}/>`,
  ]
  const cable = (x1: number, x2: number, low: number) => {
    const mid = (x1 + x2) / 2
    return `M${f(x1)} ${f(top)} Q${f(mid)} ${f(2 * low - top)} ${f(x2)} ${f(top)}`
  }
  out.push(
    `<path d="${cable(t1, t2, sag)}" fill="none" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="3"/>`,
    `<path d="M${f(-w * 0.05)} ${f(deck - h * 0.02)} Q${f(t1 * 0.5)} ${f(deck - h * 0.05)} ${f(t1)} ${f(top)}" fill="none" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="3"/>`,
    `<path d="M${f(t2)} ${f(top)} Q${f((t2 + w) / 2)} ${f(deck - h * 0.05)} ${f(w * 1.05)} ${f(deck - h * 0.02)}" fill="none" stroke="${INK.line}" stroke-opacity="0.8" stroke-width="3"/>`,
  )
  // hangers from the main cable down to the deck
  for (let k = 1; k < 24; k += 1) {
    const t = k / 24
    const x = t1 + (t2 - t1) * t
    const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (2 * sag - top) + t * t * top
    out.push(
      `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(deck)}" stroke="${INK.line}" stroke-opacity="0.4" stroke-width="1.5"/>`,
    )
  }
  for (const x of [t1, t2])
    out.push(
      `<rect x="${f(x - w * 0.012)}" y="${f(top - h * 0.02)}" width="${f(w * 0.024)}" height="${f(h - top)}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2"/>`,
    )
  out.push(
    `<rect x="0" y="${f(deck)}" width="${w}" height="${f(h * 0.025)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    `<line x1="0" y1="${f(deck + h * 0.012)}" x2="${w}" y2="${f(deck + h * 0.012)}" stroke="${INK.gold}" stroke-opacity="0.8" stroke-width="2" stroke-dasharray="14 10"/>`,
  )
  // the bridge's reflection, broken by the water
  for (let y = deck + h * 0.08; y < h; y += 10)
    out.push(
      `<line x1="${f(t1 - rng.int(0, 30))}" y1="${f(y)}" x2="${f(t2 + rng.int(0, 30))}" y2="${f(y)}" stroke="${INK.line}" stroke-opacity="${f(0.08 + rng.next() * 0.12)}" stroke-width="2" stroke-dasharray="${rng.int(20, 60)} ${rng.int(10, 30)}"/>`,
    )
  return out.join('\n')
}

/** Bodies on tilted orbits round a gold centre: an organisation and the talent drawn to it. */
const orbit: Draw = (w, h, rng) => {
  const cx = w * (0.42 + rng.next() * 0.16)
  const cy = h * 0.5
  const tilt = -20 + rng.next() * 40
  const out: string[] = []
  const radii = [0.16, 0.27, 0.38, 0.5]
  radii.forEach((r, i) => {
    const rx = w * r
    const ry = h * r * 0.55
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})" fill="none" stroke="${INK.line}" stroke-opacity="${f(0.55 - i * 0.08)}" stroke-width="2"/>`,
    )
    const bodies = 1 + (i % 2) + rng.int(0, 1)
    for (let b = 0; b < bodies; b += 1) {
      const a = rng.next() * Math.PI * 2
      const x0 = Math.cos(a) * rx
      const y0 = Math.sin(a) * ry
      const rad = (tilt * Math.PI) / 180
      const x = cx + x0 * Math.cos(rad) - y0 * Math.sin(rad)
      const y = cy + x0 * Math.sin(rad) + y0 * Math.cos(rad)
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (0.018 + rng.next() * 0.02))}" fill="${INK.pale}" opacity="${f(0.6 + rng.next() * 0.35)}"/>`,
      )
    }
  })
  out.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.09)}" fill="${INK.gold}" opacity="0.25"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.06)}" fill="${INK.gold}"${circleFocus(cx, cy, h * 0.09)}/>`,
  )
  return out.join('\n')
}

/** A calm sea at first light, the sun rising on the horizon and a path of light to the viewer: what comes next. */
const horizon: Draw = (w, h, rng) => {
  const line = h * (0.56 + rng.next() * 0.06)
  const sunX = w * (0.55 + rng.next() * 0.25)
  const sunR = h * 0.12
  const out = [
    `<circle cx="${f(sunX)}" cy="${f(line)}" r="${f(sunR * 2.2)}" fill="${INK.gold}" opacity="0.08"/>`,
    `<circle cx="${f(sunX)}" cy="${f(line)}" r="${f(sunR * 1.5)}" fill="${INK.gold}" opacity="0.12"/>`,
    `<path d="M${f(sunX - sunR)} ${f(line)} A${f(sunR)} ${f(sunR)} 0 0 1 ${f(sunX + sunR)} ${f(line)} Z" fill="${INK.gold}" opacity="0.95"${focusOf(sunX - sunR, line - sunR, sunX + sunR, line)}/>`,
  ]
  // thin clouds above the sea
  for (let i = 0; i < 4; i += 1) {
    const y = h * (0.14 + i * 0.08 + rng.next() * 0.03)
    const x = w * rng.next() * 0.7
    out.push(
      `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + w * (0.12 + rng.next() * 0.2))}" y2="${f(y)}" stroke="${INK.line}" stroke-opacity="0.25" stroke-width="${rng.int(3, 6)}" stroke-linecap="round"/>`,
    )
  }
  out.push(`<rect x="0" y="${f(line)}" width="${w}" height="${f(h - line)}" fill="${INK.deep}"/>`)
  out.push(
    `<line x1="0" y1="${f(line)}" x2="${w}" y2="${f(line)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  )
  // the path of light widening towards the viewer, and swell lines across the sea
  for (let y = line + 7; y < h; y += 8) {
    const d = (y - line) / (h - line)
    const half = sunR * (0.7 + d * 3) * (0.6 + rng.next() * 0.5)
    out.push(
      `<line x1="${f(sunX - half)}" y1="${f(y)}" x2="${f(sunX + half)}" y2="${f(y)}" stroke="${INK.gold}" stroke-opacity="${f(0.75 - d * 0.45)}" stroke-width="2.5"/>`,
    )
    if (rng.chance(0.5)) {
      const x = rng.next() * w
      out.push(
        `<line x1="${f(x)}" y1="${f(y + 4)}" x2="${f(x + w * (0.05 + rng.next() * 0.1))}" y2="${f(y + 4)}" stroke="${INK.line}" stroke-opacity="${f(0.15 + d * 0.2)}" stroke-width="1.5"/>`,
      )
    }
  }
  return out.join('\n')
}

/** A relief map of contour rings with practices pinned and joined: sectors and functions on one map. */
const terrain: Draw = (w, h, rng, view) => {
  const out: string[] = []
  const peaks = Array.from({ length: 3 }, () => [w * (0.15 + rng.next() * 0.7), h * (0.25 + rng.next() * 0.5)] as const)
  for (const [px, py] of peaks) {
    const rings = rng.int(5, 7)
    const wobble = Array.from({ length: 5 }, () => rng.next() * Math.PI * 2)
    for (let i = rings; i >= 1; i -= 1) {
      const r = h * 0.06 * i
      const pts: string[] = []
      for (let k = 0; k <= 48; k += 1) {
        const a = (k / 48) * Math.PI * 2
        const rr = r * (1 + 0.12 * Math.sin(a * 3 + wobble[0]!) + 0.07 * Math.sin(a * 5 + wobble[1]!))
        pts.push(`${f(px + Math.cos(a) * rr * 1.4)} ${f(py + Math.sin(a) * rr)}`)
      }
      out.push(
        `<path d="M${pts.join(' L')} Z" fill="${i % 2 ? INK.deep : INK.mid}" fill-opacity="0.35" stroke="${INK.line}" stroke-opacity="${f(0.25 + (rings - i) * 0.06)}" stroke-width="1.5"/>`,
      )
    }
  }
  // pins on the map, joined by a dotted route; one in gold
  const pins = Array.from({ length: 7 }, () =>
    inView(view, w * (0.08 + rng.next() * 0.84), h * (0.12 + rng.next() * 0.76), h * 0.03),
  )
  pins.sort((a, b) => a[0] - b[0])
  out.push(
    `<path d="M${pins.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}" fill="none" stroke="${INK.pale}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="6 8"/>`,
  )
  const gold = rng.int(2, 4)
  pins.forEach(([x, y], i) =>
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (i === gold ? 0.03 : 0.017))}" fill="${i === gold ? INK.gold : INK.pale}"${i === gold ? ` data-focus="${[x - h * 0.03, y - h * 0.03, x + h * 0.03, y + h * 0.03].map(f).join(' ')}"` : ''}/>`,
    ),
  )
  return out.join('\n')
}

/** A tree branching from one trunk, its leaves pale and one fruit in gold: growth that runs through generations. */
const tree: Draw = (w, h, rng) => {
  const out: string[] = []
  const floor = h * 0.9
  const baseX = w * (0.42 + rng.next() * 0.16)
  const tips: Array<[number, number]> = []
  const grow = (x: number, y: number, angle: number, len: number, depth: number) => {
    const x2 = x + Math.cos(angle) * len
    const y2 = y + Math.sin(angle) * len
    out.push(
      `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${INK.line}" stroke-opacity="${f(0.45 + depth * 0.06)}" stroke-width="${f(1.2 + depth * 1.4)}" stroke-linecap="round"/>`,
    )
    if (depth === 0) {
      tips.push([x2, y2])
      return
    }
    const spread = 0.36 + rng.next() * 0.2
    grow(x2, y2, angle - spread, len * (0.76 + rng.next() * 0.08), depth - 1)
    grow(x2, y2, angle + spread, len * (0.76 + rng.next() * 0.08), depth - 1)
  }
  out.push(
    `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${INK.deep}"/>`,
    `<line x1="0" y1="${f(floor)}" x2="${w}" y2="${f(floor)}" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="2"/>`,
  )
  grow(baseX, floor, -Math.PI / 2 + (rng.next() - 0.5) * 0.1, h * 0.16, 7)
  const gold = rng.int(Math.floor(tips.length * 0.3), Math.floor(tips.length * 0.7))
  tips.forEach(([x, y], i) => {
    if (i !== gold)
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (0.008 + rng.next() * 0.008))}" fill="${INK.pale}" opacity="${f(0.45 + rng.next() * 0.4)}"/>`,
      )
  })
  // the fruit last, so no leaf hides it
  const [fx, fy] = tips[gold]!
  out.push(
    `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(h * 0.024)}" fill="${INK.gold}"${circleFocus(fx, fy, h * 0.024)}/>`,
  )
  return out.join('\n')
}

/** A lighthouse on a headland, its lantern lit in gold and its beam across a calm sea: a sure course. */
const lighthouse: Draw = (w, h, rng) => {
  const sea = h * (0.66 + rng.next() * 0.04)
  const x = w * (0.68 + rng.next() * 0.1)
  const cliff = sea - h * 0.1
  const top = h * 0.3
  const out: string[] = []
  for (let i = 0; i < 40; i += 1)
    out.push(
      `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * sea * 0.7)}" r="${f(1 + rng.next() * 1.4)}" fill="${INK.pale}" opacity="${f(0.25 + rng.next() * 0.4)}"/>`,
    )
  // the beam first, so the tower stands in front of it
  out.push(
    `<path d="M${f(x)} ${f(top - h * 0.04)} L${f(-w * 0.05)} ${f(top - h * 0.16)} L${f(-w * 0.05)} ${f(top + h * 0.1)} Z" fill="${INK.gold}" opacity="0.14"/>`,
    `<path d="M${f(x)} ${f(top - h * 0.04)} L${f(-w * 0.05)} ${f(top - h * 0.08)} L${f(-w * 0.05)} ${f(top + h * 0.02)} Z" fill="${INK.gold}" opacity="0.3"/>`,
    `<rect x="0" y="${f(sea)}" width="${w}" height="${f(h - sea)}" fill="${INK.deep}"/>`,
    `<path d="M${f(x - w * 0.2)} ${f(sea)} Q${f(x - w * 0.12)} ${f(cliff)} ${f(x)} ${f(cliff)} Q${f(x + w * 0.2)} ${f(cliff - h * 0.02)} ${f(w * 1.02)} ${f(sea - h * 0.04)} V${f(sea)} Z" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  )
  const [bw, tw] = [h * 0.085, h * 0.055]
  const bands = 4
  for (let i = 0; i < bands; i += 1) {
    const y1 = cliff - ((cliff - top) * i) / bands
    const y2 = cliff - ((cliff - top) * (i + 1)) / bands
    const half = (y: number) => tw / 2 + ((bw - tw) / 2) * ((y - top) / (cliff - top))
    out.push(
      `<path d="M${f(x - half(y1))} ${f(y1)} L${f(x - half(y2))} ${f(y2)} H${f(x + half(y2))} L${f(x + half(y1))} ${f(y1)} Z" fill="${i % 2 ? INK.line : INK.pale}" opacity="${i % 2 ? 0.75 : 0.85}"/>`,
    )
  }
  out.push(
    `<rect x="${f(x - tw * 0.7)}" y="${f(top - h * 0.008)}" width="${f(tw * 1.4)}" height="${f(h * 0.012)}" fill="${INK.line}"/>`,
    `<rect x="${f(x - tw * 0.4)}" y="${f(top - h * 0.07)}" width="${f(tw * 0.8)}" height="${f(h * 0.062)}" fill="${INK.gold}"${focusOf(x - tw * 0.55, top - h * 0.11, x + tw * 0.55, top)}/>`,
    `<path d="M${f(x - tw * 0.55)} ${f(top - h * 0.07)} L${f(x)} ${f(top - h * 0.11)} L${f(x + tw * 0.55)} ${f(top - h * 0.07)} Z" fill="${INK.line}"/>`,
  )
  // the beam's light and the swell on the water
  for (let y = sea + 8; y < h; y += 9) {
    const d = (y - sea) / (h - sea)
    const x1 = rng.next() * w
    out.push(
      `<line x1="${f(x1)}" y1="${f(y)}" x2="${f(x1 + w * (0.06 + rng.next() * 0.12))}" y2="${f(y)}" stroke="${INK.line}" stroke-opacity="${f(0.15 + d * 0.2)}" stroke-width="1.5"/>`,
    )
    if (y < sea + h * 0.12)
      out.push(
        `<line x1="${f(w * (0.08 + rng.next() * 0.1))}" y1="${f(y)}" x2="${f(w * (0.3 + rng.next() * 0.15))}" y2="${f(y)}" stroke="${INK.gold}" stroke-opacity="${f(0.35 - d)}" stroke-width="2"/>`,
      )
  }
  return out.join('\n')
}

/** Sailing boats at different distances on still water, one sail in gold: a crew moving together. */
const sails: Draw = (w, h, rng) => {
  const sea = h * (0.6 + rng.next() * 0.05)
  const out = [
    `<circle cx="${f(w * (0.15 + rng.next() * 0.7))}" cy="${f(h * 0.24)}" r="${f(h * 0.07)}" fill="none" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<rect x="0" y="${f(sea)}" width="${w}" height="${f(h - sea)}" fill="${INK.deep}"/>`,
    `<line x1="0" y1="${f(sea)}" x2="${w}" y2="${f(sea)}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  ]
  const boats = 5
  const gold = rng.int(1, boats - 2)
  for (let i = 0; i < boats; i += 1) {
    // farther boats are smaller and sit higher on the water
    const s = h * (0.1 + ((i + 1) / boats) * 0.22) * (0.85 + rng.next() * 0.3)
    const x = w * (0.14 + (i / (boats - 1)) * 0.66 + (rng.next() - 0.5) * 0.06)
    const y = sea + (h - sea) * (0.08 + (i % 3) * 0.18)
    const fill = i === gold ? INK.gold : i % 2 ? INK.pale : INK.line
    const opacity = i === gold ? 0.95 : 0.55 + rng.next() * 0.3
    out.push(
      `<path d="M${f(x)} ${f(y - s * 0.1)} V${f(y - s)} L${f(x + s * 0.5)} ${f(y - s * 0.12)} Z" fill="${fill}" opacity="${f(opacity)}"${i === gold ? focusOf(x - s * 0.34, y - s, x + s * 0.52, y) : ''}/>`,
      `<path d="M${f(x - s * 0.04)} ${f(y - s * 0.75)} L${f(x - s * 0.3)} ${f(y - s * 0.12)} H${f(x - s * 0.04)} Z" fill="${fill}" opacity="${f(opacity * 0.8)}"/>`,
      `<path d="M${f(x - s * 0.34)} ${f(y - s * 0.08)} H${f(x + s * 0.52)} L${f(x + s * 0.42)} ${f(y)} H${f(x - s * 0.26)} Z" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="1.5"/>`,
      `<line x1="${f(x - s * 0.3)}" y1="${f(y + s * 0.12)}" x2="${f(x + s * 0.45)}" y2="${f(y + s * 0.12)}" stroke="${fill}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="${f(s * 0.12)} ${f(s * 0.06)}"/>`,
    )
  }
  return out.join('\n')
}

/** A round labyrinth of broken rings, a gold path winding through its gaps to the centre: a way through complexity. */
const labyrinth: Draw = (w, h, rng) => {
  const cx = w * (0.5 + (rng.next() - 0.5) * 0.16)
  const cy = h * 0.5
  const rings = 6
  const step = (h * 0.34) / rings
  const gaps = Array.from({ length: rings }, (_, i) => (i === 0 ? Math.PI / 2 : rng.next() * Math.PI * 2))
  const at = (r: number, a: number) => `${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`
  const out: string[] = []
  for (let i = 0; i < rings; i += 1) {
    const r = step * (rings - i)
    const open = 0.32 / (1 + i * 0.15)
    const [a1, a2] = [gaps[i]! + open, gaps[i]! + Math.PI * 2 - open]
    out.push(
      `<path d="M${at(r, a1)} A${f(r)} ${f(r)} 0 1 1 ${at(r, a2)}" fill="none" stroke="${INK.line}" stroke-opacity="${f(0.4 + i * 0.06)}" stroke-width="3" stroke-linecap="round"/>`,
    )
    // a short wall across the corridor inside this ring, opposite its gap
    if (i < rings - 1) {
      const wall = gaps[i]! + Math.PI
      const [x1, y1] = at(r, wall).split(' ')
      const [x2, y2] = at(r - step, wall).split(' ')
      out.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK.line}" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`,
      )
    }
  }
  // the path: in through each ring's gap, along the corridor inside it to the next gap, and on inwards
  const d: string[] = [`M${at(step * (rings + 0.8), gaps[0]!)}`]
  for (let i = 0; i < rings; i += 1) {
    const mid = step * (rings - i - 0.5)
    d.push(`L${at(mid, gaps[i]!)}`)
    if (i + 1 < rings) {
      // round the corridor the way that does not meet its wall (opposite the gap it entered by)
      const turn = (((gaps[i + 1]! - gaps[i]!) % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2)
      d.push(`A${f(mid)} ${f(mid)} 0 0 ${turn < Math.PI ? 1 : 0} ${at(mid, gaps[i + 1]!)}`)
    }
  }
  d.push(`L${f(cx)} ${f(cy)}`)
  out.push(
    `<path d="${d.join(' ')}" fill="none" stroke="${INK.gold}" stroke-opacity="0.85" stroke-width="2.5" stroke-dasharray="8 7" stroke-linecap="round"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(step * 0.35)}" fill="${INK.gold}"${circleFocus(cx, cy, step * 1.5)}/>`,
  )
  return out.join('\n')
}

/** A city seen from across the water or the plain (see city.ts), drawn by `artSvg` for the part its framing shows. */
const city: Draw = (w, h, rng) => citySvg(w, h, rng, DEFAULT_CITY)

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
  compass,
  weave,
  bridge,
  orbit,
  horizon,
  terrain,
  tree,
  lighthouse,
  sails,
  labyrinth,
  lens,
  radar,
  milestones,
  helm,
  'growth-rings': growthRings,
}

/** The ground a picture is drawn on: the house navy, or a light sand or white page for variety in a grid. */
export type Ground = 'navy' | 'sand' | 'white'

/** How one picture of a motif is framed: its ground, mirrored or not, and how close. */
export type Framing = { ground: Ground; mirror: boolean; zoom: number }

/**
 * The inks of a light ground: the motifs are drawn for navy, so on sand or white the grounds turn light,
 * the pale lines turn navy and the gold darkens enough to read.
 */
const LIGHT_INKS: Record<Exclude<Ground, 'navy'>, Record<string, string>> = {
  sand: {
    [INK.navy]: INK.sand,
    [INK.deep]: '#e9e2d6',
    [INK.mid]: '#ddd3c3',
    [INK.line]: '#4f6f94',
    [INK.pale]: INK.navy,
    [INK.gold]: '#a77f45',
  },
  white: {
    [INK.navy]: '#ffffff',
    [INK.deep]: '#eef2f6',
    [INK.mid]: '#dfe7ef',
    [INK.line]: '#5b7aa0',
    [INK.pale]: INK.navy,
    [INK.gold]: '#a77f45',
  },
}

/** A picture drawn for navy, in the inks of another ground. */
function onGround(svg: string, ground: Ground): string {
  if (ground === 'navy') return svg
  const inks = LIGHT_INKS[ground]
  return svg.replace(/#[0-9a-f]{6}\b/gi, (hex) => inks[hex.toLowerCase()] ?? hex)
}

/**
 * The soft edge of a picture on navy: its outer 8 % of width and 11 % of height (about the same in
 * pixels) fade to the navy of the page's hero band, so the picture melts into the band rather than
 * sitting on it as a lighter rectangle. Its very edge is the band's navy exactly; the fade eases in,
 * so the picture darkens little until close to its edge.
 */
export const FEATHER = { x: 0.08, y: 0.11 } as const

function feather(width: number, height: number): { defs: string; layer: string } {
  const steps = 6
  // the outermost 4 pixels are navy throughout, the fade eases in from there
  const gradient = (id: string, share: number, size: number, vertical: boolean) => {
    const solid = 4 / size
    const at = (k: number) => solid + ((share - solid) * k) / steps
    const stop = (offset: number, k: number) =>
      `<stop offset="${offset.toFixed(4)}" stop-color="${INK.navy}" stop-opacity="${(((steps - k) / steps) ** 2).toFixed(3)}"/>`
    const stops = [stop(0, 0)]
    for (let k = 0; k <= steps; k += 1) stops.push(stop(at(k), k))
    for (let k = steps; k >= 0; k -= 1) stops.push(stop(1 - at(k), k))
    stops.push(stop(1, 0))
    return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.join('')}</linearGradient>`
  }
  return {
    defs: gradient('edge-x', FEATHER.x, width, false) + gradient('edge-y', FEATHER.y, height, true),
    layer: `<rect width="${width}" height="${height}" fill="url(#edge-x)"/><rect width="${width}" height="${height}" fill="url(#edge-y)"/>`,
  }
}

/**
 * A framing's offset moved, if need be, so the drawing's focus boxes (`data-focus`) lie inside the picture
 * and `FOCUS_MARGIN` clear of its edges, without showing past the drawing's own edges. A mirrored frame
 * needs the same offset (it flips the picture about its middle), so one rule serves both.
 */
function aroundFocus(drawing: string, width: number, height: number, zoom: number, dx: number, dy: number) {
  const boxes = [...drawing.matchAll(/data-focus="([^"]+)"/g)].map((m) => m[1]!.split(' ').map(Number))
  if (!boxes.length) return [dx, dy] as const
  const [x0, y0] = [Math.min(...boxes.map((b) => b[0]!)), Math.min(...boxes.map((b) => b[1]!))]
  const [x1, y1] = [Math.max(...boxes.map((b) => b[2]!)), Math.max(...boxes.map((b) => b[3]!))]
  const [mx, my] = [FOCUS_MARGIN.x * width, FOCUS_MARGIN.y * height]
  const fit = (d: number, lo: number, hi: number, size: number) => clamp(clamp(d, lo, hi), -(zoom - 1) * size, 0)
  return [
    fit(dx, mx - zoom * x0, width - mx - zoom * x1, width),
    fit(dy, my - zoom * y0, height - my - zoom * y1, height),
  ] as const
}

/** Motifs drawn whole within the part of the drawing the framing shows: their figures would not survive a crop. */
const FITTED: ReadonlySet<Motif> = new Set(['steps', 'conversation', 'letter'])

/**
 * One picture: the motif on the band's flat navy (on sand or white, with a soft light from the upper
 * left). The motif is framed
 * anew for each key (mirrored or not, seen closer or farther), so pictures of one motif differ. On navy
 * the picture's edges fade into the navy (`FEATHER`), and its focus stays clear of them (`FOCUS_MARGIN`).
 */
export function artSvg(
  motif: Motif,
  width: number,
  height: number,
  rng: Rng,
  character?: CityCharacter,
  framing?: Framing,
): string {
  const ground = framing?.ground ?? 'navy'
  // on sand or white a soft light from the upper left; on navy none: the ground is the hero band's own
  // navy throughout, so the drawing stands on the band itself, with no lighter box around it
  const [gx, gy] = [rng.int(15, 35), rng.int(10, 30)]
  const glow =
    ground === 'navy'
      ? ''
      : `<radialGradient id="glow" cx="${gx}%" cy="${gy}%" r="80%"><stop offset="0" stop-color="${INK.mid}"/><stop offset="1" stop-color="${INK.navy}"/></radialGradient>`
  // drawn even when a framing is given, so the motif's own draws (and so its pictures elsewhere) stay the same
  const drawnMirror = rng.chance(0.5)
  const drawnZoom = 1 + rng.next() * 0.35
  const mirror = framing?.mirror ?? drawnMirror
  const zoom = framing?.zoom ?? drawnZoom
  let dx = -rng.next() * (zoom - 1) * width
  let dy = -rng.next() * (zoom - 1) * height
  // the part of the drawing the framing shows, where a motif keeps its focus (and a city its landmark and light)
  const view = { x0: -dx / zoom, y0: -dy / zoom, x1: (width - dx) / zoom, y1: (height - dy) / zoom }
  const [vw, vh] = [view.x1 - view.x0, view.y1 - view.y0]
  const drawing =
    motif === 'city'
      ? citySvg(width, height, rng, character ?? DEFAULT_CITY, view)
      : FITTED.has(motif)
        ? `<g transform="translate(${f(view.x0)} ${f(view.y0)})">${MOTIFS[motif](vw, vh, rng, { x0: 0, y0: 0, x1: vw, y1: vh })}</g>`
        : MOTIFS[motif](width, height, rng, view)
  // a motif drawn where it likes (most insights' drawings) is framed so its focus shows, clear of the edges
  if (motif !== 'city' && !FITTED.has(motif)) [dx, dy] = aroundFocus(drawing, width, height, zoom, dx, dy)
  const frame = `translate(${f(mirror ? width - dx : dx)} ${f(dy)}) scale(${(mirror ? -zoom : zoom).toFixed(4)} ${zoom.toFixed(4)})`
  const edge = ground === 'navy' ? feather(width, height) : { defs: '', layer: '' }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${glow}${edge.defs}</defs>
<rect width="${width}" height="${height}" fill="${glow ? 'url(#glow)' : INK.navy}"/>
<g transform="${frame}">
${drawing}
</g>${edge.layer}
</svg>`
  return onGround(svg, ground)
}
