import type { View } from './city'
import { circleFocus, type Draw, f, focusOf, inView } from './draw'
import { INK } from './ink'

/**
 * The services' own drawings (art.ts registers them as motifs): each says what its service does, in the
 * site's one art direction. Each is drawn within the part of the picture its framing shows, so the
 * whole figure, not only its gold focus, survives the hero's crop.
 */

/** The view's width and height. */
const sizeOf = (view: View) => [view.x1 - view.x0, view.y1 - view.y0] as const

/** A point at angle `a`, distance `r` from (cx, cy). */
const polar = (cx: number, cy: number, r: number, a: number) => [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const

/**
 * A soft gold light round a motif's focus, fading to nothing at radius r (one per picture: its gradient
 * has a fixed id).
 */
const halo = (x: number, y: number, r: number) =>
  `<radialGradient id="halo"><stop offset="0" stop-color="${INK.gold}" stop-opacity="0.3"/><stop offset="1" stop-color="${INK.gold}" stop-opacity="0"/></radialGradient>` +
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#halo)"/>`

/** A closed path through points. */
const closed = (pts: ReadonlyArray<readonly [number, number]>) =>
  `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')} Z`

/**
 * A magnifying lens held over a field of scattered points (the market): inside the lens the points it
 * covers are seen larger, and one of them, near its middle, is the one in gold. Executive search.
 */
export const lens: Draw = (w, h, rng, view) => {
  const [vw, vh] = sizeOf(view)
  const r = vh * 0.28
  const magnify = 1.8
  // the handle leaves the rim downwards to one side (a mirrored framing turns it to the other)
  const tilt = Math.PI / 4 + (rng.next() - 0.5) * 0.3
  const rim = r * 0.085
  const grip = r * 1.05
  const reach = r + rim / 2 + grip
  const [ex, ey] = [Math.cos(tilt) * reach, Math.sin(tilt) * reach]
  // the lens and its handle, placed whole inside the view: the box round both, then the lens's centre in it
  const [left, right, top, bottom] = [
    r + rim,
    Math.max(r + rim, ex + rim * 1.4),
    r + rim,
    Math.max(r + rim, ey + rim * 1.4),
  ]
  const [bx, by] = inView(
    view,
    view.x0 + vw * (0.42 + rng.next() * 0.12) + (right - left) / 2,
    view.y0 + vh * 0.46 + (bottom - top) / 2,
    (left + right) / 2,
    (top + bottom) / 2,
  )
  const [cx, cy] = [bx - (right - left) / 2, by - (bottom - top) / 2]
  // the field: a loose grid of points over the whole drawing, some left out, each shaken from its place
  const step = h * 0.078
  const points: Array<{ x: number; y: number; r: number; o: number }> = []
  for (let y = step / 2; y < h; y += step)
    for (let x = step / 2; x < w; x += step)
      if (rng.chance(0.72))
        points.push({
          x: x + (rng.next() - 0.5) * step * 0.55,
          y: y + (rng.next() - 0.5) * step * 0.55,
          r: h * (0.005 + rng.next() * 0.003),
          o: 0.3 + rng.next() * 0.35,
        })
  // the points the lens covers, and the one it finds: the nearest its middle, or one placed there
  const seen = (r * 0.9) / magnify
  const under = points.filter((p) => Math.hypot(p.x - cx, p.y - cy) < seen)
  const near = (p: { x: number; y: number }) => Math.hypot(p.x - cx, p.y - cy)
  let found = under.reduce<(typeof points)[number] | undefined>((b, p) => (!b || near(p) < near(b) ? p : b), undefined)
  if (!found || near(found) > seen * 0.45) {
    const a = rng.next() * Math.PI * 2
    found = { x: cx + Math.cos(a) * seen * 0.25, y: cy + Math.sin(a) * seen * 0.25, r: h * 0.007, o: 0.6 }
    under.push(found)
    points.push(found)
  }
  const out: string[] = points.map(
    (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(p.r)}" fill="${INK.pale}" opacity="${f(p.o)}"/>`,
  )
  // the handle first, so the rim covers its end
  const deg = f((tilt * 180) / Math.PI)
  const from = r + rim * 0.3
  out.push(
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${deg})">` +
      `<rect x="${f(from)}" y="${f(-rim * 0.9)}" width="${f(grip * 0.24)}" height="${f(rim * 1.8)}" rx="${f(rim * 0.3)}" fill="${INK.line}" opacity="0.85"/>` +
      `<rect x="${f(from + grip * 0.2)}" y="${f(-rim * 1.4)}" width="${f(grip * 0.8 + rim / 2)}" height="${f(rim * 2.8)}" rx="${f(rim * 1.4)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.85" stroke-width="3"/>` +
      `</g>`,
  )
  // the glass: the field seen through it, larger
  out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${INK.deep}"/>`)
  for (const p of under) {
    if (p === found) continue
    const [x, y] = [cx + (p.x - cx) * magnify, cy + (p.y - cy) * magnify]
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(p.r * magnify)}" fill="${INK.pale}" opacity="${f(Math.min(0.9, p.o + 0.25))}"/>`,
    )
  }
  const [gx, gy] = [cx + (found.x - cx) * magnify, cy + (found.y - cy) * magnify]
  const gr = h * 0.038
  const glint = (turns: number) =>
    polar(cx, cy, r * 0.8, Math.PI * turns)
      .map(f)
      .join(' ')
  out.push(
    halo(gx, gy, gr * 2.6),
    `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="${INK.gold}"${circleFocus(gx, gy, gr)}/>`,
    // a glint on the glass, and the rim
    `<path d="M${glint(1.12)} A${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${glint(1.38)}" fill="none" stroke="${INK.pale}" stroke-opacity="0.3" stroke-width="${f(rim * 0.45)}" stroke-linecap="round"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${INK.line}" stroke-width="${f(rim)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - rim / 2)}" fill="none" stroke="${INK.pale}" stroke-opacity="0.35" stroke-width="1.5"/>`,
  )
  return out.join('\n')
}

