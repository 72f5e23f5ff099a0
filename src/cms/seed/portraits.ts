import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import type { Options as NotionistsOptions } from '@dicebear/notionists'
import type { Gender } from './data/names'
import { rngFor } from './random'

/**
 * Illustrated demo portraits: the Notionists style of DiceBear (CC0 drawings, MIT code; see
 * docs/assets-licences.md), limited to the parts that read as a professional head-and-shoulders
 * picture and consistent with the gender of the person's first name (`PORTRAIT_PARTS`), on a pale tint
 * of the brand's navy in a 4:5 frame. Seeded by the consultant's slug, so a person always gets the same
 * portrait.
 */

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

/** DiceBear's name of a part's drawing ("variant05"). */
const variant = (n: number) => `variant${String(n).padStart(2, '0')}`

/**
 * The drawings that read as a professional head-and-shoulders picture, by the gender of the person's
 * first name. Picked by eye from the style's sheets (see docs/assets-licences.md): long, tied-up and
 * covered hair for women, short cuts for men; jackets and collars for all, ties for men; no caps,
 * bows, spikes, sunglasses, gestures or printed T-shirts. Women never get a beard or moustache.
 */
export const PORTRAIT_PARTS = {
  woman: {
    hair: [2, 4, 8, 10, 23, 28, 29, 36, 37, 39, 41, 43, 47, 48, 57, 58, 61, 62, 63],
    body: [5, 6, 13, 14, 16, 21],
    beard: [],
  },
  man: {
    hair: [
      1, 3, 5, 6, 7, 9, 12, 13, 15, 16, 17, 18, 19, 21, 22, 24, 25, 27, 31, 33, 34, 35, 38, 42, 44, 49, 54, 55, 56,
    ],
    body: [5, 6, 13, 14, 16, 19, 20, 21],
    beard: [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12],
  },
} as const satisfies Record<Gender, { hair: readonly number[]; body: readonly number[]; beard: readonly number[] }>

const GLASSES = [3, 8, 11]
const LIPS = [3, 4, 13, 14, 20, 21, 22, 23]
const EYES = [1, 2, 4, 5]
const BROWS = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11]

/** One in five men has a beard or moustache; one person in five wears glasses. */
const BEARD_CHANCE = 0.2
const GLASSES_CHANCE = 0.2

/** The drawing of each part for one person: chosen here (not by DiceBear), so a test can read them. */
export type PortraitChoice = {
  hair: number
  body: number
  beard: number | null
  glasses: number | null
  lips: number
  eyes: number
  brows: number
}

/** The parts of one person's portrait, the same every time for the same slug and gender. */
export function portraitChoice(slug: string, gender: Gender): PortraitChoice {
  const rng = rngFor(`portrait-parts-${slug}`)
  // the first draws of streams seeded by similar slugs are alike: skip them, so hair is evenly spread
  for (let i = 0; i < 4; i += 1) rng.next()
  const parts = PORTRAIT_PARTS[gender]
  const beards: readonly number[] = parts.beard
  return {
    hair: rng.pick(parts.hair),
    body: rng.pick(parts.body),
    beard: beards.length > 0 && rng.chance(BEARD_CHANCE) ? rng.pick(beards) : null,
    glasses: rng.chance(GLASSES_CHANCE) ? rng.pick(GLASSES) : null,
    lips: rng.pick(LIPS),
    eyes: rng.pick(EYES),
    brows: rng.pick(BROWS),
  }
}

/** The options DiceBear draws a portrait with: every part fixed by `portraitChoice`. */
export function portraitOptions(slug: string, gender: Gender): Partial<NotionistsOptions> & { seed: string } {
  const c = portraitChoice(slug, gender)
  const one = <K extends keyof NotionistsOptions>(n: number) => [variant(n)] as NotionistsOptions[K]
  return {
    seed: slug,
    hair: one<'hair'>(c.hair),
    body: one<'body'>(c.body),
    lips: one<'lips'>(c.lips),
    eyes: one<'eyes'>(c.eyes),
    brows: one<'brows'>(c.brows),
    ...(c.beard === null ? { beardProbability: 0 } : { beard: one<'beard'>(c.beard), beardProbability: 100 }),
    ...(c.glasses === null
      ? { glassesProbability: 0 }
      : { glasses: one<'glasses'>(c.glasses), glassesProbability: 100 }),
    gestureProbability: 0,
    bodyIconProbability: 0,
  }
}

/** Backdrops: pale tints of navy and the brand's sand, so a grid of faces reads as one series. */
const BACKDROPS = [
  ['#dbe4ee', '#c9d6e4'],
  ['#e4e9f0', '#cfd9e6'],
  ['#ece7df', '#ddd5c8'],
  ['#d6e0ea', '#bfcfe0'],
] as const

/** The portrait of one person as SVG (480 × 600), the same every time for the same slug. */
export function portraitSvg(slug: string, gender: Gender): string {
  return framedPortrait(
    { slug, gender },
    `xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`,
  )
}

/**
 * A wall of colleagues (the careers page's picture): portraits side by side in `cols` × `rows` tiles,
 * each cut from the top of its 4:5 frame, with a fine navy rule between them.
 */
export function teamSvg(people: readonly Sitter[], width: number, height: number, cols: number): string {
  const rows = Math.ceil(people.length / cols)
  const w = width / cols
  const h = height / rows
  const tiles = people.map((person, i) =>
    framedPortrait(
      person,
      `x="${(i % cols) * w}" y="${Math.floor(i / cols) * h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMin slice"`,
    ),
  )
  const rules: string[] = []
  for (let c = 1; c < cols; c += 1) rules.push(`M${c * w} 0V${height}`)
  for (let r = 1; r < rows; r += 1) rules.push(`M0 ${r * h}H${width}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${tiles.join('\n')}
<path d="${rules.join('')}" stroke="#0b2545" stroke-width="6"/>
</svg>`
}

/** Whom a portrait shows. */
export type Sitter = { slug: string; gender: Gender }

/** One portrait as an <svg> element with the given attributes (size and place), drawn in 480 × 600 units. */
function framedPortrait({ slug, gender }: Sitter, attributes: string): string {
  const rng = rngFor(`portrait-${slug}`)
  const [light, shade] = rng.pick(BACKDROPS)
  const avatar = createAvatar(notionists, portraitOptions(slug, gender)).toString()
  // the drawing is square with a margin: scaled up and anchored at the bottom it fills the 4:5 frame
  const size = 640
  const x = (PORTRAIT_WIDTH - size) / 2 + rng.int(-12, 12)
  const y = PORTRAIT_HEIGHT - size + 24
  const figure = avatar.replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
  const cx = rng.int(140, 340)
  return `<svg ${attributes} viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="${light}"/>
<circle cx="${cx}" cy="${rng.int(150, 230)}" r="${rng.int(170, 230)}" fill="${shade}" opacity="0.7"/>
${figure}
</svg>`
}
