import type { Skin } from './portrait-palette'
import { mix } from './portrait-palette'

/**
 * The drawn parts of a portrait, in 480 × 600 units, the head centred on `CX`. Light comes from the
 * upper left, so every surface has a lit, a middle and a shaded tone, and the right side falls into shade.
 */

export const CX = 240

/** The outline of the jaw and chin, seen from the front. */
export type JawShape = 'narrow' | 'oval' | 'square' | 'round'

/** Proportions and expression of one face. */
export type Face = {
  /** Half the width at the cheekbones, the jaw's corner and the chin. */
  hw: number
  jaw: number
  chin: number
  shape: JawShape
  /** Heights: crown, eyes, the tip of the nose, the mouth and the chin. */
  top: number
  eyeY: number
  noseY: number
  mouthY: number
  chinY: number
  /** Half the distance between the eyes, the eye's width, the mouth's half width. */
  eyeX: number
  eyeW: number
  mouthW: number
  /** How open the eyes are (1 is average) and whether the upper lid shows a crease. */
  eyeH: number
  crease: boolean
  /** Brows: thickness, how far the outer end rises, how high they sit. */
  browWeight: number
  browTilt: number
  browLift: number
  /** Half the width of the nose's tip, and the lips' fullness (1 is average). */
  noseW: number
  lips: number
  /** 0 for a closed, calm mouth, up to 1 for a slight smile. */
  smile: number
  /** 0 for a smooth face, up to 1 for the fine lines of later life. */
  age: number
  /**
   * A slight three-quarter turn: the features move `turn` units sideways (positive to the right), and
   * the side they move towards, now further away, is drawn a little narrower.
   */
  turn: number
  /** Half the neck's width. */
  nw: number
}

type Pt = readonly [number, number]
type Seg = readonly [Pt, Pt, Pt]

const r = (n: number) => Math.round(n * 10) / 10
const pt = ([x, y]: Pt) => `${r(x)} ${r(y)}`
const flip = ([x, y]: Pt): Pt => [2 * CX - x, y]
/** Points of one side drawn `k` times as far from the centre line. */
const side =
  (k: number) =>
  ([x, y]: Pt): Pt => [CX + (x - CX) * k, y]

/**
 * A closed path symmetric about the centre line: cubic segments drawn from `start` down the right
 * side, then mirrored back up the left; `left` and `right` narrow one side, for a head slightly turned.
 */
export function symmetric(start: Pt, segs: readonly Seg[], left = 1, right = 1): string {
  const [l, rt] = [side(left), side(right)]
  const rightSide = segs.map(([a, b, c]) => `C${pt(rt(a))} ${pt(rt(b))} ${pt(rt(c))}`)
  const ends = [start, ...segs.map((s) => s[2])]
  const leftSide = segs.map(([a, b], i) => `C${pt(l(flip(b)))} ${pt(l(flip(a)))} ${pt(l(flip(ends[i]!)))}`).reverse()
  const last = ends[ends.length - 1]!
  const across = last[0] === CX ? '' : `L${pt(l(flip(last)))}`
  return `M${pt(rt(start))}${rightSide.join('')}${across}${leftSide.join('')}Z`
}

/** A path through cubic segments, as written (for shapes that are not symmetric). */
export function curve(start: Pt, segs: readonly Seg[], close = true): string {
  return `M${pt(start)}${segs.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join('')}${close ? 'Z' : ''}`
}

export const mirrorX = (x: number) => 2 * CX - x

/** How much narrower the far side of a turned face is drawn, per unit of turn. */
const TURN_NARROWING = 0.008

/** The scale of the left and right halves of the head: the side it turns towards is further away. */
export function sides(f: Face): [number, number] {
  const k = 1 - Math.abs(f.turn) * TURN_NARROWING
  return f.turn > 0 ? [1, k] : f.turn < 0 ? [k, 1] : [1, 1]
}

