import Link from '@/components/link'
import { NearestOffices } from './nearest-offices.client'
import { getOfficeLocations, NEAREST_COUNT, OFFICE_LOCATIONS_URL } from '../office-locations.server'
import { officePaths } from '@/content/offices/paths'

/** The default layout's user-info module: a contact call to action with the visitor's nearest offices. */
export async function UserInfoModule() {
  const { offices, defaults } = await getOfficeLocations()
  return (
    <section aria-labelledby="user-info-heading" className="bg-sand">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="user-info-heading" className="text-2xl font-bold md:text-3xl">
            Talk to a consultant near you
          </h2>
          <p className="mt-4 text-muted">
            Whether you are hiring a leader, building a board or planning your next move, our local teams are ready to
            help.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href="/contact-us"
              className="inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
            >
              Contact us
            </Link>
            <Link
              href={officePaths.offices}
              className="inline-flex min-h-11 items-center rounded border border-brand px-6 font-semibold text-brand hover:bg-white"
            >
              All {offices.length} offices
            </Link>
          </div>
        </div>
        <NearestOffices
          defaults={defaults.flatMap((id) => offices.filter((o) => o.id === id))}
          count={NEAREST_COUNT}
          source={OFFICE_LOCATIONS_URL}
        />
      </div>
    </section>
  )
}
