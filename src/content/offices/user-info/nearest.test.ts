import { describe, expect, it } from 'vitest'
import { distanceKm, nearest } from './nearest'
import { locationForTimeZone } from './time-zones'

const offices = [
  { city: 'London', lat: 51.5074, lng: -0.1278 },
  { city: 'Paris', lat: 48.8566, lng: 2.3522 },
  { city: 'New York', lat: 40.7128, lng: -74.006 },
  { city: 'Boston', lat: 42.3601, lng: -71.0589 },
  { city: 'Singapore', lat: 1.3521, lng: 103.8198 },
  { city: 'Sydney', lat: -33.8688, lng: 151.2093 },
  { city: 'Nowhere', lat: null, lng: null },
]

const cities = (zone: string, n = 2) => nearest(offices, locationForTimeZone(zone)!, n).map((o) => o.city)

describe('nearest offices from the time zone', () => {
  it('measures great-circle distances', () => {
    expect(Math.round(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }))).toBe(344)
  })
  it('maps zones with an office to that city', () => {
    expect(cities('Europe/London')).toEqual(['London', 'Paris'])
    expect(cities('America/New_York')).toEqual(['New York', 'Boston'])
    expect(cities('Australia/Sydney', 1)).toEqual(['Sydney'])
  })
  it('falls back to the continent for other zones', () => {
    expect(cities('Europe/Helsinki', 1)).not.toEqual(['New York'])
    expect(cities('Asia/Ho_Chi_Minh', 1)).toEqual(['Singapore'])
    expect(cities('America/Denver', 1)).toEqual(['New York'])
  })
  it('knows nothing of unknown or missing zones', () => {
    expect(locationForTimeZone('UTC')).toBeNull()
    expect(locationForTimeZone('')).toBeNull()
    expect(locationForTimeZone(undefined)).toBeNull()
  })
  it('skips places without coordinates', () => {
    expect(nearest(offices, { lat: 0, lng: 0 }, 10)).toHaveLength(6)
  })
})
