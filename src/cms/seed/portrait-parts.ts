import type { Skin } from './portrait-palette'
import { mix } from './portrait-palette'

/**
 * The drawn parts of a portrait, in 480 × 600 units, the head centred on `CX`. Light comes from the
 * upper left, so every surface has a lit, a middle and a shaded tone, and the right side falls into shade.
 */

export const CX = 240

/** The outline of the jaw and chin, seen from the front. */
export type JawShape = 'narrow' | 'oval' | 'square' | 'round' | 'heart'

/**
 * The outline of the eye: the lids' curves and the tilt from the inner to the outer corner. A monolid
 * is a narrower opening with a smooth lid and no crease, the lid's fold shown as a soft shade.
 */
export type EyeShape = 'almond' | 'round' | 'hooded' | 'downturned' | 'upturned' | 'monolid'

/** The line of the brow: a high arch, nearly level, a soft curve, or an arch that turns at an angle. */
export type BrowShape = 'arched' | 'straight' | 'soft' | 'angled'

/**
 * The mouth's expression: closed and calm, a soft closed smile, a fuller closed smile, or a smile with
 * the lips parted on a glimpse of the upper teeth.
 */
export type MouthKind = 'neutral' | 'soft smile' | 'smile' | 'open smile'

/** How the nose is drawn: a short rounded tip, a long straight bridge, or broad wings. */
export type NoseShape = 'button' | 'straight' | 'broad'

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
  eyeShape: EyeShape
  /** How far the outer corners sit above the inner ones, beyond the shape's own tilt (units). */
  eyeTilt: number
  /** The iris's colour, and its size against the usual (1). */
  iris: string
  irisSize: number
  /** A darker, thicker upper lash line running on past the outer corner. */
  lashes: boolean
  /** Brows: thickness, how far the outer end rises, how high they sit, how high the arch peaks. */
  browWeight: number
  browTilt: number
  browLift: number
  browArch: number
  browShape: BrowShape
  /** Half the width of the nose's tip, and the lips' fullness (1 is average). */
  noseW: number
  noseShape: NoseShape
  /** The nose's length and the fullness of its tip, against the usual (1). */
  noseLength: number
  noseTip: number
  lips: number
  /** The upper lip's share of the lips' height, against the lower's (1 is the usual balance). */
  upperLip: number
  /** The lower lip's fullness, on its own (1 is the usual). */
  lowerLip: number
  mouth: MouthKind
  /** 0 for a closed, calm mouth, up to 1 for a broad smile. */
  smile: number
  /** How far a calm mouth's corners turn up (or, below 0, down), in units. */
  cornerLift: number
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
export function sides(f: Pick<Face, 'turn'>): [number, number] {
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
  // broad at the cheekbones, tapering to a small chin
  heart: { cheek: 28, corner: 12, under: 20, chin: 12 },
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

/** The line of the brows: where their inner ends sit, above the eyes, for a brow's height and the eyes' openness. */
export const browLine = (f: Face) => f.eyeY - 20 - f.browLift - (f.eyeH - 1) * 6

/** The lowest point of the brows: the underside of their heavier inner ends. */
const browFoot = (f: Face) => browLine(f) + 5.5 + f.browWeight

/**
 * The ears, behind the face's edge, from just under the brows to the lobe at the nose's tip. Set any
 * higher, they read as set too high on a bald or close-cropped head, where no hair covers their tops.
 */
export function ears(f: Face, skin: Skin): string {
  const [kl, kr] = sides(f)
  // the ear's top, a little under the brows (and at most 10 units over the eyes), and its lobe
  const top = Math.max(f.eyeY - 10, browFoot(f) + 3)
  const lobe = f.noseY + 2
  // a height on the ear, 0 at its top and 1 at the lobe
  const y = (v: number) => top + v * (lobe - top)
  const one = (s: 1 | -1) => {
    const edge = f.hw * (s < 0 ? kl : kr)
    const x = (dx: number) => CX + s * (edge + dx * (s < 0 ? kl : kr))
    const outer = curve(
      [x(-6), y(0.04)],
      [
        [
          [x(14), y(-0.19)],
          [x(22), y(0.3)],
          [x(12), y(0.82)],
        ],
        [
          [x(8), y(1.01)],
          [x(0), y(1.04)],
          [x(-6), y(0.95)],
        ],
      ],
    )
    const inner = `M${r(x(2))} ${r(y(0.16))}Q${r(x(14))} ${r(y(0.22))} ${r(x(6))} ${r(y(0.79))}`
    return `<path d="${outer}" fill="${s < 0 ? skin.base : skin.shade}"/><path d="${inner}" fill="none" stroke="${skin.deep}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.45"/>`
  }
  return one(-1) + one(1)
}

/** Relative lightness of a #rrggbb colour (0–1). */
const lightness = (c: string) =>
  (0.2126 * parseInt(c.slice(1, 3), 16) + 0.7152 * parseInt(c.slice(3, 5), 16) + 0.0722 * parseInt(c.slice(5, 7), 16)) /
  255

/** The skin of the neck and throat, a step darker than the face. */
export const neckTone = (skin: Skin) => mix(skin.base, skin.shade, 0.55)

/**
 * The neck, a touch narrower than the jaw and widening into the shoulders by `flare`, shaded under the
 * jaw. Under a roll neck it does not widen: the roll's edge would show a sliver of skin beside it.
 */
export function neck(f: Face, skin: Skin, low: number, flare = 14): string {
  const top = f.mouthY - 10
  const bend = Math.min(4, flare)
  const body = `M${CX - f.nw} ${top}C${CX - f.nw} ${low - 60} ${CX - f.nw - bend} ${low - 40} ${CX - f.nw - flare} ${low - 24}Q${CX} ${low + 8} ${CX + f.nw + flare} ${low - 24}C${CX + f.nw + bend} ${low - 40} ${CX + f.nw} ${low - 60} ${CX + f.nw} ${top}Z`
  const shadow = `M${CX - f.nw} ${top}H${CX + f.nw}V${f.chinY - 14}Q${CX} ${f.chinY + 30} ${CX - f.nw} ${f.chinY - 14}Z`
  // the shaded side follows the neck's own edge, so no lit sliver shows beside it
  const side = `M${CX + f.nw * 0.35} ${f.chinY}Q${CX + f.nw} ${f.chinY + 30} ${CX + f.nw + flare} ${low - 24}C${CX + f.nw + bend} ${low - 40} ${CX + f.nw} ${low - 60} ${CX + f.nw} ${top}Z`
  return `<path d="${body}" fill="${neckTone(skin)}"/><path d="${side}" fill="${skin.shade}" fill-opacity="0.6"/><path d="${shadow}" fill="${skin.deep}" fill-opacity="0.4"/>`
}

/**
 * The lids of each eye shape: how far the upper and lower lids open (before `eyeH`), how far the inner
 * and outer corners sit below the eye's line, where the upper lid peaks (a share of the half width,
 * towards the outer corner) and the eye's width (a share of `eyeW`).
 */
const EYE: Record<EyeShape, { up: number; down: number; inner: number; outer: number; peak: number; w: number }> = {
  almond: { up: 9.5, down: 6.5, inner: 1, outer: -1, peak: -0.15, w: 1 },
  round: { up: 11.5, down: 8.5, inner: 0.5, outer: 0, peak: 0, w: 0.92 },
  hooded: { up: 8, down: 6, inner: 1, outer: 0.8, peak: -0.1, w: 1 },
  downturned: { up: 9.5, down: 6, inner: -0.5, outer: 2.8, peak: -0.35, w: 1 },
  upturned: { up: 8, down: 5.5, inner: 2, outer: -3.2, peak: 0.15, w: 1.05 },
  monolid: { up: 7.4, down: 5.4, inner: 1.4, outer: -1.8, peak: 0.08, w: 1.04 },
}

/**
 * Each brow shape: where the arch peaks (a share of the eye's half width, outwards from its middle),
 * how high (a share of `browArch`), and whether the arch turns in a soft curve or at an angle.
 */
const BROW: Record<BrowShape, { peak: number; arch: number; turn: 'curve' | 'angle' | 'plain' }> = {
  arched: { peak: 0.4, arch: 1, turn: 'plain' },
  straight: { peak: 0.6, arch: 0.4, turn: 'plain' },
  soft: { peak: 0.2, arch: 0.85, turn: 'curve' },
  angled: { peak: 0.5, arch: 0.95, turn: 'angle' },
}

/** A brow, thicker at the inner end, in the face's brow shape: `by` its line, `w` the eye's half width. */
function browPath(f: Face, s: 1 | -1, x: number, w: number, by: number): string {
  const b = BROW[f.browShape]
  const bi = x - s * (w + 1)
  const bo = x + s * (w + 6)
  const px = x + s * w * b.peak
  const a = f.browArch * b.arch
  const bw = f.browWeight
  const tail = by + 4 - f.browTilt
  const peakY = by - a
  // the upper edge's two control points, either side of the peak
  const [c1, c2]: [Pt, Pt] =
    b.turn === 'curve'
      ? [
          [px - s * w * 0.45, peakY],
          [px + s * w * 0.4, peakY],
        ]
      : b.turn === 'angle'
        ? [
            [(bi + px) / 2, (by + 2 + peakY) / 2 - 1.2],
            [(px + bo) / 2, (peakY + tail) / 2 - 0.6],
          ]
        : [
            [bi + s * 5, by - a * 0.7 - 1],
            [px + s * w * 0.45, by - a * 0.8],
          ]
  // the lower edge: the upper one let down by the brow's thickness, which tapers to the tail
  const thick = 2.5 + bw
  const lower2: Pt = [c2[0] - s * w * 0.05, c2[1] + 2 + bw * 0.6]
  const lower1: Pt = [bi + s * 4, by + 1 + bw]
  return `M${r(bi)} ${r(by + 2)}Q${pt(c1)} ${r(px)} ${r(peakY)}Q${pt(c2)} ${r(bo)} ${r(tail)}Q${pt(lower2)} ${r(px)} ${r(peakY + thick)}Q${pt(lower1)} ${r(bi)} ${r(by + 5.5 + bw)}Z`
}

/**
 * Eyes of the face's shape, with lids, a crease or a hooded fold, an iris of the face's colour and,
 * for some, a lash line; brows tapered from the inner end, arched as the face's brow; the far eye smaller.
 */
export function eyes(f: Face, skin: Skin, brow: string, id: string): string {
  const out: string[] = []
  const clips: string[] = []
  const [kl, kr] = sides(f)
  const fx = featureX(f)
  const e = EYE[f.eyeShape]
  const lid = mix(skin.deep, '#1a0d08', f.lashes ? 0.75 : 0.5)
  for (const s of [-1, 1] as const) {
    const k = s < 0 ? kl : kr
    const x = fx + s * f.eyeX * k
    const w = (f.eyeW / 2) * k * e.w
    const y = f.eyeY
    const up = e.up * f.eyeH
    // a smile lifts the lower lid
    const down = e.down * f.eyeH - f.smile * 1.6
    const inner: Pt = [x - s * w, y + e.inner + f.eyeTilt / 2]
    const outer: Pt = [x + s * w, y + e.outer - f.eyeTilt / 2]
    const peak = x + s * w * e.peak
    const shape = `M${pt(inner)}Q${r(peak)} ${r(y - up)} ${pt(outer)}Q${r(x + s * w * 0.1)} ${r(y + down)} ${pt(inner)}Z`
    clips.push(shape)
    out.push(`<path d="${shape}" fill="${mix(skin.base, '#ffffff', 0.66)}"/>`)
    const iris = (5.4 + 0.8 * f.eyeH) * f.irisSize
    const ix = x + s * 0.5 + f.turn * 0.25
    out.push(
      `<g clip-path="url(#${id}-eye)"><circle cx="${r(ix)}" cy="${r(y - 0.8)}" r="${r(iris)}" fill="${f.iris}"/><circle cx="${r(ix)}" cy="${r(y - 0.8)}" r="${r(iris * 0.5)}" fill="#140c08"/><path d="M${pt(inner)}Q${r(peak)} ${r(y - up)} ${pt(outer)}" fill="none" stroke="#000000" stroke-width="5" stroke-opacity="0.12"/></g>`,
    )
    out.push(`<circle cx="${r(ix - 2)}" cy="${r(y - 3)}" r="1.4" fill="#ffffff" fill-opacity="0.8"/>`)
    // upper lid, with a heavier lash line running on past the outer corner for some
    const flick = f.lashes ? `L${r(outer[0] + s * 3.5)} ${r(outer[1] - 0.2)}` : ''
    out.push(
      `<path d="M${pt(inner)}Q${r(peak)} ${r(y - up - 0.6)} ${r(outer[0] + s * 1.5)} ${r(outer[1] - 0.5)}${flick}" fill="none" stroke="${lid}" stroke-width="${f.lashes ? 3.4 : 2.6}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    if (f.eyeShape === 'hooded')
      // the fold of skin over the lid, heavier towards the outer corner
      out.push(
        `<path d="M${r(x - s * w * 0.55)} ${r(y - up * 0.62)}Q${r(x + s * w * 0.1)} ${r(y - up * 0.72 - 3)} ${r(x + s * w * 1.1)} ${r(outer[1] - 1)}" fill="none" stroke="${skin.shade}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.75"/>`,
      )
    else if (f.eyeShape === 'monolid')
      // a smooth lid: no crease, only a soft shade above the lash line, widest at the middle
      out.push(
        `<path d="M${r(inner[0] + s * 1)} ${r(inner[1] - 2)}Q${r(peak)} ${r(y - up - 3.2)} ${r(outer[0] - s * 0.5)} ${r(outer[1] - 2.2)}" fill="none" stroke="${skin.shade}" stroke-width="3.6" stroke-linecap="round" stroke-opacity="0.45"/>`,
      )
    else if (f.crease)
      out.push(
        `<path d="M${r(x - s * w * 0.7)} ${r(y - up * 0.55 - 1)}Q${r(peak)} ${r(y - up - 3.5)} ${r(x + s * w * 0.95)} ${r(outer[1] - up * 0.45)}" fill="none" stroke="${skin.deep}" stroke-width="1.4" stroke-linecap="round" stroke-opacity="0.45"/>`,
      )
    // lower lid: a faint shade, and with age a fine line below it
    out.push(
      `<path d="M${r(x - s * w * 0.6)} ${r(y + down * 0.55 + 1)}Q${r(x)} ${r(y + down * 0.55 + 3)} ${r(x + s * w * 0.85)} ${r(outer[1] + 1)}" fill="none" stroke="${skin.shade}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.6"/>`,
    )
    if (f.age > 0)
      out.push(
        `<path d="M${r(x - s * w * 0.5)} ${r(y + down * 0.55 + 7)}Q${r(x + s * w * 0.2)} ${r(y + down * 0.55 + 10)} ${r(x + s * w * 0.9)} ${r(y + down * 0.55 + 4)}" fill="none" stroke="${skin.deep}" stroke-width="1.3" stroke-linecap="round" stroke-opacity="${r(0.3 * f.age)}"/>`,
      )
    // brow: thicker at the inner end, peaking at the arch, its tail rising or falling by the tilt
    const by = browLine(f)
    out.push(`<path d="${browPath(f, s, x, w, by)}" fill="${brow}"/>`)
  }
  return `<clipPath id="${id}-eye"><path d="${clips.join('')}"/></clipPath>${out.join('')}`
}

/** A nose suggested by the shadow on its far side, under its tip and at its wings, in the face's shape. */
export function nose(f: Face, skin: Skin): string {
  const x = CX + f.turn * 1.2
  const y1 = f.noseY
  const w = f.noseW
  const len = f.noseLength
  // a button nose's shadow starts low; a straight one runs from the brows
  const y0 = f.noseShape === 'button' ? r(y1 - 24 * len) : r(f.eyeY + 6 + (1 - len) * 14)
  // turned, the bridge's shaded side faces the viewer a little more
  const bridge = Math.max(0, f.turn) * 0.4
  const side = `M${r(x + 5 + bridge)} ${y0}C${r(x + 9 + bridge)} ${r(y0 + (y1 - y0) * 0.45)} ${r(x + w - 2)} ${r(y1 - 14 * len)} ${r(x + w - 1)} ${y1 - 3}Q${r(x + 6)} ${y1 - 6} ${r(x + 2)} ${r(y1 - 12 * len)}C${r(x + 3)} ${r(y1 - (y1 - y0) * 0.55)} ${r(x + 2)} ${r(y0 + 10)} ${r(x + 5 + bridge)} ${y0}Z`
  // a fuller tip hangs a little lower and catches a wider light
  const drop = (f.noseShape === 'button' ? 7 : 5) * f.noseTip
  const tip = `M${r(x - w * 0.55)} ${y1 + 1}Q${r(x)} ${r(y1 + drop)} ${r(x + w * 0.55)} ${y1 + 1}`
  // the wings: short curves either side of the tip, wider and fuller on a broad nose
  const flare = f.noseShape === 'broad' ? 3 : 0
  const wings = [-1, 1]
    .map(
      (s) =>
        `M${r(x + s * (w * 0.55))} ${y1 + 1}Q${r(x + s * (w + 2 + flare))} ${y1 + 1} ${r(x + s * (w + flare))} ${r(y1 - 7 * len)}`,
    )
    .join('')
  const bridgeLine =
    f.noseShape === 'straight'
      ? `<path d="M${r(x - 6)} ${f.eyeY + 12}Q${r(x - 7)} ${r((f.eyeY + y1) / 2)} ${r(x - 5)} ${y1 - 14}" fill="none" stroke="${skin.light}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5"/>`
      : ''
  return `<path d="${side}" fill="${skin.shade}" fill-opacity="0.75"/>${bridgeLine}<path d="${tip}" fill="none" stroke="${skin.deep}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.45"/><path d="${wings}" fill="none" stroke="${skin.deep}" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.55"/><ellipse cx="${r(x - 2)}" cy="${y1 - 5}" rx="${r(w * 0.38 * f.noseTip)}" ry="${r((f.noseShape === 'button' ? 4.5 : 3.5) * f.noseTip)}" fill="${skin.light}" fill-opacity="0.5"/>`
}

/**
 * Lips with a bow to the upper lip, in the face's expression: calm, a closed smile, or parted on a
 * glimpse of the upper teeth; `colour` is lipstick, or the skin's own lip tone.
 */
export function mouth(f: Face, skin: Skin, colour: string): string {
  const x = CX + f.turn * 0.9
  const y = f.mouthY
  const parted = f.mouth === 'open smile'
  const w = f.mouthW + f.smile * 2.5 + (parted ? 1.5 : 0)
  const lift = f.smile * 6 + f.cornerLift
  // a broad smile stretches the upper lip thinner
  const up = 5.5 * f.lips * f.upperLip * (parted ? 0.9 : 1)
  const down = 10.5 * f.lips * (2 - f.upperLip) * f.lowerLip
  // how far the lips part at the middle (none when closed)
  const gap = parted ? 3.4 + f.smile * 1.6 : 0
  const cy = y - 1 - lift
  const mid = y + 3 + lift
  const upper = `M${r(x - w)} ${r(cy)}C${r(x - w * 0.7)} ${r(cy - up * 0.4)} ${r(x - w * 0.45)} ${r(y - up)} ${r(x - w * 0.2)} ${r(y - up)}Q${r(x - w * 0.07)} ${r(y - up)} ${r(x)} ${r(y - up * 0.62)}Q${r(x + w * 0.07)} ${r(y - up)} ${r(x + w * 0.2)} ${r(y - up)}C${r(x + w * 0.45)} ${r(y - up)} ${r(x + w * 0.7)} ${r(cy - up * 0.4)} ${r(x + w)} ${r(cy)}Q${r(x)} ${r(mid)} ${r(x - w)} ${r(cy)}Z`
  // the lower lip's upper edge: the line between the lips, or the parting's lower edge
  const low = mid + gap * 2
  const lower = `M${r(x - w + 2)} ${r(cy + 0.8)}C${r(x - w * 0.6)} ${r(y + down + gap)} ${r(x + w * 0.6)} ${r(y + down + gap)} ${r(x + w - 2)} ${r(cy + 0.8)}Q${r(x)} ${r(low)} ${r(x - w + 2)} ${r(cy + 0.8)}Z`
  const line = `M${r(x - w - 1)} ${r(cy - 0.6)}Q${r(x)} ${r(mid)} ${r(x + w + 1)} ${r(cy - 0.6)}`
  const chinY = y + 5 + down + gap
  // a smile presses a short crease into each corner
  const corners =
    f.smile > 0
      ? `<path d="${[-1, 1].map((s) => `M${r(x + s * (w + 2))} ${r(cy - 3)}q${s * 2.5} 2.5 ${s * 0.5} 6`).join('')}" fill="none" stroke="${skin.deep}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.4"/>`
      : ''
  const seam = mix(skin.deep, '#1a0804', 0.45)
  // parted lips: the mouth's shadow, and the upper teeth as one soft band (no single teeth drawn)
  // that tapers into the corners, a little shaded by the lip above
  const opening = parted
    ? `<path d="M${r(x - w)} ${r(cy)}Q${r(x)} ${r(mid)} ${r(x + w)} ${r(cy)}Q${r(x)} ${r(low)} ${r(x - w)} ${r(cy)}Z" fill="${mix(colour, '#2a0d0a', 0.6)}"/><path d="M${r(x - w * 0.86)} ${r(cy + 0.6)}Q${r(x)} ${r(mid)} ${r(x + w * 0.86)} ${r(cy + 0.6)}Q${r(x)} ${r(mid + gap * 1.45)} ${r(x - w * 0.86)} ${r(cy + 0.6)}Z" fill="${mix('#efe8dc', skin.base, 0.2)}"/><path d="M${r(x - w * 0.7)} ${r(cy + 1.4)}Q${r(x)} ${r(mid + 1.6)} ${r(x + w * 0.7)} ${r(cy + 1.4)}" fill="none" stroke="${mix(skin.shade, '#f2ece2', 0.4)}" stroke-width="1.4" stroke-opacity="0.35"/>`
    : ''
  const seamLine = parted
    ? `<path d="${line}" fill="none" stroke="${seam}" stroke-width="1.1" stroke-linecap="round" stroke-opacity="0.6"/>`
    : `<path d="${line}" fill="none" stroke="${seam}" stroke-width="1.8" stroke-linecap="round"/>`
  return `${opening}<path d="${lower}" fill="${mix(colour, '#ffffff', 0.1)}"/><path d="${upper}" fill="${mix(colour, '#1a0804', 0.14)}"/><ellipse cx="${r(x - 3)}" cy="${r(y + down * 0.45 + gap * 1.4)}" rx="${r(w * 0.3)}" ry="2" fill="#ffffff" fill-opacity="0.16"/>${seamLine}${corners}<path d="M${r(x - 8)} ${r(chinY)}Q${r(x)} ${r(chinY + 3)} ${r(x + 8)} ${r(chinY)}" fill="none" stroke="${skin.shade}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5"/>`
}

/** Small earrings at the lobes: gold or pearl studs, or short drops. */
export function earrings(f: Face, kind: 'stud' | 'pearl' | 'drop', colour: string): string {
  const [kl, kr] = sides(f)
  return ([-1, 1] as const)
    .map((s) => {
      // at the lobe, just inside the ear's lower curve
      const x = CX + s * (f.hw * (s < 0 ? kl : kr) + 3)
      const y = f.noseY + 4
      if (kind === 'drop')
        return `<path d="M${r(x)} ${y}v7" stroke="${colour}" stroke-width="1.6"/><circle cx="${r(x)}" cy="${y + 11}" r="4.2" fill="${colour}"/><circle cx="${r(x - 1.2)}" cy="${y + 9.8}" r="1.3" fill="#ffffff" fill-opacity="0.6"/>`
      return `<circle cx="${r(x)}" cy="${y + 1}" r="${kind === 'pearl' ? 4.4 : 3.6}" fill="${colour}"/><circle cx="${r(x - 1.2)}" cy="${y - 0.2}" r="1.4" fill="#ffffff" fill-opacity="0.7"/>`
    })
    .join('')
}

/** The fold from the nose's wing to the mouth's corner: deepened by age and by a smile. */
export function folds(f: Face, skin: Skin): string {
  const depth = Math.max(0.36 * f.age, 0.16 * f.smile)
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

/** How far inside the face's outline the glasses' rims stay, beyond their own stroke. */
const GLASSES_INSET = 4

/**
 * Glasses over the eyes: dark frames a little bolder than metal ones, so both read at a card's size.
 * Each lens reaches from beside the nose's bridge to the temple, but never past the face's outline
 * there: on a narrow face it is cut narrower at its outer edge, and the arms run on to the ears.
 */
export function glasses(f: Face, frame: string, round: boolean): string {
  const [kl, kr] = sides(f)
  const weight = lightness(frame) < 0.3 ? 3.4 : 2.4
  const fx = featureX(f)
  const h = round ? 15 : 12
  const rx = round ? 14 : 6
  const lens = (s: 1 | -1) => {
    const k = s < 0 ? kl : kr
    const eye = fx + s * f.eyeX * k
    const half = (f.eyeW / 2 + 10) * k
    // the lens's inner and outer edges, as distances from the face's middle
    const inner = s * (eye - s * half - CX)
    const temple = f.hw * k - weight / 2 - GLASSES_INSET
    const outer = Math.min(s * (eye + s * half - CX), temple)
    return { x: CX + (s * (inner + outer)) / 2, w: (outer - inner) / 2 }
  }
  const lenses = ([-1, 1] as const).map((s) => {
    const { x, w } = lens(s)
    return `<rect x="${r(x - w)}" y="${f.eyeY - h - 1}" width="${r(2 * w)}" height="${2 * h}" rx="${Math.min(rx, r(w))}" fill="#ffffff" fill-opacity="0.08" stroke="${frame}" stroke-width="${weight}"/>`
  })
  const [a, b] = [lens(-1), lens(1)]
  const bridge = `M${r(a.x + a.w)} ${f.eyeY - 4}Q${r(fx)} ${f.eyeY - 10} ${r(b.x - b.w)} ${f.eyeY - 4}`
  const arms = ([-1, 1] as const)
    .map((s) => {
      const { x, w } = lens(s)
      return `M${r(x + s * w)} ${f.eyeY - 6}L${r(CX + s * (f.hw * (s < 0 ? kl : kr) + 2))} ${f.eyeY - 2}`
    })
    .join('')
  return `${lenses.join('')}<path d="${bridge}${arms}" fill="none" stroke="${frame}" stroke-width="${weight}" stroke-linecap="round"/>`
}

/**
 * The lines of later life, faint enough to stay respectful but visible at a card's size: two across the
 * forehead (a fringe may hide them) and a short one down from each corner of the mouth.
 */
export function ageLines(f: Face, skin: Skin): string {
  if (f.age === 0) return ''
  const fx = featureX(f)
  const [kl, kr] = sides(f)
  const brow = f.eyeY - 24 - f.browLift
  const across = [14, 24]
    .map((up, i) => {
      const y = brow - up
      const half = f.hw * (0.42 - i * 0.06)
      return `M${r(fx - half * kl)} ${r(y + 2)}Q${r(fx)} ${r(y - 3)} ${r(fx + half * kr)} ${r(y + 2)}`
    })
    .join('')
  const mx = CX + f.turn * 0.9
  const down = [-1, 1].map((s) => `M${r(mx + s * (f.mouthW + 5))} ${f.mouthY + 4}q${s * 2} 8 ${s * 1} 15`).join('')
  const opacity = r(0.24 * f.age)
  return `<path d="${across}${down}" fill="none" stroke="${skin.deep}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="${opacity}"/>`
}
