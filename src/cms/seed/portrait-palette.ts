import type { Rng } from './random'

/** Colours of the drawn portraits: skin, hair and clothes, and how often each naming culture gets them. */

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

/** `a` moved towards `b` by `t` (0–1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** A #rrggbb colour in CIE L*a*b* (D65): L* from 0 (black) to 100 (white), a* and b* its hue and chroma. */
export function lab(c: string): [number, number, number] {
  const [r, g, b] = hex(c).map((v) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)]
}

/**
 * How clearly two colours part from each other, in L* units: their difference in lightness, with a
 * third of their difference in hue and chroma. Lightness is what sets a head off from its hair or its
 * collar at a card's size (and in greyscale); a difference of hue alone, grey hair on a tan of the same
 * lightness, still reads as one shape.
 */
export function contrast(a: string, b: string): number {
  const [[l1, a1, b1], [l2, a2, b2]] = [lab(a), lab(b)]
  return Math.hypot(l1 - l2, (a1 - a2) / 3, (b1 - b2) / 3)
}

/**
 * The least contrast (`contrast`) a portrait keeps between the skin and what frames the face: the hair
 * (or a headscarf), the jacket, and the top, shirt or knit at the neck. A top may sit a little nearer:
 * its collar and the neck's shadow draw the line between them.
 */
export const MIN_CONTRAST = { hair: 14, jacket: 14, top: 9 } as const

/**
 * The first of `candidates`, from the one at `start` on (and round to the beginning), whose colour keeps
 * `min` contrast with `skin`; the most distant of them if none does. The same inputs give the same choice.
 */
export function legible<T>(
  candidates: readonly T[],
  start: number,
  colour: (c: T) => string,
  skin: string,
  min: number,
): T {
  let best = candidates[start]!
  for (let i = 0; i < candidates.length; i += 1) {
    const c = candidates[(start + i) % candidates.length]!
    if (contrast(colour(c), skin) >= min) return c
    if (contrast(colour(c), skin) > contrast(colour(best), skin)) best = c
  }
  return best
}

/** Eight skin tones, light to deep. */
export const SKIN_TONES = [
  '#f2d6c2',
  '#e9c3a6',
  '#dfb18e',
  '#cf9c74',
  '#b98059',
  '#9a6442',
  '#7a4b31',
  '#5a3523',
] as const

export type Skin = { base: string; light: string; shade: string; deep: string; lip: string; blush: string }

/**
 * Undertones mixed a little into a skin tone: rosy, golden, olive, or none. Two people of one tone still
 * differ, as they do in photographs, instead of sharing one mid-tan.
 */
export const UNDERTONES = [null, '#e3938a', '#e2a95a', '#c2a05e'] as const

export type Undertone = (typeof UNDERTONES)[number]

/**
 * `shift` (-1 to 1) lightens or deepens the tone by up to half a step of `SKIN_TONES`: two people of one
 * tone still read as two complexions at a card's size.
 */
export function skinOf(tone: number, undertone: Undertone = null, shift = 0): Skin {
  const own = SKIN_TONES[tone]!
  const tinted = undertone ? mix(own, undertone, 0.18) : own
  const base = shift >= 0 ? mix(tinted, '#fff1e6', shift * 0.18) : mix(tinted, '#3a2016', -shift * 0.15)
  return {
    base,
    light: mix(base, '#fff4ea', 0.22),
    shade: mix(base, '#5b2c1c', 0.2),
    deep: mix(base, '#2e140b', 0.42),
    lip: mix(mix(base, '#a34b44', 0.42), '#1a0804', tone / 20),
    blush: mix(base, '#c8614e', 0.5),
  }
}

/** How often each skin tone is drawn for a naming culture (weights, light to deep). */
const SKIN_WEIGHTS: Record<string, readonly number[]> = {
  anglo: [4, 5, 3, 1, 1, 1, 1, 1],
  american: [1, 2, 2, 2, 2, 2, 2, 2],
  french: [3, 5, 3, 2, 1, 1, 1, 0],
  german: [6, 5, 2, 1, 0, 0, 0, 0],
  dutch: [6, 5, 2, 1, 0, 0, 0, 0],
  nordic: [8, 4, 1, 0, 0, 0, 0, 0],
  polish: [7, 4, 1, 0, 0, 0, 0, 0],
  italian: [1, 4, 4, 2, 1, 0, 0, 0],
  spanish: [1, 4, 4, 2, 1, 0, 0, 0],
  greek: [1, 3, 4, 3, 1, 0, 0, 0],
  lusophone: [1, 2, 3, 3, 2, 2, 1, 1],
  turkish: [0, 2, 4, 3, 1, 0, 0, 0],
  hispanic: [1, 2, 3, 4, 3, 1, 0, 0],
  gulf: [0, 1, 2, 4, 4, 2, 0, 0],
  arabic: [0, 2, 3, 4, 3, 1, 0, 0],
  'west-african': [0, 0, 0, 0, 0, 2, 4, 4],
  'east-african': [0, 0, 0, 0, 0, 2, 4, 4],
  'southern-african': [1, 0, 0, 1, 1, 2, 4, 4],
  chinese: [2, 5, 4, 1, 0, 0, 0, 0],
  japanese: [3, 5, 3, 0, 0, 0, 0, 0],
  korean: [3, 5, 3, 0, 0, 0, 0, 0],
  indian: [0, 0, 1, 2, 4, 4, 2, 1],
  indonesian: [0, 0, 2, 3, 4, 2, 1, 0],
  thai: [0, 1, 3, 4, 3, 1, 0, 0],
  filipino: [0, 1, 2, 4, 3, 1, 0, 0],
}

