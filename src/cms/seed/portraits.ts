import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import type { Options as NotionistsOptions } from '@dicebear/notionists'
import { rngFor } from './random'

/**
 * Illustrated demo portraits: the Notionists style of DiceBear (CC0 drawings, MIT code; see
 * docs/assets-licences.md), limited to the parts that read as a professional head-and-shoulders
 * picture (jackets, collars and ties, calm expressions, clear glasses; no caps, sunglasses, gestures or
 * printed T-shirts), on a pale tint of the brand's navy in a 4:5 frame. Seeded by the consultant's slug,
 * so a person always gets the same portrait.
 */

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

/** DiceBear's names of a part's drawings ("variant05"), typed as the style's own list of names. */
function v<K extends Part>(...ns: number[]): NonNullable<NotionistsOptions[K]> {
  return ns.map((n) => `variant${String(n).padStart(2, '0')}`) as NonNullable<NotionistsOptions[K]>
}

type Part = 'body' | 'hair' | 'glasses' | 'lips' | 'eyes' | 'brows'

const PROFESSIONAL = {
  body: v<'body'>(5, 6, 13, 14, 16, 19, 20, 21),
  hair: v<'hair'>(
    ...Array.from({ length: 63 }, (_, i) => i + 1).filter(
      (n) => ![14, 26, 32, 40, 45, 46, 50, 51, 52, 53, 59, 60].includes(n),
    ),
  ),
  glasses: v<'glasses'>(3, 8, 11),
  lips: v<'lips'>(3, 4, 13, 14, 20, 21, 22, 23),
  eyes: v<'eyes'>(1, 2, 4, 5),
  brows: v<'brows'>(1, 2, 4, 5, 6, 7, 8, 9, 10, 11),
}

/** Backdrops: pale tints of navy and the brand's sand, so a grid of faces reads as one series. */
const BACKDROPS = [
  ['#dbe4ee', '#c9d6e4'],
  ['#e4e9f0', '#cfd9e6'],
  ['#ece7df', '#ddd5c8'],
  ['#d6e0ea', '#bfcfe0'],
] as const

/** The portrait of one person as SVG (480 × 600), the same every time for the same slug. */
export function portraitSvg(slug: string): string {
  return framedPortrait(
    slug,
    `xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`,
  )
}

/**
 * A wall of colleagues (the careers page's picture): portraits side by side in `cols` × `rows` tiles,
 * each cut from the top of its 4:5 frame, with a fine navy rule between them.
 */
export function teamSvg(slugs: readonly string[], width: number, height: number, cols: number): string {
  const rows = Math.ceil(slugs.length / cols)
  const w = width / cols
  const h = height / rows
  const tiles = slugs.map((slug, i) =>
    framedPortrait(
      slug,
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

/** One portrait as an <svg> element with the given attributes (size and place), drawn in 480 × 600 units. */
function framedPortrait(slug: string, attributes: string): string {
  const rng = rngFor(`portrait-${slug}`)
  const [light, shade] = rng.pick(BACKDROPS)
  const avatar = createAvatar(notionists, {
    seed: slug,
    ...PROFESSIONAL,
    glassesProbability: 22,
    beardProbability: 14,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString()
  // the drawing is square with a margin: scaled up and anchored at the bottom it fills the 4:5 frame
  const size = 640
  const x = (PORTRAIT_WIDTH - size) / 2 + rng.int(-12, 12)
  const y = PORTRAIT_HEIGHT - size + 24
  const figure = avatar.replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
  const cx = rng.int(140, 340)
  return `<svg ${attributes} viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="${light}"/>
<circle cx="${cx}" cy="${rng.int(150, 230)}" r="${rng.int(170, 230)}" fill="${shade}" opacity="0.7"/>
<rect y="${PORTRAIT_HEIGHT - 6}" width="${PORTRAIT_WIDTH}" height="6" fill="#0b2545"/>
${figure}
</svg>`
}
