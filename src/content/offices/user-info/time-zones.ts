/**
 * Approximate visitor locations from the browser's IANA time zone: prerendered pages cannot see
 * the visitor's address, but `Intl.DateTimeFormat().resolvedOptions().timeZone` is free, needs no
 * permission and is accurate enough to pick the nearest offices. Zones where the firm has an
 * office map to that city; any other zone falls back to a point on its continent.
 */
export type LatLng = { lat: number; lng: number }

const ZONES: Record<string, [number, number]> = {
  // Europe
  'Europe/London': [51.51, -0.13],
  'Europe/Dublin': [53.35, -6.26],
  'Europe/Lisbon': [38.72, -9.14],
  'Europe/Madrid': [40.42, -3.7],
  'Europe/Paris': [48.86, 2.35],
  'Europe/Brussels': [50.85, 4.35],
  'Europe/Amsterdam': [52.37, 4.9],
  'Europe/Berlin': [52.52, 13.4],
  'Europe/Zurich': [47.38, 8.54],
  'Europe/Rome': [41.9, 12.5],
  'Europe/Vienna': [48.21, 16.37],
  'Europe/Warsaw': [52.23, 21.01],
  'Europe/Copenhagen': [55.68, 12.57],
  'Europe/Oslo': [59.91, 10.75],
  'Europe/Stockholm': [59.33, 18.07],
  'Europe/Athens': [37.98, 23.73],
  'Europe/Istanbul': [41.01, 28.98],
  // North America
  'America/New_York': [40.71, -74.01],
  'America/Detroit': [42.33, -83.05],
  'America/Toronto': [43.65, -79.38],
  'America/Montreal': [45.5, -73.57],
  'America/Chicago': [41.88, -87.63],
  'America/Denver': [39.74, -104.99],
  'America/Phoenix': [33.45, -112.07],
  'America/Los_Angeles': [34.05, -118.24],
  'America/Vancouver': [49.28, -123.12],
  // Latin America
  'America/Mexico_City': [19.43, -99.13],
  'America/Bogota': [4.71, -74.07],
  'America/Lima': [-12.05, -77.04],
  'America/Santiago': [-33.45, -70.67],
  'America/Sao_Paulo': [-23.55, -46.63],
  'America/Argentina/Buenos_Aires': [-34.6, -58.38],
  'America/Buenos_Aires': [-34.6, -58.38],
  // Middle East
  'Asia/Dubai': [25.2, 55.27],
  'Asia/Riyadh': [24.71, 46.68],
  'Asia/Qatar': [25.29, 51.53],
  'Asia/Kuwait': [29.38, 47.98],
  'Asia/Bahrain': [26.23, 50.59],
  'Asia/Muscat': [23.59, 58.41],
  // Africa
  'Africa/Cairo': [30.04, 31.24],
  'Africa/Casablanca': [33.57, -7.59],
  'Africa/Lagos': [6.52, 3.38],
  'Africa/Accra': [5.6, -0.19],
  'Africa/Nairobi': [-1.29, 36.82],
  'Africa/Johannesburg': [-26.2, 28.05],
  // Asia Pacific
  'Asia/Kolkata': [19.08, 72.88],
  'Asia/Calcutta': [19.08, 72.88],
  'Asia/Bangkok': [13.76, 100.5],
  'Asia/Jakarta': [-6.21, 106.85],
  'Asia/Kuala_Lumpur': [3.14, 101.69],
  'Asia/Singapore': [1.35, 103.82],
  'Asia/Manila': [14.6, 120.98],
  'Asia/Hong_Kong': [22.32, 114.17],
  'Asia/Shanghai': [31.23, 121.47],
  'Asia/Seoul': [37.57, 126.98],
  'Asia/Tokyo': [35.68, 139.65],
  'Australia/Perth': [-31.95, 115.86],
  'Australia/Brisbane': [-27.47, 153.03],
  'Australia/Sydney': [-33.87, 151.21],
  'Australia/Melbourne': [-37.81, 144.96],
  'Pacific/Auckland': [-36.85, 174.76],
}

/** Where a zone's continent is roughly centred, for zones not listed above. */
const CONTINENTS: Record<string, [number, number]> = {
  Europe: [50, 10],
  Africa: [2, 20],
  Asia: [25, 90],
  Australia: [-30, 145],
  Pacific: [-20, 170],
  Indian: [-5, 70],
  Atlantic: [40, -30],
}

/** Americas zones span two regions: split at the Tropic of Cancer by the zone's own name. */
const LATIN_AMERICA =
  /^America\/(Argentina|Asuncion|Bahia|Belem|Caracas|Cordoba|Costa_Rica|El_Salvador|Fortaleza|Guatemala|Guayaquil|Havana|La_Paz|Managua|Manaus|Montevideo|Panama|Port|Puerto_Rico|Recife|Santo_Domingo|Tegucigalpa|Cancun|Merida|Monterrey|Tijuana)/

export function locationForTimeZone(zone: string | undefined | null): LatLng | null {
  if (!zone) return null
  const exact = ZONES[zone]
  if (exact) return { lat: exact[0], lng: exact[1] }
  if (zone.startsWith('America/')) return LATIN_AMERICA.test(zone) ? { lat: -10, lng: -60 } : { lat: 40, lng: -95 }
  const continent = CONTINENTS[zone.split('/', 1)[0] ?? '']
  return continent ? { lat: continent[0], lng: continent[1] } : null
}
