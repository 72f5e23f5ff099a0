import { mix, type Skin } from './portrait-palette'
import { CX, curve, sides, symmetric, type Face } from './portrait-parts'

/** Hair styles, by the gender of the person's first name. Women never get facial hair, men never a headscarf. */
export const HAIR_STYLES = {
  man: ['crop', 'side part', 'slicked back', 'receding', 'shaved', 'curly', 'close afro'],
  woman: ['long straight', 'bob', 'waves', 'chignon', 'ponytail', 'long curly', 'pixie', 'short natural', 'headscarf'],
} as const

export type HairStyle = (typeof HAIR_STYLES)[keyof typeof HAIR_STYLES][number]

export type HairTones = { base: string; light: string; dark: string }

/**
 * A hair style in three layers: what falls behind the shoulders (drawn before the clothes), what sits
 * behind the head, and what lies on the head in front of the face. All of it is opaque.
 */
export type DrawnHair = { behind: string; back: string; front: string; hidesEars: boolean }

const fill = (d: string, colour: string, extra = '') => `<path d="${d}" fill="${colour}"${extra}/>`

/** A scalloped arc over the head (curls), from angle a0 to a1 (radians, clockwise from the right). */
function bumpy(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n: number, bump: number) {
  const at = (a: number, k = 1): [number, number] => [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]
  const [x0, y0] = at(a0)
  let d = `M${x0.toFixed(1)} ${y0.toFixed(1)}`
  for (let i = 1; i <= n; i += 1) {
    const a = a0 + ((a1 - a0) * i) / n
    const mid = a - (a1 - a0) / n / 2
    const [qx, qy] = at(mid, 1 + bump)
    const [x, y] = at(a)
    d += `Q${qx.toFixed(1)} ${qy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`
  }
  return d
}

/** The short hair on top of a man's head, from the crown to the hairline, with sideburns. */
function cap(f: Face, rise: number, hairline: number, temple: number, width = 6): string {
  return symmetric(
    [CX, f.top - rise],
    [
      [
        [CX + f.hw * 0.72, f.top - rise],
        [CX + f.hw + width + 2, f.top + 20],
        [CX + f.hw + width - 1, f.eyeY - 14],
      ],
      [
        [CX + f.hw + 2, f.eyeY - 2],
        [CX + f.hw - 1, f.eyeY + 6],
        [CX + f.hw - 5, f.eyeY + 8],
      ],
      [
        [CX + f.hw - 8, f.eyeY - 20],
        [CX + f.hw - 12, hairline + temple + 8],
        [CX + f.hw * 0.55, hairline + temple],
      ],
      [
        [CX + f.hw * 0.3, hairline - 3],
        [CX + 10, hairline - 2],
        [CX, hairline - 1],
      ],
    ],
  )
}

/** A lit streak on the left of the crown: the soft shading of the hair. */
const sheen = (f: Face, t: HairTones, lift: number, width = 9) =>
  `<path d="M${CX - f.hw * 0.62} ${f.top + 22 - lift * 0.3}Q${CX - f.hw * 0.2} ${f.top - lift + 2} ${CX + f.hw * 0.3} ${f.top - lift * 0.6 + 6}" fill="none" stroke="${t.light}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="0.5"/>`

/** One side of long hair falling from a parting at `part`: over the crown, down beside the face to `end`. */
function curtain(f: Face, s: 1 | -1, part: number, end: number, flare: number, fringeY: number): string {
  const x = (dx: number) => CX + s * (f.hw + dx)
  const far = s * (part - CX) < 0
  return curve(
    [part, f.top - 10],
    [
      [
        [CX + s * f.hw * 0.55, f.top - 12],
        [x(16), f.top + 4],
        [x(14), f.eyeY],
      ],
      [
        [x(15), f.eyeY + 70],
        [x(16 + flare), end - 50],
        [x(20 + flare), end],
      ],
      [
        [x(8 + flare * 0.5), end + 8],
        [x(-4), end - 2],
        [x(-7), end - 16],
      ],
      [
        [x(-3), f.mouthY],
        [x(-3), f.eyeY + 20],
        [x(-8), f.eyeY - 24],
      ],
      // the side the parting leans away from sweeps across the forehead
      far
        ? [
            [x(-18), fringeY + 10],
            [CX + s * 8, fringeY - 4],
            [part, f.top + 24],
          ]
        : [
            [x(-14), fringeY],
            [part + s * 10, f.top + 30],
            [part, f.top + 20],
          ],
    ],
  )
}

/** The mass of long hair behind the head and neck, down to `end`. */
function fall(f: Face, end: number, spread: number): string {
  return symmetric(
    [CX, f.top - 4],
    [
      [
        [CX + f.hw * 0.6, f.top - 4],
        [CX + f.hw + 10, f.top + 30],
        [CX + f.hw + 14, f.eyeY + 20],
      ],
      [
        [CX + f.hw + 18, end - 80],
        [CX + f.hw + spread, end - 20],
        [CX + f.hw + spread - 6, end],
      ],
      [
        [CX + f.hw * 0.6, end + 8],
        [CX + 30, end],
        [CX, end],
      ],
    ],
  )
}

