import { projectedBox } from './draw'
import { boundsOf, frameBox, naturalEarth, type Box } from './projection'

export type Place = { lng: number; lat: number }

/** The world as the office list's map shows it: every inhabited latitude, without Antarctica. */
export const WORLD_FRAME: Box = projectedBox(-180, -56, 180, 84)

/**
 * How much of the world a single office's map spans, in projection units (about 26° of longitude
 * near the equator): the city with its country and neighbours, enough to be recognised.
 */
export const LOCAL_SPAN = 0.4

/** A window of the given aspect centred on one place. */
export function frameAround(place: Place, aspect: number, span = LOCAL_SPAN): Box {
  const [x, y] = naturalEarth(place.lng, place.lat)
  return frameBox({ minX: x, minY: y, maxX: x, maxY: y }, { aspect, minWidth: span })
}

/** A window of the given aspect holding every place with a margin; the world when there is none. */
export function frameFitting(places: readonly Place[], aspect: number): Box {
  const box = boundsOf(places.map((p) => naturalEarth(p.lng, p.lat)))
  if (!box) return frameBox(WORLD_FRAME, { aspect })
  return frameBox(box, { aspect, padding: 0.15, minWidth: LOCAL_SPAN })
}

/**
 * A window of `outer` aspect whose centred band of the (wider) `inner` aspect holds every place with a
 * margin: a map drawn at `outer` and cut (`slice`) to `inner` on a phone keeps all its pins inside.
 */
export function frameFittingBoth(places: readonly Place[], inner: number, outer: number): Box {
  return frameBox(frameFitting(places, inner), { aspect: outer })
}
