import Link from '@/components/link'
import { officePaths } from './paths'
import { regionPaths } from '@/content/regions/paths'
import type { Office, Region } from '@/payload-types'
import { WorldOfficeMap } from './map/office-maps'
import { TOUCH_INLINE } from '@/components/touch-target'
import { countryLine, type RegionGroup } from './office-groups'

export type DirectoryOffice = Pick<Office, 'id' | 'slug' | 'city' | 'country' | 'geo' | 'region'>
export type DirectoryGroup = RegionGroup<Pick<Region, 'id' | 'slug' | 'title'>, DirectoryOffice>

/** "1 office", "20 offices". */
export function officeCount(n: number): string {
  return `${n} ${n === 1 ? 'office' : 'offices'}`
}

/**
 * Offices as a compact list: one link per office (its city, its country once) to its page. Each
 * entry starts at the top of its row, so a city-state's name (no country line) sits level with its
 * neighbours' names.
 */
export function OfficeEntries({ offices }: { offices: readonly DirectoryOffice[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-4">
      {offices.map((o) => {
        const country = countryLine(o.city, o.country)
        return (
          <li key={o.id} className="border-b border-black/10">
            <Link
              href={officePaths.office(o.slug)}
              className="group flex min-h-14 flex-col justify-start py-2 hover:text-brand"
            >
              <span className="font-semibold group-hover:underline">{o.city}</span>
              {country ? <span className="text-sm text-muted">{country}</span> : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The office list of /international-locations: a world map of every office, a jump list to the
 * regions (plain in-page links, so it works without JavaScript), then each region's offices.
 */
export function OfficeDirectory({ groups }: { groups: readonly DirectoryGroup[] }) {
  const offices = groups.flatMap((g) => g.offices)
  const label = `World map of our ${officeCount(offices.length)}; they are listed by region below.`
  return (
    <div>
      <section aria-labelledby="office-map-heading" className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <h2 id="office-map-heading" className="sr-only">
            Our offices around the world
          </h2>
          <WorldOfficeMap offices={offices} label={label} />
          <nav aria-label="Offices by region" className="mt-6 md:mt-8">
            <ul className="flex flex-wrap gap-2">
              {groups.map(({ region, anchor, offices: inRegion }) => (
                <li key={region.id}>
                  <a
                    href={`#${anchor}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand/25 bg-white px-4 text-sm font-semibold text-brand hover:border-brand"
                  >
                    {region.title}
                    <span className="font-normal text-muted">
                      {inRegion.length}
                      <span className="sr-only"> {inRegion.length === 1 ? 'office' : 'offices'}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 md:space-y-14 md:py-14">
        {groups.map(({ region, anchor, offices: inRegion }) => (
          <section key={region.id} id={anchor} aria-labelledby={`region-${anchor}`} className="scroll-mt-24">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b-2 border-brand pb-3">
              <h2 id={`region-${anchor}`} className="text-2xl font-bold md:text-3xl">
                {region.title}
              </h2>
              <Link
                href={regionPaths.region(region.slug)}
                className={`${TOUCH_INLINE} text-sm font-semibold text-brand underline`}
              >
                {`${region.title} overview`}
              </Link>
            </div>
            <OfficeEntries offices={inRegion} />
          </section>
        ))}
      </div>
    </div>
  )
}
