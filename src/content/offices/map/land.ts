import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import land110m from 'world-atlas/land-110m.json'
import land50m from 'world-atlas/land-50m.json'
import { projectRing, splitAtAntimeridian, type LandRing } from './draw'
import type { Point } from './projection'

/** The atlas's scales: 1:110m for the whole world, 1:50m for a city's neighbourhood. */
export type LandDetail = 'world' | 'local'

const TOPOLOGIES: Record<LandDetail, unknown> = { world: land110m, local: land50m }

/** Below this latitude lies only Antarctica, which no office map shows. */
const SOUTHERNMOST = -60

const cache = new Map<LandDetail, LandRing[]>()

/**
 * The atlas's land as projected rings with their bounds: Natural Earth's land (public domain),
 * as TopoJSON from the world-atlas package, decoded with topojson-client. Decoded once per process.
 */
export function landRings(detail: LandDetail): LandRing[] {
  const known = cache.get(detail)
  if (known) return known
  // the JSON module's inferred type is only its literal shape; the package documents it as TopoJSON
  const topology = TOPOLOGIES[detail] as Topology<{ land: GeometryCollection }>
  const land = feature(topology, topology.objects.land)
  const rings: LandRing[] = []
  for (const f of land.features) {
    const geometry = f.geometry
    const polygons =
      geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : geometry.type === 'Polygon'
          ? [geometry.coordinates]
          : []
    for (const polygon of polygons) {
      // holes (lakes) are left out: at these scales the land reads better whole
      const outer = polygon[0]
      if (!outer) continue
      for (const degrees of splitAtAntimeridian(outer.map(([lng, lat]): Point => [lng!, lat!]))) {
        if (degrees.some(([, lat]) => lat > SOUTHERNMOST)) rings.push(projectRing(degrees))
      }
    }
  }
  cache.set(detail, rings)
  return rings
}