function longHair(
  f: Face,
  t: HairTones,
  part: number,
  end: number,
  flare: number,
  fringeY: number,
  below = 40,
): DrawnHair {
  // the mass behind falls `below` past the ends in front (behind the shoulders, for long hair), so the
  // hair does not close round the face like a hood
  const behind = fill(fall(f, end + below, 22 + flare), mix(t.base, t.dark, 0.5))
  const sides = ([-1, 1] as const).map((s) => fill(curtain(f, s, part, end, flare, fringeY), t.base)).join('')
  const lift = `<path d="M${part - 8} ${f.top - 4}Q${CX - f.hw * 0.6} ${f.top + 4} ${CX - f.hw - 6} ${f.eyeY}" fill="none" stroke="${t.light}" stroke-width="8" stroke-linecap="round" stroke-opacity="0.45"/>`
  const parting = `<path d="M${part} ${f.top - 9}Q${part + (part < CX ? -2 : 2)} ${f.top + 8} ${part} ${f.top + 20}" fill="none" stroke="${t.dark}" stroke-width="2.4" stroke-linecap="round"/>`
  // the far side of the hair turns away from the light
  const shade = `<path d="M${CX + f.hw - 6} ${f.eyeY - 20}C${CX + f.hw} ${f.mouthY} ${CX + f.hw + 4} ${end - 40} ${CX + f.hw + 2} ${end - 14}" fill="none" stroke="${t.dark}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.6"/>`
  // strands from the parting down each side give the hair its fall
  const strands = ([-1, 1] as const)
    .map((s) => {
      const x = (dx: number) => n1(CX + s * (f.hw + dx))
      return [4, 12]
        .map(
          (d) =>
            `M${n1(part + s * (8 + d))} ${f.top - 6 + d * 0.4}C${x(d * 0.4 - 4)} ${f.top + 8} ${x(8 + d * 0.3)} ${f.eyeY - 10} ${x(8 + d * 0.3 + flare * 0.3)} ${Math.min(end - 16, f.eyeY + 120)}`,
        )
        .join('')
    })
    .join('')
  return {
    behind,
    back: '',
    front: sides + stroke(strands, t.dark, 2, 0.35) + shade + lift + parting,
    hidesEars: true,
  }
}

/** Sun-lightened lengths: broad, soft lit strands from the parting down either side. */
function highlights(f: Face, t: HairTones, part: number): string {
  const d = ([-1, 1] as const)
    .map((s) => {
      const x = (dx: number) => n1(CX + s * (f.hw + dx))
      return `M${n1(part + s * 16)} ${f.top - 2}C${x(-8)} ${f.top + 14} ${x(6)} ${f.eyeY - 20} ${x(9)} ${f.eyeY + 20}S${x(12)} ${f.mouthY + 30} ${x(14)} ${f.chinY + 20}`
    })
    .join('')
  return stroke(d, mix(t.light, '#f2dcb0', 0.35), 6, 0.3)
}

/** A fringe parted in the middle, falling open to the temples either side. */
function curtainBangs(f: Face, t: HairTones): string {
  const d = ([-1, 1] as const)
    .map((s) => {
      const x = (dx: number) => n1(CX + s * dx)
      return `M${x(2)} ${f.top - 6}C${x(18)} ${f.top + 20} ${x(f.hw - 10)} ${f.eyeY - 46} ${x(f.hw + 2)} ${f.eyeY - 8}L${x(f.hw + 10)} ${f.top + 36}C${x(f.hw * 0.7)} ${f.top - 4} ${x(20)} ${f.top - 10} ${x(2)} ${f.top - 6}Z`
    })
    .join('')
  const edge = ([-1, 1] as const)
    .map(
      (s) =>
        `M${n1(CX + s * 4)} ${f.top}C${n1(CX + s * 20)} ${f.top + 24} ${n1(CX + s * (f.hw - 12))} ${f.eyeY - 44} ${n1(CX + s * f.hw)} ${f.eyeY - 10}`,
    )
    .join('')
  return fill(d, t.base) + stroke(edge, t.dark, 2.2, 0.5)
}

/** A tied-back style: the hair drawn close to the head with a side parting. */
function sleek(f: Face, t: HairTones): string {
  const head = cap(f, 9, f.top + 46, 4, 7)
  const part = `M${CX - 24} ${f.top - 6}Q${CX - 30} ${f.top + 20} ${CX - 40} ${f.top + 44}`
  const strands = `M${CX - 36} ${f.top + 44}Q${CX - f.hw * 0.8} ${f.top + 20} ${CX - f.hw - 2} ${f.eyeY - 10}M${CX - 20} ${f.top + 44}Q${CX + f.hw * 0.6} ${f.top + 16} ${CX + f.hw + 2} ${f.eyeY - 10}`
  // a strand on the long side of the parting swoops low over the temple before it is drawn back
  return `${fill(head, t.base)}${stroke(`M${CX - 22} ${f.top + 6}C${CX + f.hw * 0.2} ${f.top + 32} ${CX + f.hw * 0.7} ${f.top + 36} ${CX + f.hw + 4} ${f.eyeY - 20}`, t.dark, 2, 0.4)}<path d="${part}" fill="none" stroke="${t.dark}" stroke-width="2.4" stroke-linecap="round"/><path d="${strands}" fill="none" stroke="${t.light}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.4"/>${sheen(f, t, 9, 7)}`
}

/** How one head of hair is drawn within its style. */
export type HairOptions = {
  scarf: string
  /** 0–1: how much the hair rises above the crown. */
  volume: number
  /** 0–1: which cut of the style (a textured crop or a buzz cut, a rounded afro or a puff). */
  cut: number
  /** The skin's base tone, for close-shaved hair and a bald crown. */
  skin: string
  /** Tightly curled hair: long hair falls in braids. */
  textured: boolean
  /** Grey at the temples of darker hair. */
  temples: boolean
  /**
   * The highest the hair may rise, in the head's own units: the frame's top less the strip a square
   * card cuts off. A bun, a puff or a tall style is lowered and flattened to stay under it.
   */
  ceiling?: number
}

