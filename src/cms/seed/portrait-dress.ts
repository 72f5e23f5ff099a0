import { mix, type Skin } from './portrait-palette'
import { CX, neckTone, symmetric, type Face } from './portrait-parts'

/** What a person wears: a suit with a tie or an open collar, or a jacket over a blouse, a shell or a knit. */
export const OUTFITS = {
  man: ['tie', 'open collar', 'turtleneck'],
  woman: ['shell', 'blouse', 'collarless', 'turtleneck', 'knit'],
} as const

export type Outfit = (typeof OUTFITS)[keyof typeof OUTFITS][number]

export type Dress = {
  outfit: Outfit
  jacket: string
  /** The shirt, blouse or top under the jacket. */
  inner: string
  tie: string | null
  necklace: 'pearls' | 'chain' | null
  /** Half the width across the shoulders. */
  shoulders: number
}

const path = (d: string, colour: string, extra = '') => `<path d="${d}" fill="${colour}"${extra}/>`

/** Where the jacket's opening closes. */
const V_BOTTOM = 582
/** The hem, well below the frame: a sitter drawn smaller or leaning must never show the body's edge. */
const HEM = 680

/** The jacket (or the knit), from the shoulders down past the frame, lit from the left. */
export function body(f: Face, d: Dress, id: string): string {
  const sw = d.shoulders
  const colour = d.outfit === 'knit' ? d.inner : d.jacket
  // one smooth curve from the neck's base over the shoulder, then straight down the arm
  const outline = symmetric(
    [CX, 420],
    [
      [
        [CX + 20, 420],
        [CX + f.nw, 420],
        [CX + f.nw + 8, 422],
      ],
      [
        [CX + f.nw + 56, 430],
        [CX + sw - 8, 438],
        [CX + sw + 6, 500],
      ],
      [
        [CX + sw + 10, 530],
        [CX + sw + 14, 570],
        [CX + sw + 20, HEM],
      ],
      [
        [CX + sw / 2, HEM],
        [CX + 20, HEM],
        [CX, HEM],
      ],
    ],
  )
  const grad = `<linearGradient id="${id}-cloth" x1="0" x2="1" y1="0" y2="0.3"><stop offset="0" stop-color="${mix(colour, '#ffffff', 0.12)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${mix(colour, '#000000', 0.28)}"/></linearGradient>`
  const seams = [-1, 1]
    .map(
      (s) =>
        `M${CX + s * (sw - 26)} 500C${CX + s * (sw - 36)} 530 ${CX + s * (sw - 38)} 570 ${CX + s * (sw - 36)} ${HEM}`,
    )
    .join('')
  const arms = `<path d="${seams}" fill="none" stroke="${mix(colour, '#000000', 0.35)}" stroke-width="2" stroke-opacity="0.4"/>`
  return `<defs>${grad}</defs>${path(outline, `url(#${id}-cloth)`)}${arms}`
}

/** The V of the jacket's opening, filled with what is worn under it. */
const opening = (f: Face) => `M${CX - f.nw - 14} 428L${CX + f.nw + 14} 428L${CX} ${V_BOTTOM}Z`

/** Notched lapels along the opening: the lit one on the left. */
function lapels(f: Face, jacket: string): string {
  return [-1, 1]
    .map((s) => {
      const x = (dx: number) => CX + s * dx
      const d = `M${x(f.nw + 13)} 430L${x(3)} ${V_BOTTOM + 2}L${x(f.nw + 52)} 512L${x(f.nw + 36)} 502L${x(f.nw + 33)} 440Z`
      const tone = s < 0 ? mix(jacket, '#ffffff', 0.1) : mix(jacket, '#000000', 0.16)
      const edge = `M${x(3)} ${V_BOTTOM + 2}L${x(f.nw + 52)} 512L${x(f.nw + 36)} 502`
      return `${path(d, tone)}<path d="${edge}" fill="none" stroke="${mix(jacket, '#000000', 0.4)}" stroke-width="1.6" stroke-opacity="0.7"/>`
    })
    .join('')
}

/** A shirt's pointed collar, either closed round a tie or open at the throat. */
function shirtCollar(f: Face, shirt: string, open: boolean): string {
  return [-1, 1]
    .map((s) => {
      const x = (dx: number) => CX + s * dx
      const d = open
        ? `M${x(f.nw + 6)} 414L${x(16)} 438L${x(36)} 500L${x(f.nw + 22)} 452Z`
        : `M${x(f.nw + 4)} 412L${x(3)} 456L${x(30)} 486L${x(f.nw + 16)} 446Z`
      const tone = s < 0 ? mix(shirt, '#ffffff', 0.4) : mix(shirt, '#000000', 0.06)
      return `${path(d, tone)}<path d="${d}" fill="none" stroke="${mix(shirt, '#000000', 0.25)}" stroke-width="1.2" stroke-opacity="0.6"/>`
    })
    .join('')
}

function tie(colour: string): string {
  const knot = `M${CX - 12} 450L${CX + 12} 450L${CX + 8} 474L${CX - 8} 474Z`
  const blade = `M${CX - 8} 474L${CX + 8} 474L${CX + 18} ${V_BOTTOM + 6}L${CX} ${V_BOTTOM + 20}L${CX - 18} ${V_BOTTOM + 6}Z`
  const stripes = `M${CX - 9} 500l18 -14M${CX - 11} 530l22 -18M${CX - 13} 560l26 -20`
  return `${path(blade, colour)}<path d="${stripes}" stroke="${mix(colour, '#ffffff', 0.3)}" stroke-width="2.5" stroke-opacity="0.5"/>${path(`M${CX} 474L${CX + 8} 474L${CX + 18} ${V_BOTTOM + 6}L${CX} ${V_BOTTOM + 20}Z`, '#000000', ' fill-opacity="0.14"')}${path(knot, mix(colour, '#000000', 0.12))}`
}

/** A rolled collar up to the jaw. */
function rollNeck(f: Face, colour: string): string {
  const top = f.chinY + 14
  const tube = `M${CX - f.nw - 3} ${top}Q${CX} ${top + 12} ${CX + f.nw + 3} ${top}Q${CX + f.nw + 8} ${top + 30} ${CX + f.nw + 14} 440Q${CX} 472 ${CX - f.nw - 14} 440Q${CX - f.nw - 8} ${top + 30} ${CX - f.nw - 3} ${top}Z`
  const fold = `M${CX - f.nw - 6} ${top + 22}Q${CX} ${top + 36} ${CX + f.nw + 6} ${top + 22}`
  // the far side of the roll in shade: a soft crescent following the tube's edge, no straight inner edge
  const shade = `M${CX + f.nw * 0.45} ${top + 7}Q${CX + f.nw + 2} ${top + 4} ${CX + f.nw + 3} ${top}Q${CX + f.nw + 8} ${top + 30} ${CX + f.nw + 14} 440Q${CX + f.nw * 0.6} 456 ${CX + f.nw * 0.35} 458Q${CX + f.nw * 0.7} ${(top + 458) / 2} ${CX + f.nw * 0.45} ${top + 7}Z`
  return `${path(tube, colour)}${path(shade, '#000000', ' fill-opacity="0.14"')}<path d="${fold}" fill="none" stroke="${mix(colour, '#000000', 0.3)}" stroke-width="2" stroke-opacity="0.5"/><path d="M${CX - f.nw - 3} ${top}Q${CX} ${top + 12} ${CX + f.nw + 3} ${top}" fill="none" stroke="${mix(colour, '#000000', 0.35)}" stroke-width="2.5" stroke-opacity="0.6"/>`
}

/** Bare skin of the throat, down into an open neckline. */
const throat = (f: Face, skin: Skin, depth: number, spread: number) =>
  path(`M${CX - f.nw - spread} 418L${CX + f.nw + spread} 418L${CX} ${depth}Z`, neckTone(skin))

/** Bare skin above a round neckline. */
const scoop = (f: Face, skin: Skin, spread: number, depth: number) =>
  path(`M${CX - f.nw - spread} 426Q${CX} ${depth} ${CX + f.nw + spread} 426Z`, neckTone(skin))

function necklace(kind: 'pearls' | 'chain', y: number, spread: number): string {
  const pts: string[] = []
  for (let i = 0; i <= 16; i += 1) {
    const t = i / 16
    const x = CX - spread + 2 * spread * t
    const yy = y - 22 + 4 * 22 * t * (1 - t) + 0
    pts.push(`${x.toFixed(1)} ${yy.toFixed(1)}`)
  }
  if (kind === 'chain') {
    return `<path d="M${pts.join('L')}" fill="none" stroke="#c9a86a" stroke-width="1.6"/><circle cx="${CX}" cy="${y + 5}" r="4" fill="#d4b483"/>`
  }
  return pts
    .slice(1, -1)
    .map((p) => {
      const [x, yy] = p.split(' ')
      return `<circle cx="${x}" cy="${yy}" r="3.4" fill="#f1ece2"/><circle cx="${Number(x) - 1}" cy="${Number(yy) - 1}" r="1.2" fill="#ffffff"/>`
    })
    .join('')
}

/** What shows at the neck and in the jacket's opening: drawn after the neck, before the head. */
export function front(f: Face, d: Dress, skin: Skin): string {
  const lit = mix(d.inner, '#ffffff', 0.15)
  switch (d.outfit) {
    case 'tie':
      return `${path(opening(f), lit)}${tie(d.tie ?? '#1b2c52')}${shirtCollar(f, d.inner, false)}${lapels(f, d.jacket)}`
    case 'open collar':
      return `${path(opening(f), lit)}${throat(f, skin, 500, 0)}<path d="M${CX} 500V${V_BOTTOM}" stroke="${mix(d.inner, '#000000', 0.2)}" stroke-width="1.5"/>${shirtCollar(f, d.inner, true)}${lapels(f, d.jacket)}`
    case 'turtleneck':
      return `${path(opening(f), d.inner)}${rollNeck(f, d.inner)}${lapels(f, d.jacket)}`
    case 'knit':
      return `${rollNeck(f, d.inner)}<path d="M${CX - 60} 470Q${CX} 500 ${CX + 60} 470" fill="none" stroke="#000000" stroke-width="2" stroke-opacity="0.08"/>`
    case 'shell': {
      const jewel = d.necklace ? necklace(d.necklace, 456, f.nw + 4) : ''
      return `${path(opening(f), lit)}${scoop(f, skin, 14, 492)}${jewel}${lapels(f, d.jacket)}`
    }
    case 'blouse': {
      const collar = [-1, 1]
        .map((s) => {
          const x = (dx: number) => CX + s * dx
          const c = `M${x(f.nw + 8)} 416Q${x(24)} 436 ${x(20)} 460Q${x(30)} 500 ${x(44)} 512Q${x(f.nw + 30)} 470 ${x(f.nw + 24)} 446Z`
          return path(c, s < 0 ? mix(d.inner, '#ffffff', 0.35) : mix(d.inner, '#000000', 0.06))
        })
        .join('')
      const jewel = d.necklace ? necklace(d.necklace, 452, f.nw - 6) : ''
      return `${path(opening(f), lit)}${throat(f, skin, 508, 4)}${jewel}${collar}${lapels(f, d.jacket)}`
    }
    case 'collarless': {
      // a jacket with a round neckline and a contrasting trim, over a shell
      const edge = `M${CX - f.nw - 16} 426C${CX - f.nw - 18} 480 ${CX - 34} 516 ${CX} 520C${CX + 34} 516 ${CX + f.nw + 18} 480 ${CX + f.nw + 16} 426Z`
      const jewel = d.necklace ? necklace(d.necklace, 452, f.nw + 2) : ''
      return `${path(edge, lit)}${scoop(f, skin, 6, 482)}${jewel}<path d="${edge.replace(/Z$/, '')}" fill="none" stroke="${mix(d.jacket, '#ffffff', 0.16)}" stroke-width="5"/><path d="M${CX} 520V${HEM}" stroke="${mix(d.jacket, '#000000', 0.3)}" stroke-width="1.5"/>`
    }
  }
}