/**
 * A radar chart of a leader's strengths: rings and axes, the profile filled, the role's needs dashed
 * over it, and one strength, reaching furthest, in gold. Executive assessment.
 */
export const radar: Draw = (w, h, rng, view) => {
  const [vw, vh] = sizeOf(view)
  const r = vh * 0.37
  const [cx, cy] = inView(view, view.x0 + vw * (0.44 + rng.next() * 0.12), view.y0 + vh * 0.5, r * 1.06)
  const axes = rng.int(6, 8)
  const at = (i: number, share: number) => polar(cx, cy, r * share, -Math.PI / 2 + (i / axes) * Math.PI * 2)
  const all = Array.from({ length: axes }, (_, i) => i)
  const out: string[] = [
    `<path d="${closed(all.map((i) => at(i, 1)))}" fill="${INK.deep}" opacity="0.7" stroke="${INK.line}" stroke-opacity="0.65" stroke-width="3" stroke-linejoin="round"/>`,
  ]
  for (const share of [0.25, 0.5, 0.75])
    out.push(
      `<path d="${closed(all.map((i) => at(i, share)))}" fill="none" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="2" stroke-linejoin="round"/>`,
    )
  for (const i of all) {
    const [x, y] = at(i, 1)
    out.push(
      `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(x)}" y2="${f(y)}" stroke="${INK.line}" stroke-opacity="0.35" stroke-width="2"/>`,
    )
  }
  // the leader's profile: one strength stands out, the others between a half and four fifths
  const best = rng.int(0, axes - 1)
  const shares = all.map((i) => (i === best ? 0.94 : 0.45 + rng.next() * 0.33))
  const needs = all.map(() => 0.55 + rng.next() * 0.25)
  const profile = all.map((i) => at(i, shares[i]!))
  out.push(
    `<path d="${closed(profile)}" fill="${INK.line}" fill-opacity="0.28" stroke="${INK.pale}" stroke-opacity="0.85" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${closed(all.map((i) => at(i, needs[i]!)))}" fill="none" stroke="${INK.line}" stroke-opacity="0.75" stroke-width="2.5" stroke-dasharray="12 9" stroke-linejoin="round"/>`,
  )
  profile.forEach(([x, y], i) => {
    if (i !== best) out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.015)}" fill="${INK.pale}"/>`)
  })
  const [gx, gy] = profile[best]!
  const gr = h * 0.032
  out.push(
    halo(gx, gy, gr * 2.6),
    `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="${INK.gold}"${circleFocus(gx, gy, gr)}/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.008)}" fill="${INK.line}"/>`,
  )
  return out.join('\n')
}

/**
 * A road winding from the viewer over open land to a gold flag on the horizon, milestones along it, the
 * first ones passed: the first hundred days. Executive onboarding.
 */