/** Where the features are centred: the face's middle, moved by the turn. */
export const featureX = (f: Face) => CX + f.turn

/** The jaw's corner and the chin: a square jaw turns sharply, a round one is full, a narrow one tapers. */
const JAW: Record<JawShape, { cheek: number; corner: number; under: number; chin: number }> = {
  narrow: { cheek: 30, corner: 8, under: 20, chin: 10 },
  oval: { cheek: 34, corner: 10, under: 24, chin: 14 },
  square: { cheek: 40, corner: 4, under: 34, chin: 22 },
  round: { cheek: 42, corner: 14, under: 30, chin: 20 },
}

export function faceOutline(f: Face): string {
  const j = JAW[f.shape]
  return symmetric(
    [CX, f.top],
    [
      [
        [CX + f.hw * 0.62, f.top],
        [CX + f.hw, f.top + 40],
        [CX + f.hw, f.eyeY - 10],
      ],
      [
        [CX + f.hw, f.eyeY + j.cheek],
        [CX + f.jaw + j.corner, f.mouthY - 20],
        [CX + f.jaw, f.mouthY],
      ],
      [
        [CX + f.jaw - (j.corner === 4 ? 2 : 10), f.mouthY + j.under],
        [CX + f.chin + j.chin, f.chinY],
        [CX, f.chinY],
      ],
    ],
    ...sides(f),
  )
}

/** The ears, behind the face's edge between the eyes and the nose. */
export function ears(f: Face, skin: Skin): string {
  const [kl, kr] = sides(f)
  const one = (s: 1 | -1) => {
    const edge = f.hw * (s < 0 ? kl : kr)
    const x = (dx: number) => CX + s * (edge + dx * (s < 0 ? kl : kr))
    const outer = curve(
      [x(-6), f.eyeY - 12],
      [
        [
          [x(14), f.eyeY - 26],
          [x(22), f.eyeY + 6],
          [x(12), f.noseY - 8],
        ],
        [
          [x(8), f.noseY + 4],
          [x(0), f.noseY + 6],
          [x(-6), f.noseY],
        ],
      ],
    )
    const inner = `M${r(x(2))} ${r(f.eyeY - 4)}Q${r(x(14))} ${r(f.eyeY)} ${r(x(6))} ${r(f.noseY - 10)}`
    return `<path d="${outer}" fill="${s < 0 ? skin.base : skin.shade}"/><path d="${inner}" fill="none" stroke="${skin.deep}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.45"/>`
  }
  return one(-1) + one(1)
}

/** The skin of the neck and throat, a step darker than the face. */
export const neckTone = (skin: Skin) => mix(skin.base, skin.shade, 0.55)

/** The neck, a touch narrower than the jaw and widening into the shoulders, shaded under the jaw. */
export function neck(f: Face, skin: Skin, low: number): string {
  const top = f.mouthY - 10
  const body = `M${CX - f.nw} ${top}C${CX - f.nw} ${low - 60} ${CX - f.nw - 4} ${low - 40} ${CX - f.nw - 14} ${low - 24}Q${CX} ${low + 8} ${CX + f.nw + 14} ${low - 24}C${CX + f.nw + 4} ${low - 40} ${CX + f.nw} ${low - 60} ${CX + f.nw} ${top}Z`
  const shadow = `M${CX - f.nw} ${top}H${CX + f.nw}V${f.chinY - 14}Q${CX} ${f.chinY + 30} ${CX - f.nw} ${f.chinY - 14}Z`
  // the shaded side follows the neck's own edge, so no lit sliver shows beside it
  const side = `M${CX + f.nw * 0.35} ${f.chinY}Q${CX + f.nw} ${f.chinY + 30} ${CX + f.nw + 14} ${low - 24}C${CX + f.nw + 4} ${low - 40} ${CX + f.nw} ${low - 60} ${CX + f.nw} ${top}Z`
  return `<path d="${body}" fill="${neckTone(skin)}"/><path d="${side}" fill="${skin.shade}" fill-opacity="0.6"/><path d="${shadow}" fill="${skin.deep}" fill-opacity="0.4"/>`
}

