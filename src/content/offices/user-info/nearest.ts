import type { LatLng } from './time-zones'

const EARTH_RADIUS_KM = 6371
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The `count` places closest to `from`; places without coordinates never qualify. */
export function nearest<T extends { lat: number | null; lng: number | null }>(
  places: readonly T[],
  from: LatLng,
  count: number,
): T[] {
  return places
    .filter((p) => p.lat !== null && p.lng !== null)
    .map((p) => ({ p, d: distanceKm(from, { lat: p.lat!, lng: p.lng! }) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, count)
    .map((x) => x.p)
}