const stroke = (d: string, colour: string, width: number, opacity: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="${opacity}"${extra}/>`

const n1 = (v: number) => Math.round(v * 10) / 10

/**
 * The short hair round the sides of a bald or shaven crown, drawn behind the face: a crescent that
 * starts thin low on the temple, is widest above the ear and runs in behind it, so it reads as hair on
 * the head's sides, not as a pad or a horn beside it.
 */
function fringeOfSides(f: Face, width: number): string {
  return ([-1, 1] as const)
    .map((s) => {
      const x = (dx: number) => n1(CX + s * (f.hw + dx))
      // it starts low on the temple, inside the skull's outline: begun higher, where the crown narrows,
      // its tip stood out beside the head like a horn. It runs on down behind the ear, thinning, as a
      // fringe does: ended at the eyes' line, it floated above the ear as a patch
      return `M${x(-5)} ${f.eyeY - 50}C${x(width * 0.5)} ${f.eyeY - 48} ${x(width)} ${f.eyeY - 36} ${x(width)} ${f.eyeY - 20}C${x(width)} ${f.eyeY - 2} ${x(width * 0.8)} ${f.noseY - 10} ${x(width * 0.3)} ${f.noseY + 6}L${x(-8)} ${f.noseY + 6}Z`
    })
    .join('')
}

/** A lit dome on a bald or shaven crown. */
const scalpSheen = (f: Face) =>
  `<ellipse cx="${n1(CX - f.hw * 0.25)}" cy="${f.top + 22}" rx="${n1(f.hw * 0.4)}" ry="13" fill="#ffffff" fill-opacity="0.14"/>`

/**
 * Grey at the temples: the hair above the ears lightens softly, with a few fine grey streaks running up
 * and back; kept within the hair's edge, so no grey shows on the skin beside it.
 */
function greyTemples(f: Face, t: HairTones): string {
  const grey = mix(t.base, '#d2cfca', 0.7)
  const patch = ([-1, 1] as const)
    .map((s) => {
      const x = (dx: number) => n1(CX + s * (f.hw + dx))
      return `M${x(-6)} ${f.eyeY - 12}C${x(-8)} ${f.eyeY - 26} ${x(-7)} ${f.eyeY - 40} ${x(-3)} ${f.eyeY - 48}C${x(1)} ${f.eyeY - 40} ${x(2)} ${f.eyeY - 24} ${x(1)} ${f.eyeY - 12}Z`
    })
    .join('')
  const streaks = ([-1, 1] as const)
    .flatMap((s) => {
      const x = (dx: number) => n1(CX + s * (f.hw + dx))
      return [0, 1].map(
        (j) =>
          `M${x(-3 + 3 * j)} ${f.eyeY - 14 - j * 4}Q${x(-4 + 3 * j)} ${f.eyeY - 28} ${x(-7 + 4 * j)} ${f.eyeY - 44 + j * 4}`,
      )
    })
    .join('')
  return fill(patch, grey, ' fill-opacity="0.45"') + stroke(streaks, grey, 1.6, 0.55)
}

/** Hair in front of and behind the head, for the chosen style. */
export function drawHair(style: HairStyle, f: Face, t: HairTones, o: HairOptions): DrawnHair {
  const hl = f.top + 46
  const lift = Math.round(o.volume * 8)
  const temples = o.temples ? greyTemples(f, t) : ''
  // how far above the crown's outline the hair may rise, under the frame's top
  const room = o.ceiling === undefined ? Infinity : f.top - o.ceiling
  switch (style) {
    case 'crop': {
      if (o.cut >= 0.55) {
        // a buzz cut: the scalp shows through, the hairline square
        const buzz = cap(f, 4, hl - 2, -2, 2)
        return {
          behind: '',
          back: '',
          front:
            fill(buzz, mix(t.base, o.skin, 0.3)) +
            stroke(`M${CX - f.hw * 0.55} ${hl - 2}Q${CX} ${hl - 5} ${CX + f.hw * 0.55} ${hl - 2}`, t.dark, 2, 0.35) +
            scalpSheen(f) +
            temples,
          hidesEars: false,
        }
      }
      // a short textured crop: the top pushed forward into a ragged fringe
      const step = (f.hw * 1.24) / 7
      let fringe = `M${n1(CX - f.hw * 0.62)} ${hl - 14}`
      for (let i = 0; i < 7; i += 1) {
        const x0 = CX - f.hw * 0.62 + i * step
        fringe += `L${n1(x0 + step * 0.75)} ${hl + 3 + (i % 2) * 4 - Math.abs(i - 3)}L${n1(x0 + step)} ${hl - 5}`
      }
      fringe += `L${n1(CX + f.hw * 0.7)} ${hl - 18}Z`
      const tufts = [-0.5, -0.25, 0, 0.25, 0.5]
        .map((k, i) => `M${n1(CX + f.hw * k - 6)} ${f.top + 6 + (i % 2) * 10 - lift}q8 10 14 ${20 + lift}`)
        .join('')
      return {
        behind: '',
        back: '',
        front:
          fill(cap(f, 12 + lift, hl, -6, 3), t.base) +
          fill(fringe, t.base) +
          stroke(tufts, t.dark, 2.4, 0.45) +
          // a short side parting for some
          (o.cut >= 0.3
            ? stroke(
                `M${CX - f.hw * 0.4} ${f.top - 4}Q${CX - f.hw * 0.46} ${f.top + 16} ${CX - f.hw * 0.52} ${hl - 6}`,
                t.dark,
                2.2,
                0.7,
              )
            : '') +
          sheen(f, t, 12 + lift, 7) +
          temples,
        hidesEars: false,
      }
    }
    case 'side part': {
      const v = Math.round(o.volume * 14)
      const part = `M${CX - f.hw * 0.42} ${f.top - 2}Q${CX - f.hw * 0.5} ${f.top + 18} ${CX - f.hw * 0.58} ${hl - 2}`
      // the long side lifts from the parting and falls over to the right, past the crown's line
      const sweep = `M${CX - f.hw * 0.42} ${f.top - 10}C${CX - f.hw * 0.1} ${f.top - 32 - v} ${CX + f.hw * 0.85} ${f.top - 28 - v} ${CX + f.hw + 4} ${f.top + 12}C${CX + f.hw + 6} ${f.top + 22} ${CX + f.hw + 5} ${f.top + 36} ${CX + f.hw + 2} ${f.top + 42}C${CX + f.hw * 0.8} ${hl - 8} ${CX + f.hw * 0.2} ${hl - 12} ${CX - f.hw * 0.42} ${hl - 6}Z`
      const strands = [0, 10, 20]
        .map(
          (d) =>
            `M${CX - f.hw * 0.36 + d} ${f.top - 6 - v * 0.5 + d * 0.6}C${CX + f.hw * 0.1 + d} ${f.top - 22 - v + d} ${CX + f.hw * 0.6} ${f.top - 16 - v + d} ${CX + f.hw + 2 - d * 0.3} ${f.top + 24 + d}`,
        )
        .join('')
      return {
        behind: '',
        back: '',
        front: `${fill(cap(f, 12 + v * 0.6, hl - 2, -2, 4), t.base)}${fill(sweep, t.base)}${stroke(strands, t.dark, 2.2, 0.4)}${stroke(`M${CX - f.hw * 0.3} ${f.top - 8 - v * 0.6}Q${CX + f.hw * 0.3} ${f.top - 20 - v} ${CX + f.hw * 0.75} ${f.top + 4}`, t.light, 6, 0.45)}${stroke(part, t.dark, 2.4, 0.7)}${temples}`,
        hidesEars: false,
      }
    }
    case 'slicked back': {
      const v = 16 + lift + Math.round(o.volume * 6)
      const combs = [-0.55, -0.25, 0.05, 0.35, 0.6]
        .map(
          (k) =>
            `M${CX + f.hw * k} ${hl - 14}Q${CX + f.hw * k * 1.2} ${f.top + 6} ${CX + f.hw * k * 0.6} ${f.top - v + 2}`,
        )
        .join('')
      // swept back from a high, slightly rounded hairline
      return {
        behind: '',
        back: '',
        front: `${fill(cap(f, v + 4, hl - 10, -6, 4), t.base)}${stroke(combs, t.dark, 2.4, 0.4)}${stroke(combs, t.light, 1.6, 0.35, ' transform="translate(-4 0)"')}${sheen(f, t, v, 6)}${temples}`,
        hidesEars: false,
      }
    }
    case 'receding': {
      if (o.cut >= 0.5)
        // bald on top, a fringe of hair round the sides
        return {
          behind: '',
          back: fill(fringeOfSides(f, 10), t.base),
          front: scalpSheen(f),
          hidesEars: false,
        }
      const shape = symmetric(
        [CX, f.top - 4],
        [
          [
            [CX + f.hw * 0.72, f.top - 4],
            [CX + f.hw + 6, f.top + 22],
            [CX + f.hw + 4, f.eyeY - 14],
          ],
          [
            [CX + f.hw + 2, f.eyeY - 2],
            [CX + f.hw - 1, f.eyeY + 6],
            [CX + f.hw - 5, f.eyeY + 6],
          ],
          [
            [CX + f.hw - 10, f.eyeY - 26],
            [CX + f.hw - 14, f.top + 24],
            [CX + f.hw * 0.55, f.top + 20],
          ],
          [
            [CX + f.hw * 0.3, f.top + 22],
            [CX + 12, hl - 14],
            [CX, hl - 10],
          ],
        ],
      )
      const combs = [-0.3, 0, 0.3]
        .map(
          (k) =>
            `M${CX + f.hw * k} ${hl - 16 + Math.abs(k) * 20}Q${CX + f.hw * k * 1.2} ${f.top + 8} ${CX + f.hw * k * 0.7} ${f.top - 2}`,
        )
        .join('')
      return {
        behind: '',
        back: '',
        front: fill(shape, t.base) + stroke(combs, t.dark, 2, 0.35) + sheen(f, t, 4, 6) + temples,
        hidesEars: false,
      }
    }
    case 'shaved':
      if (o.cut >= 0.5)
        // clean-shaven: the crown's own skin, lit on top, a shadow of stubble at the sides
        return {
          behind: '',
          back: fill(fringeOfSides(f, 4), mix(t.base, o.skin, 0.5)),
          front: scalpSheen(f),
          hidesEars: false,
        }
      // the scalp shows through close-shaved hair: one opaque tone between the hair's and the skin's
      return {
        behind: '',
        back: '',
        front:
          fill(cap(f, 3, hl + 2, 4, 2), mix(t.base, o.skin, 0.4)) +
          stroke(`M${CX - f.hw * 0.55} ${hl + 1}Q${CX} ${hl - 3} ${CX + f.hw * 0.55} ${hl + 1}`, t.dark, 2, 0.3) +
          scalpSheen(f),
        hidesEars: false,
      }
    case 'curly': {
      const crown = `${bumpy(CX, f.top + 64, f.hw + 12, 84 + lift, Math.PI * 1.08, Math.PI * 1.92, 9, 0.07)}L${CX + f.hw - 2} ${f.eyeY - 6}Q${CX + f.hw - 10} ${hl + 10} ${CX + f.hw * 0.5} ${hl}Q${CX} ${hl - 8} ${CX - f.hw * 0.5} ${hl}Q${CX - f.hw + 10} ${hl + 10} ${CX - f.hw + 2} ${f.eyeY - 6}Z`
      const curls = [-0.6, -0.35, -0.1, 0.15, 0.4, 0.62]
        .flatMap((k, i) => [
          `M${n1(CX + f.hw * k - 7)} ${f.top + (i % 2) * 14 - lift * 0.5}q7 -9 14 0`,
          `M${n1(CX + f.hw * k)} ${f.top + 26 + (i % 2) * 8}q6 -8 12 0`,
        ])
        .join('')
      return {
        behind: '',
        back: '',
        front:
          fill(crown, t.base) +
          stroke(curls, t.light, 2.4, 0.4) +
          stroke(curls, t.dark, 2, 0.45, ' transform="translate(2 4)"') +
          temples,
        hidesEars: false,
      }
    }
    case 'close afro': {
      const shape = symmetric(
        [CX, f.top - 16 - lift],
        [
          [
            [CX + f.hw * 0.8, f.top - 16 - lift],
            [CX + f.hw + 10, f.top + 6],
            [CX + f.hw + 8, f.eyeY - 16],
          ],
          [
            [CX + f.hw + 4, f.eyeY - 6],
            [CX + f.hw, f.eyeY - 4],
            [CX + f.hw - 4, f.eyeY - 6],
          ],
          [
            [CX + f.hw - 6, hl + 16],
            [CX + f.hw - 14, hl + 2],
            [CX + f.hw * 0.6, hl],
          ],
          [
            [CX + f.hw * 0.3, hl - 1],
            [CX + 10, hl - 1],
            [CX, hl - 1],
          ],
        ],
      )
      // a crisp line-up at the hairline and a fine, even texture over the top
      const grain = [0, 12, 24]
        .map(
          (d) =>
            `M${CX - f.hw * 0.7} ${f.top + 10 + d}Q${CX} ${f.top - 18 - lift + d} ${CX + f.hw * 0.7} ${f.top + 10 + d}`,
        )
        .join('')
      return {
        behind: '',
        back: '',
        front:
          fill(shape, t.base) +
          stroke(grain, t.light, 2, 0.25, ' stroke-dasharray="2 5"') +
          sheen(f, t, 14 + lift, 10) +
          temples,
        hidesEars: false,
      }
    }
    case 'long straight': {
      // the parting anywhere from well left to well right; the length from the collarbone to below the shoulders
      // a middle parting with a curtain fringe for about two in five
      const middle = o.cut > 0.3 && o.cut < 0.7
      const part = middle ? CX : CX + Math.round((o.cut - 0.5) * 60)
      const hair = longHair(f, t, part, 414 + Math.round(o.volume * 50), 2 + Math.round(o.volume * 8), f.top + 52)
      const lit = o.volume > 0.6 ? highlights(f, t, part) : ''
      return { ...hair, front: hair.front + lit + (middle ? curtainBangs(f, t) : '') }
    }
    case 'bob': {
      if (o.cut < 0.6)
        // to the jaw or just below it, parted to one side, with no length behind the neck
        return longHair(
          f,
          t,
          o.cut < 0.3 ? CX + 22 : CX - 22,
          f.chinY + 10 - Math.round(o.volume * 16),
          8,
          f.top + 56,
          4,
        )
      // a blunt bob with a full fringe to the brows, its ends turned under
      const hair = longHair(f, t, CX, f.chinY + 2, 10, f.top + 56, 4)
      const bangs = `M${CX - f.hw - 6} ${f.eyeY - 4}C${CX - f.hw - 6} ${f.top - 2} ${CX - f.hw * 0.5} ${f.top - 12} ${CX} ${f.top - 12}C${CX + f.hw * 0.5} ${f.top - 12} ${CX + f.hw + 6} ${f.top - 2} ${CX + f.hw + 6} ${f.eyeY - 4}L${CX + f.hw - 4} ${f.eyeY - 26}Q${CX} ${f.eyeY - 34} ${CX - f.hw + 4} ${f.eyeY - 26}Z`
      const cuts = [-0.6, -0.3, 0, 0.3, 0.6]
        .map((k) => `M${n1(CX + f.hw * k)} ${f.eyeY - 31 + Math.abs(k) * 8}l${n1(-k * 4)} -20`)
        .join('')
      return { ...hair, front: hair.front + fill(bangs, t.base) + stroke(cuts, t.dark, 2, 0.35) + sheen(f, t, 12, 8) }
    }
    case 'waves': {
      const hair = longHair(
        f,
        t,
        o.cut < 0.5 ? CX - 26 : CX + 26,
        420 + Math.round(o.volume * 40),
        12 + Math.round(o.cut * 8),
        f.top + 48,
      )
      const waves = ([-1, 1] as const)
        .map(
          (s) =>
            `<path d="M${CX + s * (f.hw + 10)} ${f.eyeY + 10}q${s * 10} 30 0 56q${s * -10} 26 ${s * 6} 60" fill="none" stroke="${s < 0 ? t.light : t.base}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.55"/>`,
        )
        .join('')
      // the outer edge of each side rolls in and out: waves in the silhouette, not only on the surface
      const rolls = ([-1, 1] as const)
        .map((s) => {
          const x = (dx: number) => n1(CX + s * (f.hw + dx))
          return `M${x(14)} ${f.eyeY - 10}C${x(30)} ${f.eyeY + 20} ${x(8)} ${f.eyeY + 50} ${x(20)} ${f.eyeY + 80}C${x(34)} ${f.eyeY + 110} ${x(14)} ${f.eyeY + 130} ${x(26)} ${f.eyeY + 160}`
        })
        .join('')
      const lit = o.volume > 0.6 ? highlights(f, t, o.cut < 0.5 ? CX - 26 : CX + 26) : ''
      return { ...hair, front: stroke(rolls, t.base, 14, 1) + hair.front + lit + waves }
    }
    case 'long curly': {
      if (o.textured && o.cut >= 0.5) {
        // long braids from a centre parting, falling over the shoulders
        const hair = longHair(f, t, CX, 476, 10, f.top + 46)
        const braids = ([-1, 1] as const)
          .map((s) =>
            [-3, 4, 11, 18]
              .map(
                (d, j) =>
                  `M${n1(CX + s * (f.hw + d * 0.5 - 4))} ${f.top + 36 + Math.abs(d)}C${n1(CX + s * (f.hw + d + 2))} ${f.eyeY + 10} ${n1(CX + s * (f.hw + d + 6))} ${f.chinY + 40} ${n1(CX + s * (f.hw + d + 10))} ${484 + (j % 2) * 8}`,
              )
              .join(''),
          )
          .join('')
        const rows = [-0.5, -0.2, 0.2, 0.5]
          .map(
            (k) =>
              `M${n1(CX + f.hw * k * 0.3)} ${f.top - 8}Q${n1(CX + f.hw * k * 1.2)} ${f.top + 6} ${n1(CX + f.hw * (k < 0 ? -1.05 : 1.05))} ${f.top + 40 + Math.abs(k) * 10}`,
          )
          .join('')
        return {
          ...hair,
          // each braid a plait: the hair's own tone, crossed by short lit strokes
          front:
            hair.front +
            stroke(braids, t.dark, 7.5, 1) +
            stroke(braids, t.base, 5.5, 1) +
            stroke(braids, t.light, 3, 0.55, ' stroke-dasharray="3.5 3"') +
            stroke(rows, t.dark, 2, 0.45),
        }
      }
      // the curls' bumps stand about 3% and 4% proud of the mass's outline
      const backRy = Math.min(200, (f.eyeY + 40 - f.top + room) / 1.03)
      const back = `${bumpy(CX, f.eyeY + 40, f.hw + 32, backRy, Math.PI * 0.7, Math.PI * 2.3, 18, 0.05)}Z`
      const crownRy = Math.min(88, (66 + room) / 1.04)
      const crown = `${bumpy(CX, f.top + 66, f.hw + 16, crownRy, Math.PI * 1.0, Math.PI * 2.0, 10, 0.06)}L${CX + f.hw - 4} ${f.eyeY + 30}Q${CX + f.hw - 10} ${hl + 6} ${CX + 10} ${hl - 2}Q${CX - f.hw + 6} ${hl + 8} ${CX - f.hw + 2} ${f.eyeY + 30}Z`
      return {
        behind: fill(back, mix(t.base, t.dark, 0.5)),
        back: '',
        front: fill(crown, t.base) + sheen(f, t, 22, 10),
        hidesEars: true,
      }
    }
    case 'chignon': {
      // a bun high at the back of the head, in the hair's own colour, wound round with strands; where the
      // frame's top is near, set lower on the crown and flatter (and a little wider), never cut off
      const bx = CX + f.hw * 0.22
      const rise = Math.max(18, Math.min(43, room - 2))
      // the bun's own height, from its top to where it meets the crown: k of the full bun's
      const k = (rise + 3) / 46
      const by = n1(f.top + 3 - 23 * k)
      const v = (dy: number) => n1(by + dy * k)
      const bun = `<ellipse cx="${bx}" cy="${by}" rx="${n1(31 + (1 - k) * 8)}" ry="${n1(23 * k)}" fill="${t.base}"/><path d="M${bx - 28} ${v(8)}Q${bx} ${v(26)} ${bx + 28} ${v(8)}L${bx + 30} ${v(24)}H${bx - 30}Z" fill="${t.dark}" fill-opacity="0.55"/>`
      const strands = `<path d="M${bx - 22} ${v(-8)}Q${bx - 2} ${v(-24)} ${bx + 22} ${v(-10)}M${bx - 26} ${v(4)}Q${bx} ${v(-14)} ${bx + 27} ${v(2)}M${bx - 14} ${v(12)}Q${bx + 6} ${by} ${bx + 22} ${v(12)}" fill="none" stroke="${t.dark}" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.6"/><path d="M${bx - 18} ${v(-12)}Q${bx - 4} ${v(-21)} ${bx + 10} ${v(-18)}" fill="none" stroke="${t.light}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.5"/>`
      return { behind: '', back: bun + strands, front: sleek(f, t), hidesEars: false }
    }
    case 'ponytail': {
      // tied at the back: from the front only the tail shows, beside the neck, before it drops behind the shoulder
      const tail = `M${CX + f.hw * 0.5} ${f.mouthY - 24}C${CX + f.hw + 14} ${f.mouthY - 10} ${CX + f.hw + 16} ${f.chinY + 10} ${CX + f.hw + 10} 470L${CX + f.hw - 22} 470C${CX + f.hw - 16} ${f.chinY} ${CX + f.hw - 10} ${f.mouthY} ${CX + f.hw * 0.5} ${f.mouthY - 24}Z`
      const strand = `<path d="M${CX + f.hw - 2} ${f.chinY - 20}Q${CX + f.hw + 4} ${f.chinY + 20} ${CX + f.hw} 460" fill="none" stroke="${t.light}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.4"/>`
      return { behind: fill(tail, t.dark) + strand, back: '', front: sleek(f, t), hidesEars: false }
    }
    case 'pixie': {
      // a feminine crop: a long side-swept fringe over one brow, soft points in front of the ears
      const fringe = `M${CX - f.hw * 0.55} ${f.top + 2}C${CX - f.hw * 0.1} ${f.top + 30} ${CX + f.hw * 0.5} ${f.eyeY - 40} ${CX + f.hw + 4} ${f.eyeY - 16}C${CX + f.hw * 0.6} ${f.eyeY - 30} ${CX + f.hw * 0.1} ${hl - 6} ${CX - f.hw * 0.5} ${hl - 2}C${CX - f.hw * 0.7} ${hl} ${CX - f.hw * 0.75} ${f.top + 16} ${CX - f.hw * 0.55} ${f.top + 2}Z`
      const wisps = ([-1, 1] as const)
        .map(
          (s) =>
            `M${CX + s * (f.hw + 6)} ${f.top + 40}C${CX + s * (f.hw + 4)} ${f.eyeY - 10} ${CX + s * (f.hw - 2)} ${f.eyeY + 4} ${CX + s * (f.hw - 8)} ${f.eyeY + 14}C${CX + s * (f.hw - 8)} ${f.eyeY - 6} ${CX + s * (f.hw - 8)} ${f.eyeY - 20} ${CX + s * (f.hw - 4)} ${f.top + 50}Z`,
        )
        .join('')
      const strands = `M${CX - f.hw * 0.4} ${f.top + 8}C${CX} ${f.top + 30} ${CX + f.hw * 0.5} ${f.eyeY - 38} ${CX + f.hw * 0.9} ${f.eyeY - 20}M${CX - f.hw * 0.2} ${f.top + 2}C${CX + f.hw * 0.2} ${f.top + 20} ${CX + f.hw * 0.6} ${f.top + 40} ${CX + f.hw + 2} ${f.eyeY - 28}`
      return {
        behind: '',
        back: '',
        front: `${fill(cap(f, 16 + lift, hl - 2, 2, 9), t.base)}${fill(wisps, t.base)}${fill(fringe, t.base)}${stroke(strands, t.dark, 2.2, 0.45)}${sheen(f, t, 16 + lift)}`,
        hidesEars: false,
      }
    }
    case 'short natural': {
      const shape = `${bumpy(CX, f.top + 70, f.hw + 16, 96, Math.PI * 1.05, Math.PI * 1.95, 14, 0.03)}L${CX + f.hw - 2} ${f.eyeY - 4}Q${CX + f.hw - 8} ${hl + 8} ${CX + f.hw * 0.5} ${hl}Q${CX} ${hl - 6} ${CX - f.hw * 0.5} ${hl}Q${CX - f.hw + 8} ${hl + 8} ${CX - f.hw + 2} ${f.eyeY - 4}Z`
      if (o.cut < 0.3) {
        // a high puff tied on the crown over hair drawn close to the head
        // lower and flatter where the frame's top is near: its foot stays on the crown
        const foot = f.top + 18 - lift * 0.5
        const rise = Math.min(14 + lift * 0.5 + 32 * 1.025, room - 2)
        const ry = n1((foot - f.top + rise) / 2.025)
        const cy = n1(foot - ry)
        const puff = `${bumpy(CX + 4, cy, 48, ry, 0, Math.PI * 2, 16, 0.05)}Z`
        const band = stroke(`M${CX - 28} ${f.top + 2}Q${CX + 4} ${f.top + 10} ${CX + 36} ${f.top + 2}`, o.scarf, 6, 1)
        return {
          behind: '',
          back:
            fill(puff, t.base) +
            stroke(`M${CX - 26} ${n1(cy - ry * 0.44)}q20 ${n1(-ry * 0.44)} 40 ${n1(-ry * 0.19)}`, t.light, 7, 0.4),
          front: sleek(f, t) + band,
          hidesEars: false,
        }
      }
      // a full, rounded afro standing wide of the face
      const afro = `${bumpy(CX, f.top + 64, f.hw + 34 + lift, Math.min(96 + lift * 0.5, (64 + room) / 1.02), 0, Math.PI * 2, 26, 0.035)}Z`
      return {
        behind: '',
        back: fill(afro, mix(t.base, t.dark, 0.6), ' transform="translate(6 5)"') + fill(afro, t.base),
        front: fill(shape, t.base) + sheen(f, t, 30 + lift, 14),
        hidesEars: false,
      }
    }
    case 'headscarf':
      return headscarf(f, o.scarf)
  }
}