/** Eyes with lids and (for most) a crease, brows in the hair's dark tone; the far eye a little smaller. */
export function eyes(f: Face, skin: Skin, brow: string, id: string): string {
  const out: string[] = []
  const clips: string[] = []
  const [kl, kr] = sides(f)
  const fx = featureX(f)
  for (const s of [-1, 1] as const) {
    const k = s < 0 ? kl : kr
    const x = fx + s * f.eyeX * k
    const w = (f.eyeW / 2) * k
    const y = f.eyeY
    const up = 8.5 * f.eyeH
    // a smile lifts the lower lid
    const down = 6 * f.eyeH - f.smile * 1.6
    // the outer corner sits a touch higher than the inner one: a calm, awake look
    const inner: Pt = [x - s * w, y + 1]
    const outer: Pt = [x + s * w, y - 1]
    const almond = `M${pt(inner)}Q${r(x - s * w * 0.2)} ${r(y - up)} ${pt(outer)}Q${r(x)} ${r(y + down)} ${pt(inner)}Z`
    clips.push(almond)
    out.push(`<path d="${almond}" fill="${mix(skin.base, '#ffffff', 0.62)}"/>`)
    const iris = 4.9 + 0.7 * f.eyeH
    out.push(
      `<circle cx="${r(x + s * 0.5 + f.turn * 0.25)}" cy="${y - 0.5}" r="${r(iris)}" fill="#2b1e17" clip-path="url(#${id}-eye)"/>`,
    )
    out.push(
      `<circle cx="${r(x - 1.8 + f.turn * 0.25)}" cy="${r(y - 2.6)}" r="1.3" fill="#ffffff" fill-opacity="0.75"/>`,
    )
    // upper lid and crease
    out.push(
      `<path d="M${r(inner[0])} ${inner[1]}Q${r(x - s * w * 0.2)} ${r(y - up - 0.5)} ${r(outer[0] + s * 1.5)} ${outer[1] - 0.5}" fill="none" stroke="${mix(skin.deep, '#1a0d08', 0.5)}" stroke-width="2.6" stroke-linecap="round"/>`,
    )
    if (f.crease)
      out.push(
        `<path d="M${r(x - s * w * 0.7)} ${r(y - up - 0.5)}Q${r(x)} ${r(y - up - 6)} ${r(x + s * w * 0.95)} ${r(y - up + 0.5)}" fill="none" stroke="${skin.deep}" stroke-width="1.4" stroke-linecap="round" stroke-opacity="0.45"/>`,
      )
    // lower lid: a faint shade, and with age a fine line below it
    out.push(
      `<path d="M${r(x - s * w * 0.6)} ${r(y + down)}Q${r(x)} ${r(y + down + 2.5)} ${r(x + s * w * 0.8)} ${r(y + down - 2)}" fill="none" stroke="${skin.shade}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.6"/>`,
    )
    if (f.age > 0)
      out.push(
        `<path d="M${r(x - s * w * 0.5)} ${r(y + down + 6)}Q${r(x + s * w * 0.2)} ${r(y + down + 9)} ${r(x + s * w * 0.9)} ${r(y + down + 3)}" fill="none" stroke="${skin.deep}" stroke-width="1.3" stroke-linecap="round" stroke-opacity="${r(0.3 * f.age)}"/>`,
      )
    // brow: tapered, thicker at the inner end; its outer end rises by the brow's tilt
    const by = y - 19 - f.browLift - (f.eyeH - 1) * 6
    const bi = x - s * (w + 2)
    const bo = x + s * (w + 5)
    const bw = f.browWeight
    out.push(
      `<path d="M${r(bi)} ${r(by + 3)}Q${r(x - s * 2)} ${r(by - 5 - f.browTilt * 0.5)} ${r(bo)} ${r(by + 2 - f.browTilt)}Q${r(x - s * 2)} ${r(by - 1 + bw - f.browTilt * 0.5)} ${r(bi)} ${r(by + 6 + bw)}Z" fill="${brow}"/>`,
    )
  }
  return `<clipPath id="${id}-eye"><path d="${clips.join('')}"/></clipPath>${out.join('')}`
}