export const milestones: Draw = (w, h, rng, view) => {
  const [vw, vh] = sizeOf(view)
  const horizon = view.y0 + vh * (0.42 + rng.next() * 0.05)
  const vanish = view.x0 + vw * (0.58 + rng.next() * 0.08)
  // the road is laid out on the ground (x across, z away from the viewer, in road widths) and seen in
  // perspective: a point at depth z lies 1/z of the way from the horizon to the lower edge
  const [spread, drop] = [vh * 0.52, view.y1 + vh * 0.06 - horizon]
  const at = (x: number, z: number) => [vanish + (x * spread) / z, horizon + drop / z] as const
  const [near, far] = [0.9, 30]
  // it comes from the lower left of the middle, bends out and turns back towards the flag, its bends
  // slower with the distance; on the ground no bend is tighter than half the road's width, so neither
  // edge folds over itself
  const [swing, bends] = [0.6 + rng.next() * 0.2, 1.2 + rng.next() * 0.2]
  const phase = -Math.PI / 2 + (rng.next() - 0.5) * 1.4
  const middle = (z: number) => swing * z ** 0.5 * Math.sin(bends * Math.log(z / near) + phase)
  const steps = 160
  const depths = Array.from({ length: steps + 1 }, (_, k) => near * (far / near) ** (k / steps))
  const side = (s: number) =>
    depths.map((z) => {
      const slope = (middle(z * 1.001) - middle(z / 1.001)) / (z * 1.001 - z / 1.001)
      const len = Math.hypot(1, slope)
      return at(middle(z) + (s * 0.5) / len, z - (s * 0.5 * slope) / len)
    })
  const out: string[] = [
    `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${INK.deep}" opacity="0.8"/>`,
  ]
  // low hills far off, their feet on the horizon
  const hills: string[] = []
  const lift = Array.from({ length: 3 }, () => rng.next() * Math.PI * 2)
  for (let k = 0; k <= 48; k += 1) {
    const x = (k / 48) * w
    const rise = 0.025 + 0.018 * Math.sin((x / w) * 5 + lift[0]!) + 0.01 * Math.sin((x / w) * 11 + lift[1]!)
    hills.push(`${f(x)} ${f(horizon - vh * rise)}`)
  }
  out.push(
    `<path d="M0 ${f(horizon)} L${hills.join(' L')} L${w} ${f(horizon)} Z" fill="${INK.mid}" opacity="0.7"/>`,
    `<path d="M${hills.join(' L')}" fill="none" stroke="${INK.line}" stroke-opacity="0.3" stroke-width="2"/>`,
    `<line x1="0" y1="${f(horizon)}" x2="${w}" y2="${f(horizon)}" stroke="${INK.line}" stroke-opacity="0.55" stroke-width="2"/>`,
    `<path d="${closed([...side(1), ...side(-1).reverse()])}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>`,
  )
  // milestones at even steps on the ground, the first ones passed, lying flat on the road
  const count = rng.int(5, 6)
  const passed = rng.int(2, 3)
  for (let k = 0; k < count; k += 1) {
    const z = 1.5 * 1.45 ** k
    const [x, y] = at(middle(z), z)
    const rx = (0.15 * spread) / z
    const ry = rx * Math.min(0.6, Math.max(0.35, drop / (spread * z)))
    out.push(
      k < passed
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${INK.pale}" opacity="0.9"/>`
        : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.85)}" ry="${f(ry * 0.85)}" fill="${INK.navy}" stroke="${INK.pale}" stroke-opacity="0.85" stroke-width="${f(Math.max(2, rx * 0.22))}"/>`,
    )
  }
  // the flag where the road meets the horizon
  const [fx, fy] = at(middle(far), far)
  const pole = vh * 0.22
  const [fw, fh] = [vh * 0.15, vh * 0.09]
  const top = fy - pole
  out.push(
    `<line x1="${f(fx)}" y1="${f(fy)}" x2="${f(fx)}" y2="${f(top)}" stroke="${INK.pale}" stroke-width="${f(vh * 0.007)}" stroke-linecap="round"/>`,
    `<path d="M${f(fx)} ${f(top)} C${f(fx + fw * 0.35)} ${f(top - fh * 0.15)}, ${f(fx + fw * 0.65)} ${f(top + fh * 0.15)}, ${f(fx + fw)} ${f(top + fh * 0.02)} L${f(fx + fw * 0.82)} ${f(top + fh * 0.5)} L${f(fx + fw)} ${f(top + fh)} C${f(fx + fw * 0.65)} ${f(top + fh * 1.1)}, ${f(fx + fw * 0.35)} ${f(top + fh * 0.8)}, ${f(fx)} ${f(top + fh * 0.95)} Z" fill="${INK.gold}"${focusOf(fx - vh * 0.02, top - fh * 0.2, fx + fw, fy)}/>`,
  )
  return out.join('\n')
}