/** A scarf over the hair and neck, framing the face. */
function headscarf(f: Face, colour: string): DrawnHair {
  const hood = symmetric(
    [CX, f.top - 18],
    [
      [
        [CX + f.hw + 22, f.top - 18],
        [CX + f.hw + 30, f.top + 50],
        [CX + f.hw + 26, f.eyeY + 30],
      ],
      [
        [CX + f.hw + 22, f.chinY],
        [CX + f.nw + 70, 430],
        [CX + 128, 476],
      ],
      [
        [CX + 96, 530],
        [CX + 40, 560],
        [CX, 566],
      ],
    ],
  )
  const farSide = curve(
    [CX + 30, f.top - 17],
    [
      [
        [CX + f.hw + 6, f.top - 16],
        [CX + f.hw + 30, f.top + 50],
        [CX + f.hw + 26, f.eyeY + 30],
      ],
      [
        [CX + f.hw + 22, f.chinY],
        [CX + f.nw + 70, 430],
        [CX + 128, 476],
      ],
      [
        [CX + 96, 530],
        [CX + 40, 560],
        [CX, 566],
      ],
      [
        [CX + 40, 500],
        [CX + f.hw + 10, f.eyeY],
        [CX + 30, f.top - 17],
      ],
    ],
  )
  const frame = symmetric(
    [CX, f.top - 18],
    [
      [
        [CX + f.hw + 22, f.top - 18],
        [CX + f.hw + 28, f.top + 50],
        [CX + f.hw + 24, f.eyeY + 20],
      ],
      [
        [CX + f.hw + 20, f.mouthY + 10],
        [CX + f.jaw + 22, f.chinY + 28],
        [CX, f.chinY + 34],
      ],
    ],
  )
  const opening = symmetric(
    [CX, f.top + 40],
    [
      [
        [CX + f.hw * 0.72, f.top + 40],
        [CX + f.hw - 6, f.top + 62],
        [CX + f.hw - 7, f.eyeY + 6],
      ],
      [
        [CX + f.hw - 8, f.mouthY],
        [CX + f.jaw, f.chinY + 8],
        [CX, f.chinY + 12],
      ],
    ],
  )
  const fold = `M${CX + f.hw + 6} ${f.eyeY + 40}Q${CX + f.hw - 4} ${f.chinY + 20} ${CX + 30} ${f.chinY + 40}M${CX - f.hw - 10} ${f.eyeY + 60}Q${CX - 60} ${f.chinY + 50} ${CX - 10} 470`
  const shade = `<path d="${fold}" fill="none" stroke="#000000" stroke-width="5" stroke-linecap="round" stroke-opacity="0.16"/>`
  return {
    behind: '',
    // drawn over the neck and collar: the hood covers them
    back: `<path d="${hood}" fill="${colour}"/><path d="${farSide}" fill="#000000" fill-opacity="0.14"/>${shade}`,
    front: `<path d="${frame}${opening}" fill="${colour}" fill-rule="evenodd"/><path d="${opening}" fill="none" stroke="#000000" stroke-width="3" stroke-opacity="0.12"/><path d="M${CX - f.hw * 0.6} ${f.top - 4}Q${CX} ${f.top - 20} ${CX + f.hw * 0.5} ${f.top - 6}" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-opacity="0.16"/>`,
    hidesEars: true,
  }
}