/** A nose suggested by the shadow on its far side and under its tip. */
export function nose(f: Face, skin: Skin): string {
  const x = CX + f.turn * 1.2
  const y0 = f.eyeY + 8
  const y1 = f.noseY
  const w = f.noseW
  // turned, the bridge's shaded side faces the viewer a little more
  const bridge = Math.max(0, f.turn) * 0.4
  const side = `M${r(x + 5 + bridge)} ${y0}C${r(x + 9 + bridge)} ${y0 + 20} ${r(x + w - 2)} ${y1 - 14} ${r(x + w - 1)} ${y1 - 3}Q${r(x + 6)} ${y1 - 6} ${r(x + 2)} ${y1 - 12}C${r(x + 3)} ${y1 - 26} ${r(x + 2)} ${y0 + 14} ${r(x + 5 + bridge)} ${y0}Z`
  const tip = `M${r(x - w)} ${y1 - 2}Q${r(x - w * 0.6)} ${y1 + 5} ${r(x)} ${y1 + 4}Q${r(x + w * 0.6)} ${y1 + 5} ${r(x + w)} ${y1 - 2}`
  return `<path d="${side}" fill="${skin.shade}" fill-opacity="0.75"/><path d="${tip}" fill="none" stroke="${skin.deep}" stroke-width="2.6" stroke-linecap="round" stroke-opacity="0.5"/><ellipse cx="${r(x - 3)}" cy="${y1 - 8}" rx="${r(w * 0.4)}" ry="4" fill="${skin.light}" fill-opacity="0.5"/>`
}

/** Closed lips, calm or with a slight smile; `colour` is lipstick, or the skin's own lip tone. */
export function mouth(f: Face, skin: Skin, colour: string): string {
  const x = CX + f.turn * 0.9
  const y = f.mouthY
  const w = f.mouthW + f.smile * 2
  const lift = f.smile * 4
  const up = 6 * f.lips
  const down = 12 * f.lips
  const upper = `M${r(x - w)} ${r(y - 1 - lift)}Q${r(x - w * 0.45)} ${r(y - 1 - up)} ${r(x)} ${r(y - 4)}Q${r(x + w * 0.45)} ${r(y - 1 - up)} ${r(x + w)} ${r(y - 1 - lift)}Q${r(x)} ${r(y + 2)} ${r(x - w)} ${r(y - 1 - lift)}Z`
  const lower = `M${r(x - w + 3)} ${r(y - lift * 0.6)}Q${r(x)} ${r(y + down + 1)} ${r(x + w - 3)} ${r(y - lift * 0.6)}Q${r(x)} ${y + 3} ${r(x - w + 3)} ${r(y - lift * 0.6)}Z`
  const line = `M${r(x - w - 1)} ${r(y - 2.5 - lift)}Q${r(x)} ${r(y + 3.5 + lift * 0.5)} ${r(x + w + 1)} ${r(y - 2.5 - lift)}`
  const chinY = y + 6 + down
  return `<path d="${lower}" fill="${mix(colour, '#ffffff', 0.1)}"/><path d="${upper}" fill="${mix(colour, '#1a0804', 0.12)}"/><path d="${line}" fill="none" stroke="${mix(skin.deep, '#1a0804', 0.4)}" stroke-width="1.8" stroke-linecap="round"/><path d="M${r(x - 8)} ${r(chinY)}Q${r(x)} ${r(chinY + 3)} ${r(x + 8)} ${r(chinY)}" fill="none" stroke="${skin.shade}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5"/>`
}

