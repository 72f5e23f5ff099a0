import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'

export type OfficeLocation = {
  id: number
  slug: string
  city: string
  country: string
  phone: string | null
  lat: number | null
  lng: number | null
}

/** Where the browser fetches every office's coordinates (src/app/api/v1/office-locations). */
export const OFFICE_LOCATIONS_URL = '/api/v1/office-locations'

/** How many offices the user-info module shows. */
export const NEAREST_COUNT = 3

/**
 * Every published office with its coordinates, and the default shown before (or without) the
 * browser's guess: the hub of each of the largest regions (its lowest office number).
 */
export const getOfficeLocations = cachedRead(
  async (): Promise<{ offices: OfficeLocation[]; defaults: number[] }> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'offices',
      sort: 'officeId',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { slug: true, city: true, country: true, phone: true, geo: true, region: true, officeId: true },
    })
    const byRegion = new Map<number, { hub: number; size: number }>()
    for (const o of found.docs) {
      const region = typeof o.region === 'object' ? o.region.id : o.region
      const entry = byRegion.get(region)
      if (entry) entry.size += 1
      else byRegion.set(region, { hub: o.id, size: 1 })
    }
    const defaults = [...byRegion.values()]
      .sort((a, b) => b.size - a.size)
      .slice(0, NEAREST_COUNT)
      .map((r) => r.hub)
    const offices = found.docs.map((o) => ({
      id: o.id,
      slug: o.slug,
      city: o.city,
      country: o.country,
      phone: o.phone ?? null,
      lat: o.geo?.lat ?? null,
      lng: o.geo?.lng ?? null,
    }))
    return { offices, defaults }
  },
  { key: 'office-locations', tags: ['offices'] },
)