/**
 * A ship's wheel: rim, spokes and turned handles, the wheel a little turned and the handle at its top in
 * gold. Interim management: someone takes the helm at once.
 */
export const helm: Draw = (w, h, rng, view) => {
  const [vw, vh] = sizeOf(view)
  // everything in shares of the wheel's reach, from its middle to the tip of a handle
  const reach = vh * 0.385
  // the wheel whole inside the view, and the gold handle at its top with room for its box (`pad`)
  const pad = reach * 0.06
  const [cx, mid] = inView(view, view.x0 + vw * (0.44 + rng.next() * 0.12), view.y0 + vh * 0.5, reach, reach + pad / 2)
  const cy = mid + pad / 2
  const u = (k: number) => f(k * reach)
  const spokes = 8
  const turn = (rng.chance(0.5) ? 1 : -1) * (0.12 + rng.next() * 0.16)
  const angle = (i: number) => -Math.PI / 2 + turn + (i / spokes) * Math.PI * 2
  const [outer, inner, hub] = [0.75, 0.61, 0.15]
  const wood = `stroke="${INK.line}" stroke-opacity="0.9" stroke-width="3" stroke-linejoin="round"`
  // a spoke from the hub to the rim, and beyond it a turned handle: a collar, a long bulb, a knob
  const spoke = (i: number) =>
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f((angle(i) * 180) / Math.PI)})">` +
    `<path d="M${u(hub * 0.7)} ${u(-0.045)} L${u(outer)} ${u(-0.034)} V${u(0.034)} L${u(hub * 0.7)} ${u(0.045)} Z" fill="${INK.mid}" ${wood}/>` +
    `<path d="M${u(outer)} ${u(-0.036)} H${u(0.79)} C${u(0.83)} ${u(-0.068)}, ${u(0.9)} ${u(-0.068)}, ${u(0.925)} ${u(-0.03)} L${u(0.94)} ${u(-0.028)} A${u(0.045)} ${u(0.045)} 0 1 1 ${u(0.94)} ${u(0.028)} L${u(0.925)} ${u(0.03)} C${u(0.9)} ${u(0.068)}, ${u(0.83)} ${u(0.068)}, ${u(0.79)} ${u(0.036)} H${u(outer)} Z" ` +
    (i === 0 ? `fill="${INK.gold}" stroke="${INK.gold}" stroke-width="3"/>` : `fill="${INK.mid}" ${wood}/>`) +
    `</g>`
  const circle = (r: number) =>
    `M${f(cx + r * reach)} ${f(cy)} A${u(r)} ${u(r)} 0 1 0 ${f(cx - r * reach)} ${f(cy)} A${u(r)} ${u(r)} 0 1 0 ${f(cx + r * reach)} ${f(cy)} Z`
  const out: string[] = []
  for (let i = 1; i < spokes; i += 1) out.push(spoke(i))
  out.push(
    spoke(0),
    `<path d="${circle(outer)} ${circle(inner)}" fill="${INK.mid}" fill-rule="evenodd" ${wood}/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${u((outer + inner) / 2)}" fill="none" stroke="${INK.line}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${u(hub)}" fill="${INK.deep}" ${wood}/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${u(hub * 0.45)}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  )
  for (let i = 0; i < spokes; i += 1) {
    const [x, y] = polar(cx, cy, hub * 0.75 * reach, angle(i) + Math.PI / spokes)
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${u(0.013)}" fill="${INK.pale}" opacity="0.7"/>`)
  }
  // the gold handle's box, along its spoke from the rim to the end of its knob
  const [hx0, hy0] = polar(cx, cy, outer * reach, angle(0))
  const [hx1, hy1] = polar(cx, cy, reach, angle(0))
  out.push(
    `<g${focusOf(Math.min(hx0, hx1) - pad, Math.min(hy0, hy1) - pad, Math.max(hx0, hx1) + pad, Math.max(hy0, hy1) + pad)}/>`,
  )
  return out.join('\n')
}

