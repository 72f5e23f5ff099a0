import sharp from 'sharp'
import { byAlt, type DocId, type SeedContext } from './context'
import { rngFor, type Rng } from './random'

/**
 * Demo images, drawn locally as SVG (gradients and shapes, no text so no fonts are needed) and
 * encoded to WebP with sharp. No network. A small fixed pool is shared by all documents.
 */
type ImageSpec = { key: string; alt: string; name: string; width: number; height: number; svg: () => string }

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#0b2545', '#13315c', '#8da9c4'],
  ['#0f4c5c', '#2a9d8f', '#e9c46a'],
  ['#3d1e6d', '#8c4dc7', '#f2d0a4'],
  ['#1b4332', '#40916c', '#d8f3dc'],
  ['#5a189a', '#c77dff', '#ffd6a5'],
  ['#7f1d1d', '#c2410c', '#fde68a'],
  ['#1e3a8a', '#3b82f6', '#dbeafe'],
  ['#334155', '#64748b', '#e2e8f0'],
  ['#064e3b', '#0d9488', '#ccfbf1'],
  ['#4a044e', '#a21caf', '#fae8ff'],
]

const PALETTE_NAMES = [
  'navy',
  'teal and gold',
  'violet',
  'forest green',
  'purple and peach',
  'rust and amber',
  'royal blue',
  'slate grey',
  'emerald',
  'magenta',
]

function gradient(id: string, from: string, to: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180
  const x2 = (50 + Math.cos(rad) * 50).toFixed(1)
  const y2 = (50 + Math.sin(rad) * 50).toFixed(1)
  const x1 = (100 - Number(x2)).toFixed(1)
  const y1 = (100 - Number(y2)).toFixed(1)
  return `<linearGradient id="${id}" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/** Head-and-shoulders silhouette on a gradient: a neutral portrait placeholder. */
function avatarSvg(palette: readonly [string, string, string], rng: Rng): string {
  const [dark, mid, light] = palette
  const angle = rng.int(100, 170)
  const headY = rng.int(120, 132)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<defs>${gradient('bg', mid, dark, angle)}</defs>
<rect width="320" height="320" fill="url(#bg)"/>
<circle cx="${rng.int(40, 280)}" cy="${rng.int(30, 90)}" r="${rng.int(40, 90)}" fill="${light}" opacity="0.12"/>
<circle cx="160" cy="${headY}" r="58" fill="${light}" opacity="0.92"/>
<path d="M40 320 C 48 ${headY + 95}, 100 ${headY + 70}, 160 ${headY + 70} C 220 ${headY + 70}, 272 ${headY + 95}, 280 320 Z" fill="${light}" opacity="0.92"/>
</svg>`
}