export const BEARDS = ['stubble', 'short beard', 'goatee'] as const
export type Beard = (typeof BEARDS)[number]

/** Relative lightness of a #rrggbb colour (0–1). */
const lightness = (c: string) =>
  (0.2126 * parseInt(c.slice(1, 3), 16) + 0.7152 * parseInt(c.slice(3, 5), 16) + 0.0722 * parseInt(c.slice(5, 7), 16)) /
  255

/** Facial hair over the lower face; the mouth is drawn over it. */
export function drawBeard(kind: Beard, f: Face, t: HairTones, skin: Skin): string {
  const lower = symmetric(
    [CX, f.noseY + 9],
    [
      [
        [CX + 18, f.noseY + 6],
        [CX + f.hw * 0.55, f.noseY + 4],
        [CX + f.hw - 3, f.eyeY + 22],
      ],
      [
        [CX + f.hw + 1, f.eyeY + 40],
        [CX + f.jaw + 9, f.mouthY - 20],
        [CX + f.jaw + 1, f.mouthY + 1],
      ],
      [
        [CX + f.jaw - 9, f.mouthY + 26],
        [CX + f.chin + 15, f.chinY + 3],
        [CX, f.chinY + 3],
      ],
    ],
    ...sides(f),
  )
  const hair = mix(t.base, t.dark, 0.35)
  // a beard lighter than the skin under it reads as a pale band (brown hair on deep skin): never lighter than the skin's shadow
  const colour = lightness(hair) > lightness(skin.deep) ? mix(skin.deep, t.dark, 0.5) : hair
  // along the jaw from the ears, up to the mouth's corners and over the upper lip
  const full = symmetric(
    [CX, f.noseY + 7],
    [
      [
        [CX + f.mouthW, f.noseY + 5],
        [CX + f.mouthW + 10, f.mouthY - 8],
        [CX + f.mouthW + 8, f.mouthY + 4],
      ],
      [
        [CX + f.hw * 0.6, f.mouthY - 6],
        [CX + f.hw - 4, f.noseY - 6],
        [CX + f.hw, f.eyeY + 18],
      ],
      [
        [CX + f.hw + 2, f.eyeY + 40],
        [CX + f.jaw + 11, f.mouthY - 20],
        [CX + f.jaw + 3, f.mouthY + 3],
      ],
      [
        [CX + f.jaw - 8, f.mouthY + 32],
        [CX + f.chin + 18, f.chinY + 10],
        [CX, f.chinY + 10],
      ],
    ],
    ...sides(f),
  )
  // stubble in the hair's grey over the skin reads as an ashen band on darker skin: in the skin's own shadow
  // instead, over the beard's own line (the cheeks stay clear, so no band crosses the face)
  if (kind === 'stubble') return fill(full, mix(skin.deep, t.dark, 0.4), ' fill-opacity="0.13"')
  if (kind === 'short beard') {
    return `${fill(lower, colour, ' fill-opacity="0.18"')}${fill(full, colour, ' fill-opacity="0.82"')}<path d="M${CX + f.hw - 4} ${f.eyeY + 34}C${CX + f.jaw + 4} ${f.mouthY} ${CX + f.chin + 10} ${f.chinY + 4} ${CX} ${f.chinY + 8}" fill="none" stroke="${t.dark}" stroke-width="7" stroke-opacity="0.35"/>`
  }
  return goatee(f, colour, t.dark)
}

