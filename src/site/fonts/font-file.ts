import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** What the font tests read of a font file. */
export type FontFile = {
  variationAxes: Record<string, { min: number; max: number }>
  'OS/2': { usWeightClass: number }
  availableFeatures: string[]
}

// next/font's own font reader: the files as the build sees them (for the font tests)
const fontkit = (require('next/dist/compiled/@next/font/dist/fontkit') as { default: (b: Buffer) => FontFile }).default

/** One of the site's font files (`inter-latin.woff2`, `playfair-display-latin.woff2`), as bytes and as read by next/font. */
export function fontFile(name: string): { bytes: Buffer; font: FontFile } {
  const bytes = readFileSync(path.join(import.meta.dirname, name))
  return { bytes, font: fontkit(bytes) }
}