/**
 * The face of a cut trunk: growth rings wide and narrow round an off-centre heart, a bark edge, often a
 * drying crack, and one ring in gold. Succession planning: growth over generations.
 */
export const growthRings: Draw = (w, h, rng, view) => {
  const [vw, vh] = sizeOf(view)
  const r = vh * 0.37
  const [cx, cy] = inView(view, view.x0 + vw * (0.44 + rng.next() * 0.12), view.y0 + vh * 0.5, r * 1.06)
  // one wobble for every ring, growing with it, so the rings nest and never cross
  const phase = Array.from({ length: 3 }, () => rng.next() * Math.PI * 2)
  const wobble = (a: number) =>
    0.03 * Math.sin(2 * a + phase[0]!) + 0.02 * Math.sin(3 * a + phase[1]!) + 0.008 * Math.sin(5 * a + phase[2]!)
  // the heart lies off the middle: the tree grew more on one side
  const lean = rng.next() * Math.PI * 2
  const [ox, oy] = [Math.cos(lean) * r * 0.12, Math.sin(lean) * r * 0.12]
  const outline = (radius: number, rough = 0) => {
    const t = radius / r
    const pts: Array<[number, number]> = []
    for (let k = 0; k < 96; k += 1) {
      const a = (k / 96) * Math.PI * 2
      const rr = radius * (1 + wobble(a) * t + rough * Math.sin(a * 23 + phase[0]! * 7) * Math.sin(a * 7))
      pts.push([cx + ox * (1 - t) + Math.cos(a) * rr, cy + oy * (1 - t) + Math.sin(a) * rr])
    }
    return pts
  }
  const box = (pts: ReadonlyArray<readonly [number, number]>): [number, number, number, number] => [
    Math.min(...pts.map((p) => p[0])),
    Math.min(...pts.map((p) => p[1])),
    Math.max(...pts.map((p) => p[0])),
    Math.max(...pts.map((p) => p[1])),
  ]
  const out: string[] = [
    `<path d="${closed(outline(r * 1.04, 0.012))}" fill="${INK.deep}" stroke="${INK.line}" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="${closed(outline(r * 0.95))}" fill="${INK.mid}" stroke="${INK.line}" stroke-opacity="0.6" stroke-width="2"/>`,
  ]
  // years of good growth and lean ones
  const count = rng.int(10, 12)
  const widths = Array.from({ length: count }, () => 0.6 + rng.next() * 0.9)
  const sum = widths.reduce((s, x) => s + x, 0)
  const gold = rng.int(Math.floor(count * 0.35), Math.floor(count * 0.6))
  let radius = r * 0.05
  let goldRadius = 0
  widths.forEach((width, i) => {
    radius += (width / sum) * r * 0.86
    if (i === gold) goldRadius = radius
    const pts = outline(radius)
    out.push(
      i === gold
        ? `<path d="${closed(pts)}" fill="none" stroke="${INK.gold}" stroke-width="7" stroke-linejoin="round"${focusOf(...box(pts))}/>`
        : `<path d="${closed(pts)}" fill="none" stroke="${INK.line}" stroke-opacity="${f(0.35 + (i % 3) * 0.12)}" stroke-width="${i % 3 === 2 ? 3.5 : 2.5}"/>`,
    )
  })
  // a drying crack from the bark towards the heart, where it has room short of the gold ring; the heart
  const a = rng.next() * Math.PI * 2
  const inner = Math.max(r * 0.6, goldRadius * 1.1 + r * 0.1)
  if (inner < r * 0.75) {
    const [c0x, c0y] = polar(cx, cy, r * 0.97, a)
    const [c1x, c1y] = polar(cx, cy, inner, a + 0.03)
    const [nx, ny] = [-Math.sin(a) * r * 0.035, Math.cos(a) * r * 0.035]
    out.push(
      `<path d="M${f(c0x - nx)} ${f(c0y - ny)} L${f(c1x)} ${f(c1y)} L${f(c0x + nx)} ${f(c0y + ny)} Z" fill="${INK.navy}" stroke="${INK.line}" stroke-opacity="0.4" stroke-width="1"/>`,
    )
  }
  out.push(`<circle cx="${f(cx + ox)}" cy="${f(cy + oy)}" r="${f(r * 0.025)}" fill="${INK.line}" opacity="0.8"/>`)
  return out.join('\n')
}