/** An index drawn from `weights`. */
export function weighted(rng: Rng, weights: readonly number[]): number {
  let x = rng.next() * weights.reduce((n, w) => n + w, 0)
  for (let i = 0; i < weights.length; i += 1) {
    x -= weights[i]!
    if (x < 0) return i
  }
  return weights.length - 1
}

/** A skin tone for a person of this naming culture: the culture's likely tones, with variation inside it. */
export function skinToneFor(rng: Rng, culture: string): number {
  return weighted(rng, SKIN_WEIGHTS[culture] ?? SKIN_WEIGHTS.american!)
}

export const HAIR_COLOURS = {
  black: '#1e1915',
  'dark brown': '#3a281d',
  brown: '#654430',
  auburn: '#86442a',
  blond: '#c4a068',
  grey: '#8f8b87',
  silver: '#c9c6c1',
  // dark hair half turned grey: darker than grey, lighter and cooler than any brown
  'salt and pepper': '#6b6865',
} as const

export type HairColour = keyof typeof HAIR_COLOURS

/** Hair colour: grey or silver for about one in six, fair colours only with light skin. */
export function hairColourFor(rng: Rng, culture: string, tone: number): HairColour {
  if (rng.chance(0.16)) return rng.chance(0.5) ? 'grey' : 'silver'
  const fair = ['anglo', 'german', 'dutch', 'nordic', 'polish', 'french'].includes(culture)
  if (tone <= 1 && fair) {
    const blond = culture === 'nordic' ? 5 : 2
    return (['black', 'dark brown', 'brown', 'auburn', 'blond'] as const)[weighted(rng, [0.5, 3, 3, 1, blond])]!
  }
  if (tone <= 3) return (['black', 'dark brown', 'brown'] as const)[weighted(rng, [3, 4, 1.5])]!
  return rng.chance(0.8) ? 'black' : 'dark brown'
}

/**
 * Each hair colour and, in order, the nearest colours to give instead when it sits too close to the
 * skin: the fair darken, the dark go darker still, the grey go lighter or darker but stay grey.
 */
export const HAIR_NEIGHBOURS: Record<HairColour, readonly HairColour[]> = {
  black: ['black', 'dark brown'],
  'dark brown': ['dark brown', 'black'],
  brown: ['brown', 'dark brown', 'black'],
  auburn: ['auburn', 'brown', 'dark brown'],
  blond: ['blond', 'brown', 'dark brown'],
  grey: ['grey', 'silver', 'salt and pepper'],
  silver: ['silver', 'grey', 'salt and pepper'],
  'salt and pepper': ['salt and pepper', 'silver', 'grey'],
}

/** Hair colour with its lit and shaded tones. */
export function hairTones(colour: HairColour): { base: string; light: string; dark: string } {
  const base = HAIR_COLOURS[colour]
  const lift = colour === 'black' || colour === 'dark brown' ? 0.16 : 0.2
  return { base, light: mix(base, '#fff6e8', lift), dark: mix(base, '#0b0604', 0.3) }
}

export const JACKETS = {
  navy: '#22355a',
  charcoal: '#3b3f46',
  grey: '#7c828b',
  camel: '#b08a5f',
  black: '#1d1e22',
  'light grey': '#a8adb4',
  'mid blue': '#3c5b8a',
  brown: '#5b4334',
  ivory: '#e4ddd0',
  burgundy: '#6e2a36',
  teal: '#2d5a5e',
  'dusty rose': '#b98580',
} as const

export type Jacket = keyof typeof JACKETS

/**
 * Jackets by the gender of the name: suits from navy to light grey and brown for men; for women, colour
 * and pale ones besides, so a row of four is not four grey jackets.
 */
export const JACKETS_FOR: Record<'man' | 'woman', readonly Jacket[]> = {
  man: ['navy', 'charcoal', 'grey', 'camel', 'black', 'light grey', 'mid blue', 'brown', 'charcoal', 'grey'],
  woman: [
    'navy',
    'charcoal',
    'grey',
    'camel',
    'black',
    'light grey',
    'mid blue',
    'ivory',
    'burgundy',
    'teal',
    'dusty rose',
  ],
}

export const SHIRTS = { white: '#f5f4f0', 'pale blue': '#d3e0ee', 'light pink': '#efd9d6' } as const

export type Shirt = keyof typeof SHIRTS

/** Tops worn under a jacket or alone: blouses, shells, crew necks and turtlenecks. */
export const TOPS = {
  ivory: '#efe7da',
  white: '#f6f5f1',
  black: '#26262a',
  blush: '#e6c9bf',
  'soft grey': '#c9ccd1',
  teal: '#2f5d62',
  burgundy: '#6a2c38',
  cream: '#e8dcc4',
} as const

export type Top = keyof typeof TOPS

export const TIES = ['#1b2c52', '#6a2431', '#3b5775', '#2c4a3f', '#8a6a3a', '#4b2f4f'] as const

export const SCARVES = ['#22355a', '#7a6a5c', '#6a2c38', '#c2ad8f', '#8c6f78', '#4f5b66'] as const
