import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import type { PagePeople } from '@/content/pages/page-view'
import { consultantPaths } from './paths'
import { officePaths } from '@/content/offices/paths'
import { getLeadingConsultants, getSeniorPeople } from './consultants-list.server'
import { firstOfEachGroup, inStableTurn, regionOf, rotatingGroupPick, rowSize } from './people-pick'
import { PeopleRow } from './people-row'
import { ClosingTile } from '@/components/cards/closing-tile'
import { ClosingTileFaces } from './tile-faces'
import type { Consultant } from '@/payload-types'

/**
 * The people rows of pages whose own modules sit below this one (services, CMS pages): their routes
 * take the row as a slot, so the services and pages modules never read consultants themselves.
 */

const ROW = 4

const ALL_PEOPLE = { en: 'All our consultants', fr: 'Tous nos consultants' } as const

/**
 * A service page's people: those its editors chose (the service's `leads`, in their order), or else
 * partners of different regions, a different set for each place in the services' order (the English
 * and French twins, which share that place, alike), never the partner of a region the home page
 * introduces (`rotatingGroupPick`).
 */
export async function ServicePeople({
  order,
  language,
  leads,
}: {
  order: number | null | undefined
  language: 'en' | 'fr'
  leads?: ReadonlyArray<number | { id: number }> | null
}) {
  const senior = await getSeniorPeople()
  const chosen = (leads ?? [])
    .map((lead) => senior.find((p) => p.id === (typeof lead === 'number' ? lead : lead.id)))
    .filter((p) => p !== undefined)
  // in the home page's turn, whose first partner of each region this row leaves to it
  const partners = inStableTurn(senior.filter((p) => p.role === 'Partner'))
  // orders count from 1 in the editors' list
  const people = chosen.length ? chosen : rotatingGroupPick(partners, regionOf, Math.max(0, (order ?? 1) - 1), ROW)
  return (
    <PeopleRow
      id="service-people"
      heading={language === 'fr' ? 'Les consultants qui mènent ces missions' : 'Who leads this work'}
      people={people.slice(0, rowSize(people.length, ROW))}
      more={{ href: consultantPaths.consultants, label: ALL_PEOPLE[language] }}
    />
  )
}

/** Roles of the people behind the firm's services, after its leadership team. */
const PRACTICE_ROLES: readonly string[] = [
  'Practice Leader',
  'Director, Leadership Consulting',
  'Senior Research Director',
]

/** The services index: the practice leaders and directors About's leadership team does not already show. */
export async function ServicesLeaders() {
  const [leaders, senior] = await Promise.all([getLeadingConsultants(ROW), getSeniorPeople()])
  const shown = new Set(leaders.map((p) => p.id))
  const practice = senior.filter((p) => PRACTICE_ROLES.includes(p.role ?? '') && !shown.has(p.id))
  return (
    <PeopleRow
      id="services-people"
      heading="The practice leaders behind our services"
      people={practice.slice(0, rowSize(practice.length, ROW))}
      more={{ href: consultantPaths.consultants, label: ALL_PEOPLE.en }}
    />
  )
}

/** The About page: the leadership team (the managing partner and practice leaders). */
async function LeadershipTeam() {
  const leaders = await getLeadingConsultants(ROW)
  return (
    <PeopleRow
      id="leadership-team"
      heading="Our leadership team"
      people={leaders.slice(0, rowSize(leaders.length, ROW))}
      more={{ href: consultantPaths.consultants, label: ALL_PEOPLE.en }}
    />
  )
}

/**
 * The contact page: the most senior consultant of each region, most senior first (a static page, one
 * list for everyone), after the form the visitor came for.
 */
async function RegionalContacts() {
  const senior = await getSeniorPeople()
  const regional = firstOfEachGroup(senior, regionOf)
  // every region's leader (a heading that promises the regions keeps to all of them), two rows on a
  // wide screen, the second ended by the way to the nearest office
  const people = regional.slice(0, rowSize(regional.length, REGIONS_SHOWN))
  return (
    <PeopleRow
      id="contact-people"
      heading="Talk to one of our regional leaders"
      people={people}
      more={{ href: officePaths.offices, label: 'Find your nearest office' }}
      closing={
        people.length % ROW ? (
          // the next of each region, so the tile's faces are not the row's again
          <NearestOffice
            faces={firstOfEachGroup(
              senior.filter((p) => !people.includes(p)),
              regionOf,
            ).slice(0, 5)}
          />
        ) : undefined
      }
    />
  )
}

/** How many regional leaders the contact page shows at most: one for each of the firm's regions. */
const REGIONS_SHOWN = 8

/** The tile after the regional leaders: the offices' own numbers, a page away. */
function NearestOffice({ faces }: { faces: ReadonlyArray<Pick<Consultant, 'id' | 'name' | 'slug' | 'photo'>> }) {
  return (
    <ClosingTile heading={'Closer to home?'}>
      <ClosingTileFaces people={faces} label="Some of our offices' people" />
      <p className="mt-3 text-sm text-muted">Each of our offices has its own team, address and telephone number.</p>
      <p className="mt-4">
        <Link
          href={officePaths.offices}
          className={`${TOUCH_INLINE} font-semibold text-brand-accent underline underline-offset-2`}
        >
          See every office by region
        </Link>
      </p>
    </ClosingTile>
  )
}

/** CMS pages (by path) that introduce people, whom, and where. */
const CMS_PAGE_PEOPLE: Readonly<Record<string, () => PagePeople>> = {
  about: () => ({ row: <LeadershipTeam />, place: 'before-closing' }),
  'contact-us': () => ({ row: <RegionalContacts />, place: 'after-closing' }),
}

/** The people row of the CMS page at `path`, if it has one. */
export function cmsPagePeople(path: string): PagePeople | null {
  return CMS_PAGE_PEOPLE[path]?.() ?? null
}