/** The fold from the nose's wing to the mouth's corner: deepened by age and by a smile. */
export function folds(f: Face, skin: Skin): string {
  const depth = Math.max(0.3 * f.age, 0.16 * f.smile)
  if (depth === 0) return ''
  const nx = CX + f.turn * 1.2
  const mx = CX + f.turn * 0.9
  const d = [-1, 1]
    .map(
      (s) =>
        `M${r(nx + s * (f.noseW + 4))} ${f.noseY - 6}Q${r(nx + s * (f.noseW + 12))} ${f.noseY + 12} ${r(mx + s * (f.mouthW + 7))} ${f.mouthY + 6}`,
    )
    .join('')
  return `<path d="${d}" fill="none" stroke="${skin.deep}" stroke-width="1.8" stroke-linecap="round" stroke-opacity="${r(depth)}"/>`
}

/** The face's soft modelling: lit forehead, shaded far cheek and jaw, a touch of colour on the cheeks. */
export function modelling(f: Face, skin: Skin, blush: number): string {
  const [, kr] = sides(f)
  const hw = f.hw * kr
  const jaw = f.jaw * kr
  const cheek = `M${r(CX + hw + 2)} ${f.eyeY - 20}C${r(CX + hw - 14)} ${f.eyeY + 20} ${r(CX + jaw - 6)} ${f.mouthY} ${CX + f.chin} ${f.chinY + 2}L${r(CX + jaw + 20)} ${f.chinY + 10}L${r(CX + hw + 20)} ${f.eyeY}Z`
  const under = `M${CX - f.chin - 14} ${f.chinY - 6}Q${CX} ${f.chinY - 1} ${CX + f.chin + 14} ${f.chinY - 6}L${CX + f.chin} ${f.chinY + 4}H${CX - f.chin}Z`
  const fx = featureX(f)
  const cy = f.noseY + 4 - f.smile * 3
  return `<path d="${cheek}" fill="${skin.shade}" fill-opacity="0.55"/><path d="${under}" fill="${skin.shade}" fill-opacity="0.5"/><ellipse cx="${r(fx - f.eyeX - 6)}" cy="${r(cy)}" rx="16" ry="9" fill="${skin.blush}" fill-opacity="${blush}"/><ellipse cx="${r(fx + f.eyeX + 6)}" cy="${r(cy)}" rx="15" ry="8" fill="${skin.blush}" fill-opacity="${blush * 0.85}"/>`
}

/** Thin-framed glasses over the eyes. */
export function glasses(f: Face, frame: string, round: boolean): string {
  const [kl, kr] = sides(f)
  const fx = featureX(f)
  const h = round ? 15 : 12
  const rx = round ? 14 : 6
  const lens = (s: 1 | -1) => {
    const k = s < 0 ? kl : kr
    return { x: fx + s * f.eyeX * k, w: (f.eyeW / 2 + 10) * k }
  }
  const lenses = ([-1, 1] as const).map((s) => {
    const { x, w } = lens(s)
    return `<rect x="${r(x - w)}" y="${f.eyeY - h - 1}" width="${r(2 * w)}" height="${2 * h}" rx="${rx}" fill="#ffffff" fill-opacity="0.08" stroke="${frame}" stroke-width="2.6"/>`
  })
  const [a, b] = [lens(-1), lens(1)]
  const bridge = `M${r(a.x + a.w)} ${f.eyeY - 4}Q${r(fx)} ${f.eyeY - 10} ${r(b.x - b.w)} ${f.eyeY - 4}`
  const arms = ([-1, 1] as const)
    .map((s) => {
      const { x, w } = lens(s)
      return `M${r(x + s * w)} ${f.eyeY - 6}L${r(CX + s * (f.hw * (s < 0 ? kl : kr) + 2))} ${f.eyeY - 2}`
    })
    .join('')
  return `${lenses.join('')}<path d="${bridge}${arms}" fill="none" stroke="${frame}" stroke-width="2.6" stroke-linecap="round"/>`
}
