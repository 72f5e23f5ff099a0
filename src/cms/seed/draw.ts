import type { View } from './city'
import type { Rng } from './random'

/**
 * What every drawn motif shares (art.ts, service-art.ts): the shape of a drawing and the marks of its
 * focus. A module of its own, so the motifs' files import it and art.ts imports them, with no cycle.
 */

/** A motif drawn at w × h; `view` is the part of it the picture's framing shows (see `artSvg`). */
export type Draw = (w: number, h: number, rng: Rng, view: View) => string

/** A coordinate as the SVG writes it: a tenth of a unit is finer than any picture's pixels. */
export const f = (n: number) => n.toFixed(1)

/**
 * How far a motif's focus (its gold element, its figures) stays from the picture's edges, as shares of
 * the width and height the framing shows: clear of the soft navy edge every picture on navy fades into.
 */
export const FOCUS_MARGIN = { x: 0.08, y: 0.1 } as const

/** The `data-focus` attribute of a motif's focus (its gold element): the box `artSvg` keeps inside the frame. */
export const focusOf = (x0: number, y0: number, x1: number, y1: number) =>
  ` data-focus="${[x0, y0, x1, y1].map(f).join(' ')}"`

/** The focus box of a circle. */
export const circleFocus = (x: number, y: number, r: number) => focusOf(x - r, y - r, x + r, y + r)

/** A value kept between two bounds (the lower one wins when they cross). */
export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi))

/** A centre moved, if need be, so a box of half-size rx × ry around it lies inside the view, clear of its edges. */
export function inView(view: View, x: number, y: number, rx: number, ry = rx): [number, number] {
  const [mx, my] = [FOCUS_MARGIN.x * (view.x1 - view.x0), FOCUS_MARGIN.y * (view.y1 - view.y0)]
  return [clamp(x, view.x0 + mx + rx, view.x1 - mx - rx), clamp(y, view.y0 + my + ry, view.y1 - my - ry)]
}