/** Abstract article art: gradient field with translucent circles, bands and a fine grid. */
function abstractSvg(width: number, height: number, palette: readonly [string, string, string], rng: Rng): string {
  const [dark, mid, light] = palette
  const shapes: string[] = []
  for (let i = 0; i < 6; i += 1) {
    const r = rng.int(Math.round(height * 0.12), Math.round(height * 0.45))
    shapes.push(
      `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${rng.pick([light, mid, '#ffffff'])}" opacity="${(0.08 + rng.next() * 0.18).toFixed(2)}"/>`,
    )
  }
  for (let i = 0; i < 3; i += 1) {
    const y = rng.int(0, height)
    shapes.push(
      `<rect x="-100" y="${y}" width="${width + 200}" height="${rng.int(18, 60)}" fill="${light}" opacity="${(0.06 + rng.next() * 0.1).toFixed(2)}" transform="rotate(${rng.int(-18, 18)} ${width / 2} ${y})"/>`,
    )
  }
  const step = 40
  const grid: string[] = []
  for (let x = step; x < width; x += step) grid.push(`M${x} 0V${height}`)
  for (let y = step; y < height; y += step) grid.push(`M0 ${y}H${width}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', dark, mid, rng.int(20, 160))}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<path d="${grid.join('')}" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>
${shapes.join('\n')}
</svg>`
}

/** Skyline of bars rising to the right: used for the home carousel (growth, leadership). */
function skylineSvg(width: number, height: number, palette: readonly [string, string, string], rng: Rng): string {
  const [dark, mid, light] = palette
  const bars: string[] = []
  const count = 18
  const barW = width / count
  for (let i = 0; i < count; i += 1) {
    const h = Math.round(height * (0.15 + (i / count) * 0.55 + rng.next() * 0.12))
    bars.push(
      `<rect x="${(i * barW + 4).toFixed(1)}" y="${height - h}" width="${(barW - 8).toFixed(1)}" height="${h}" fill="${light}" opacity="${(0.1 + (i / count) * 0.25).toFixed(2)}"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', dark, mid, 160)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.14)}" fill="${light}" opacity="0.35"/>
${bars.join('\n')}
</svg>`
}

/** A play symbol over soft rings: webinar art. */
function webinarSvg(width: number, height: number, palette: readonly [string, string, string], rng: Rng): string {
  const [dark, mid, light] = palette
  const cx = width / 2
  const cy = height / 2
  const rings = [0.18, 0.28, 0.4, 0.55].map(
    (f) =>
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(height * f)}" fill="none" stroke="${light}" stroke-opacity="${(0.15 + rng.next() * 0.15).toFixed(2)}" stroke-width="${rng.int(2, 6)}"/>`,
  )
  const s = Math.round(height * 0.1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', dark, mid, rng.int(30, 150))}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${rings.join('\n')}
<path d="M${cx - s * 0.7} ${cy - s} L${cx + s} ${cy} L${cx - s * 0.7} ${cy + s} Z" fill="${light}" opacity="0.9"/>
</svg>`
}

export const AVATAR_COUNT = 20
export const HEROES_PER_CATEGORY = 2

function palette(i: number): readonly [string, string, string] {
  return PALETTES[i % PALETTES.length] as readonly [string, string, string]
}
function paletteName(i: number): string {
  return PALETTE_NAMES[i % PALETTE_NAMES.length] as string
}

/** The full, fixed list of demo images (about 40). */
export function imageSpecs(categories: ReadonlyArray<{ slug: string; title: string }>): ImageSpec[] {
  const specs: ImageSpec[] = []
  for (let i = 0; i < AVATAR_COUNT; i += 1) {
    const rng = rngFor(`avatar-${i}`)
    specs.push({
      key: `avatar-${i}`,
      alt: `Portrait placeholder: a head-and-shoulders silhouette on a ${paletteName(i)} background (${i + 1})`,
      name: `consultant-portrait-${String(i + 1).padStart(2, '0')}.webp`,
      width: 320,
      height: 320,
      svg: () => avatarSvg(palette(i), rng),
    })
  }
  categories.forEach((c, ci) => {
    for (let v = 0; v < HEROES_PER_CATEGORY; v += 1) {
      const p = ci * HEROES_PER_CATEGORY + v
      const rng = rngFor(`hero-${c.slug}-${v}`)
      specs.push({
        key: `hero-${c.slug}-${v}`,
        alt: `Abstract ${paletteName(p)} artwork of overlapping circles and bands illustrating ${c.title} (${v + 1})`,
        name: `insight-${c.slug}-${v + 1}.webp`,
        width: 1200,
        height: 630,
        svg: () => abstractSvg(1200, 630, palette(p), rng),
      })
    }
  })
  const slides = ['leaders', 'boards', 'growth']
  slides.forEach((s, i) => {
    const rng = rngFor(`carousel-${s}`)
    specs.push({
      key: `carousel-${s}`,
      alt: `Rising ${paletteName(i + 3)} bars against a gradient sky, symbolising ${s === 'leaders' ? 'leadership' : s === 'boards' ? 'board effectiveness' : 'growth'}`,
      name: `home-slide-${s}.webp`,
      width: 1600,
      height: 900,
      svg: () => skylineSvg(1600, 900, palette(i + 3), rng),
    })
  })
  for (let i = 0; i < 3; i += 1) {
    const rng = rngFor(`webinar-${i}`)
    specs.push({
      key: `webinar-${i}`,
      alt: `Play symbol within concentric rings on a ${paletteName(i + 5)} gradient, marking a webinar (${i + 1})`,
      name: `webinar-${i + 1}.webp`,
      width: 1200,
      height: 630,
      svg: () => webinarSvg(1200, 630, palette(i + 5), rng),
    })
  }
  for (let i = 0; i < 4; i += 1) {
    const rng = rngFor(`page-${i}`)
    specs.push({
      key: `page-${i}`,
      alt: `Abstract ${paletteName(i + 1)} page banner with soft geometric shapes (${i + 1})`,
      name: `page-banner-${i + 1}.webp`,
      width: 1600,
      height: 600,
      svg: () => abstractSvg(1600, 600, palette(i + 1), rng),
    })
  }
  return specs
}

/** Creates the images that do not exist yet (matched by alt text); returns key → media id. */
export async function seedImages(
  ctx: SeedContext,
  categories: ReadonlyArray<{ slug: string; title: string }>,
): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  for (const spec of imageSpecs(categories)) {
    const id = await ctx.ensure('media', spec.alt, byAlt, () => ({ alt: spec.alt }), {
      file: await lazyFile(ctx, spec),
    })
    ids.set(spec.key, id)
  }
  return ids
}

/** Renders the image only when it will actually be uploaded. */
async function lazyFile(
  ctx: SeedContext,
  spec: ImageSpec,
): Promise<{ data: Buffer; mimetype: string; name: string; size: number } | undefined> {
  const map = await ctx.existing('media', byAlt)
  if (map.has(spec.alt)) return undefined
  const data = await sharp(Buffer.from(spec.svg())).webp({ quality: 78, effort: 2 }).toBuffer()
  return { data, mimetype: 'image/webp', name: spec.name, size: data.length }
}
