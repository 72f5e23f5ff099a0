import type { Skin } from './portrait-palette'
import { mix } from './portrait-palette'

/**
 * The drawn parts of a portrait, in 480 × 600 units, the head centred on `CX`. Light comes from the
 * upper left, so every surface has a lit, a middle and a shaded tone, and the right side falls into shade.
 */

export const CX = 240

/** Proportions of one face. */
export type Face = {
  /** Half the width at the cheekbones, the jaw's corner and the chin. */
  hw: number
  jaw: number
  chin: number
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
  /** Half the neck's width. */
  nw: number
}

type Pt = readonly [number, number]
type Seg = readonly [Pt, Pt, Pt]

const r = (n: number) => Math.round(n * 10) / 10
const pt = ([x, y]: Pt) => `${r(x)} ${r(y)}`
const flip = ([x, y]: Pt): Pt => [2 * CX - x, y]

/**
 * A closed path symmetric about the centre line: cubic segments drawn from `start` down the right
 * side, then mirrored back up the left.
 */
export function symmetric(start: Pt, segs: readonly Seg[]): string {
  const right = segs.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`)
  const ends = [start, ...segs.map((s) => s[2])]
  const left = segs.map(([a, b], i) => `C${pt(flip(b))} ${pt(flip(a))} ${pt(flip(ends[i]!))}`).reverse()
  const last = ends[ends.length - 1]!
  const across = last[0] === CX ? '' : `L${pt(flip(last))}`
  return `M${pt(start)}${right.join('')}${across}${left.join('')}Z`
}

/** A path through cubic segments, as written (for shapes that are not symmetric). */
export function curve(start: Pt, segs: readonly Seg[], close = true): string {
  return `M${pt(start)}${segs.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join('')}${close ? 'Z' : ''}`
}

export const mirrorX = (x: number) => 2 * CX - x

export function faceOutline(f: Face): string {
  return symmetric(
    [CX, f.top],
    [
      [
        [CX + f.hw * 0.62, f.top],
        [CX + f.hw, f.top + 40],
        [CX + f.hw, f.eyeY - 10],
      ],
      [
        [CX + f.hw, f.eyeY + 34],
        [CX + f.jaw + 10, f.mouthY - 20],
        [CX + f.jaw, f.mouthY],
      ],
      [
        [CX + f.jaw - 10, f.mouthY + 24],
        [CX + f.chin + 14, f.chinY],
        [CX, f.chinY],
      ],
    ],
  )
}

/** The ears, behind the face's edge between the eyes and the nose. */
export function ears(f: Face, skin: Skin): string {
  const one = (s: 1 | -1) => {
    const x = (dx: number) => CX + s * (f.hw + dx)
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

/** The neck, shaded where the jaw overhangs it. */
export function neck(f: Face, skin: Skin, low: number): string {
  const body = `M${CX - f.nw} ${f.mouthY - 10}L${CX - f.nw - 3} ${low - 30}Q${CX} ${low + 8} ${CX + f.nw + 3} ${low - 30}L${CX + f.nw} ${f.mouthY - 10}Z`
  const shadow = `M${CX - f.nw - 4} ${f.mouthY - 10}H${CX + f.nw + 4}V${f.chinY - 14}Q${CX} ${f.chinY + 34} ${CX - f.nw - 4} ${f.chinY - 14}Z`
  const side = `M${CX + f.nw * 0.35} ${f.chinY}Q${CX + f.nw} ${f.chinY + 40} ${CX + f.nw + 3} ${low - 30}L${CX + f.nw} ${f.mouthY}Z`
  return `<path d="${body}" fill="${neckTone(skin)}"/><path d="${side}" fill="${skin.shade}" fill-opacity="0.7"/><path d="${shadow}" fill="${skin.deep}" fill-opacity="0.42"/>`
}

/** Eyes with lids and a crease, brows in the hair's dark tone. */
export function eyes(f: Face, skin: Skin, brow: string, id: string, browLift: number, browWeight: number): string {
  const out: string[] = []
  const clips: string[] = []
  for (const s of [-1, 1] as const) {
    const x = CX + s * f.eyeX
    const w = f.eyeW / 2
    const y = f.eyeY
    // the outer corner sits a touch higher than the inner one: a calm, awake look
    const inner: Pt = [x - s * w, y + 1]
    const outer: Pt = [x + s * w, y - 1]
    const almond = `M${pt(inner)}Q${r(x - s * w * 0.2)} ${y - 8.5} ${pt(outer)}Q${r(x)} ${y + 6} ${pt(inner)}Z`
    clips.push(almond)
    out.push(`<path d="${almond}" fill="${mix(skin.base, '#ffffff', 0.62)}"/>`)
    out.push(`<circle cx="${r(x + s * 0.5)}" cy="${y - 0.5}" r="5.6" fill="#2b1e17" clip-path="url(#${id}-eye)"/>`)
    out.push(`<circle cx="${r(x - 1.8)}" cy="${y - 2.6}" r="1.3" fill="#ffffff" fill-opacity="0.75"/>`)
    // upper lid and crease
    out.push(
      `<path d="M${r(inner[0])} ${inner[1]}Q${r(x - s * w * 0.2)} ${y - 9} ${r(outer[0] + s * 1.5)} ${outer[1] - 0.5}" fill="none" stroke="${mix(skin.deep, '#1a0d08', 0.5)}" stroke-width="2.6" stroke-linecap="round"/>`,
    )
    out.push(
      `<path d="M${r(x - s * w * 0.7)} ${y - 9}Q${r(x)} ${y - 14.5} ${r(x + s * w * 0.95)} ${y - 8}" fill="none" stroke="${skin.deep}" stroke-width="1.4" stroke-linecap="round" stroke-opacity="0.45"/>`,
    )
    // lower lid: a faint shade
    out.push(
      `<path d="M${r(x - s * w * 0.6)} ${y + 6}Q${r(x)} ${y + 8.5} ${r(x + s * w * 0.8)} ${y + 4}" fill="none" stroke="${skin.shade}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.6"/>`,
    )
    // brow: tapered, thicker at the inner end
    const by = y - 19 - browLift
    const bi = x - s * (w + 2)
    const bo = x + s * (w + 5)
    out.push(
      `<path d="M${r(bi)} ${by + 3}Q${r(x - s * 2)} ${by - 5} ${r(bo)} ${by + 2}Q${r(x - s * 2)} ${by - 1 + browWeight} ${r(bi)} ${by + 7 + browWeight}Z" fill="${brow}"/>`,
    )
  }
  return `<clipPath id="${id}-eye"><path d="${clips.join('')}"/></clipPath>${out.join('')}`
}

/** A nose suggested by the shadow on its far side and under its tip. */
export function nose(f: Face, skin: Skin): string {
  const y0 = f.eyeY + 8
  const y1 = f.noseY
  const side = `M${CX + 5} ${y0}C${CX + 9} ${y0 + 20} ${CX + 13} ${y1 - 14} ${CX + 14} ${y1 - 3}Q${CX + 6} ${y1 - 6} ${CX + 2} ${y1 - 12}C${CX + 3} ${y1 - 26} ${CX + 2} ${y0 + 14} ${CX + 5} ${y0}Z`
  const tip = `M${CX - 15} ${y1 - 2}Q${CX - 9} ${y1 + 5} ${CX} ${y1 + 4}Q${CX + 9} ${y1 + 5} ${CX + 15} ${y1 - 2}`
  return `<path d="${side}" fill="${skin.shade}" fill-opacity="0.75"/><path d="${tip}" fill="none" stroke="${skin.deep}" stroke-width="2.6" stroke-linecap="round" stroke-opacity="0.5"/><ellipse cx="${CX - 3}" cy="${y1 - 8}" rx="6" ry="4" fill="${skin.light}" fill-opacity="0.5"/>`
}

/** Closed lips with a slight smile; `colour` is lipstick, or the skin's own lip tone. */
export function mouth(f: Face, skin: Skin, colour: string): string {
  const y = f.mouthY
  const w = f.mouthW
  const upper = `M${CX - w} ${y - 1}Q${CX - w * 0.45} ${y - 7} ${CX} ${y - 4}Q${CX + w * 0.45} ${y - 7} ${CX + w} ${y - 1}Q${CX} ${y + 2} ${CX - w} ${y - 1}Z`
  const lower = `M${CX - w + 3} ${y}Q${CX} ${y + 13} ${CX + w - 3} ${y}Q${CX} ${y + 3} ${CX - w + 3} ${y}Z`
  const line = `M${CX - w - 1} ${y - 2.5}Q${CX} ${y + 3.5} ${CX + w + 1} ${y - 2.5}`
  return `<path d="${lower}" fill="${mix(colour, '#ffffff', 0.1)}"/><path d="${upper}" fill="${mix(colour, '#1a0804', 0.12)}"/><path d="${line}" fill="none" stroke="${mix(skin.deep, '#1a0804', 0.4)}" stroke-width="1.8" stroke-linecap="round"/><path d="M${CX - 8} ${y + 18}Q${CX} ${y + 21} ${CX + 8} ${y + 18}" fill="none" stroke="${skin.shade}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5"/>`
}

/** The face's soft modelling: lit forehead, shaded far cheek and jaw, a touch of colour on the cheeks. */
export function modelling(f: Face, skin: Skin, blush: number): string {
  const cheek = `M${CX + f.hw + 2} ${f.eyeY - 20}C${CX + f.hw - 14} ${f.eyeY + 20} ${CX + f.jaw - 6} ${f.mouthY} ${CX + f.chin} ${f.chinY + 2}L${CX + f.jaw + 20} ${f.chinY + 10}L${CX + f.hw + 20} ${f.eyeY}Z`
  const under = `M${CX - f.chin - 14} ${f.chinY - 6}Q${CX} ${f.chinY - 1} ${CX + f.chin + 14} ${f.chinY - 6}L${CX + f.chin} ${f.chinY + 4}H${CX - f.chin}Z`
  return `<path d="${cheek}" fill="${skin.shade}" fill-opacity="0.55"/><path d="${under}" fill="${skin.shade}" fill-opacity="0.5"/><ellipse cx="${CX - f.eyeX - 6}" cy="${f.noseY + 4}" rx="16" ry="9" fill="${skin.blush}" fill-opacity="${blush}"/><ellipse cx="${CX + f.eyeX + 6}" cy="${f.noseY + 4}" rx="15" ry="8" fill="${skin.blush}" fill-opacity="${blush * 0.85}"/>`
}

/** Thin-framed glasses over the eyes. */
export function glasses(f: Face, frame: string, round: boolean): string {
  const w = f.eyeW / 2 + 10
  const h = round ? 15 : 12
  const rx = round ? 14 : 6
  const lenses = [-1, 1].map((s) => {
    const x = CX + s * f.eyeX
    return `<rect x="${r(x - w)}" y="${f.eyeY - h - 1}" width="${r(2 * w)}" height="${2 * h}" rx="${rx}" fill="#ffffff" fill-opacity="0.08" stroke="${frame}" stroke-width="2.6"/>`
  })
  const bridge = `M${r(CX - f.eyeX + w)} ${f.eyeY - 4}Q${CX} ${f.eyeY - 10} ${r(CX + f.eyeX - w)} ${f.eyeY - 4}`
  const arms = [-1, 1]
    .map((s) => `M${r(CX + s * (f.eyeX + w))} ${f.eyeY - 6}L${r(CX + s * (f.hw + 2))} ${f.eyeY - 2}`)
    .join('')
  return `${lenses.join('')}<path d="${bridge}${arms}" fill="none" stroke="${frame}" stroke-width="2.6" stroke-linecap="round"/>`
}