/**
 * A moustache over the lip and a tuft on the chin. One flat fill read as a block stuck on (a grey one
 * as a sock on pale skin): the tuft is a faint outer patch under a denser core, combed through with
 * strands in the hair's darkest tone, and tapers to the chin's point.
 */
function goatee(f: Face, colour: string, dark: string): string {
  const moustache = `M${CX - f.mouthW - 2} ${f.mouthY + 1}Q${CX - f.mouthW - 4} ${f.mouthY - 12} ${CX} ${f.mouthY - 10}Q${CX + f.mouthW + 4} ${f.mouthY - 12} ${CX + f.mouthW + 2} ${f.mouthY + 1}Q${CX + f.mouthW - 2} ${f.mouthY - 5} ${CX} ${f.mouthY - 5}Q${CX - f.mouthW + 2} ${f.mouthY - 5} ${CX - f.mouthW - 2} ${f.mouthY + 1}Z`
  const top = f.mouthY + 13
  const tuft = (w: number, from: number, to: number) =>
    `M${CX - w} ${from}Q${CX} ${from - 4} ${CX + w} ${from}C${CX + w + 1} ${from + (to - from) * 0.55} ${CX + w * 0.45} ${to - 2} ${CX} ${to}C${CX - w * 0.45} ${to - 2} ${CX - w - 1} ${from + (to - from) * 0.55} ${CX - w} ${from}Z`
  const w = f.chin - 1
  const core = w * 0.86
  const strands = [-2, -1, 0, 1, 2]
    .map((k) => {
      const x = CX + (k * core) / 3.2
      const end = f.chinY - 2 - Math.abs(k) * 4
      return `M${x} ${top + 6}Q${x + k * 0.5} ${(top + end) / 2} ${x + k} ${end}`
    })
    .join('')
  return [
    fill(moustache, colour, ' fill-opacity="0.78"'),
    fill(tuft(w + 3, top, f.chinY + 3), colour, ' fill-opacity="0.22"'),
    fill(tuft(core, top + 2, f.chinY + 1), colour, ' fill-opacity="0.75"'),
    `<path d="${strands}" fill="none" stroke="${dark}" stroke-width="1.3" stroke-linecap="round" stroke-opacity="0.28"/>`,
    `<path d="M${CX - f.mouthW + 2} ${f.mouthY - 7}Q${CX} ${f.mouthY - 9} ${CX + f.mouthW - 2} ${f.mouthY - 7}" fill="none" stroke="${dark}" stroke-width="1.4" stroke-opacity="0.35"/>`,
  ].join('')
}
