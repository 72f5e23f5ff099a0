import type { Office } from '@/payload-types'
import { drawMap, type DrawnMap } from './draw'
import { frameAround, frameFittingBoth, WORLD_FRAME, type Place } from './frames'
import { landRings } from './land'

type Located = Pick<Office, 'id' | 'geo'>
type Named = Located & Pick<Office, 'city'>

/** An office's coordinates when an editor has given both. */
export function placeOf(office: Located): Place | null {
  const lat = office.geo?.lat
  const lng = office.geo?.lng
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
}

function markersOf(offices: readonly Located[]) {
  return offices.flatMap((o) => {
    const place = placeOf(o)
    return place ? [{ key: String(o.id), ...place }] : []
  })
}

const TONES = {
  // on the sand background of the office list
  light: { sea: null, land: 'fill-brand/15', dot: 'fill-brand stroke-sand', focus: 'fill-brand stroke-sand' },
  // on the navy band of an office's or a region's header
  dark: {
    sea: 'fill-white/5',
    land: 'fill-white/20 stroke-white/45',
    dot: 'fill-white/80 stroke-brand',
    focus: 'fill-white stroke-brand',
  },
}

/**
 * A drawn map as inline SVG: land in one path, a dot per office, the focused one ringed. It is one
 * picture with a label (`role="img"`); the offices it shows are listed in the page as links.
 */
function MapSvg({
  map,
  label,
  tone,
  focus,
  dotRadius,
  className,
  slice = false,
}: {
  map: DrawnMap
  label: string
  tone: keyof typeof TONES
  focus?: { key: string; name: string }
  dotRadius: number
  className?: string
  slice?: boolean
}) {
  const colours = TONES[tone]
  const focused = focus ? map.markers.find((m) => m.key === focus.key) : undefined
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      width={map.width}
      height={map.height}
      role="img"
      aria-label={label}
      preserveAspectRatio={slice ? 'xMidYMid slice' : undefined}
      className={className}
    >
      {colours.sea ? <rect width={map.width} height={map.height} className={colours.sea} /> : null}
      <path d={map.land} className={colours.land} strokeWidth={0.75} strokeLinejoin="round" />
      {map.markers
        .filter((m) => m.key !== focused?.key)
        .map((m) => (
          <circle
            key={m.key}
            cx={m.x}
            cy={m.y}
            r={dotRadius}
            strokeWidth={dotRadius / 3}
            className={`${colours.dot} max-sm:[r:7px] max-sm:[stroke-width:2px]`}
          />
        ))}
      {focused && focus ? (
        <g>
          <circle cx={focused.x} cy={focused.y} r={dotRadius * 5} className="fill-white/15" />
          <circle cx={focused.x} cy={focused.y} r={dotRadius * 2.6} className="fill-white/25" />
          <circle
            cx={focused.x}
            cy={focused.y}
            r={dotRadius * 1.5}
            strokeWidth={dotRadius / 2}
            className={colours.focus}
          />
          {/* the city's name beside its pin, haloed in the band's colour to stay legible over land */}
          <text
            x={focused.x + dotRadius * 3.5}
            y={focused.y + dotRadius * 1.4}
            fontSize={dotRadius * 5}
            fontWeight={600}
            strokeWidth={dotRadius}
            paintOrder="stroke"
            strokeLinejoin="round"
            className="fill-white stroke-brand font-sans"
          >
            {focus.name}
          </text>
        </g>
      ) : null}
    </svg>
  )
}

/** Every office on the world map of the office list. */
export function WorldOfficeMap({ offices, label }: { offices: readonly Located[]; label: string }) {
  const map = drawMap({
    rings: landRings('world'),
    frame: WORLD_FRAME,
    width: 1000,
    markers: markersOf(offices),
    minArea: 2,
  })
  return <MapSvg map={map} label={label} tone="light" dotRadius={3.5} className="block h-auto w-full" />
}

/**
 * One office's neighbourhood for the header of its page: the city ringed, the firm's other offices
 * nearby as dots. Drawn at 4:3 and cut to its box, the city staying in the middle.
 */
export function OfficeLocatorMap({
  office,
  neighbours,
  label,
  className,
}: {
  office: Named
  neighbours: readonly Located[]
  label: string
  className?: string
}) {
  const place = placeOf(office)
  if (!place) return null
  const map = drawMap({
    rings: landRings('local'),
    frame: frameAround(place, 4 / 3),
    width: 640,
    markers: markersOf([office, ...neighbours.filter((n) => n.id !== office.id)]),
  })
  return (
    <MapSvg
      map={map}
      label={label}
      tone="dark"
      focus={{ key: String(office.id), name: office.city }}
      dotRadius={5}
      className={className}
      slice
    />
  )
}

/** The region map's shape on a phone (`aspect-[2/1]`), cut from its 4:3 drawing: the pins sit in that band. */
export const REGION_MAP_PHONE_ASPECT = 2

/** A region's offices for the header of its page, framed to hold them all at 2:1 (phone) and 4:3. */
export function RegionOfficeMap({
  offices,
  label,
  className,
}: {
  offices: readonly Located[]
  label: string
  className?: string
}) {
  const markers = markersOf(offices)
  if (markers.length === 0) return null
  const map = drawMap({
    rings: landRings('local'),
    frame: frameFittingBoth(markers, REGION_MAP_PHONE_ASPECT, 4 / 3),
    width: 640,
    markers,
  })
  return <MapSvg map={map} label={label} tone="dark" dotRadius={5} className={className} slice />
}
