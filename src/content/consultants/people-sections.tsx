import type { ReactNode } from 'react'
import { consultantPaths } from './paths'
import { officePaths } from '@/content/offices/paths'
import { getLeadingConsultants, getSeniorPeople } from './consultants-list.server'
import { firstOfEachGroup, rotatingPick, rowSize } from './people-pick'
import { PeopleRow } from './people-row'

/**
 * The people rows of pages whose own modules sit below this one (services, CMS pages): their routes
 * take the row as a slot, so the services and pages modules never read consultants themselves.
 */

const ROW = 4

const ALL_PEOPLE = { en: 'All our consultants', fr: 'Tous nos consultants' } as const

/**
 * A service page's people. Consultants are not linked to services in the CMS, so the row shows senior
 * people (most senior first), a different window of them for each place in the services' order, the
 * English and French twins (which share that place) alike.
 */
export async function ServicePeople({ order, language }: { order: number | null | undefined; language: 'en' | 'fr' }) {
  const senior = await getSeniorPeople()
  // orders count from 1 in the editors' list, so the first service opens with the firm's leaders
  const people = rotatingPick(senior, Math.max(0, (order ?? 0) - 1), rowSize(senior.length, ROW))
  return (
    <PeopleRow
      id="service-people"
      heading={language === 'fr' ? 'Les consultants qui mènent ces missions' : 'Who leads this work'}
      people={people}
      more={{ href: consultantPaths.consultants, label: ALL_PEOPLE[language] }}
    />
  )
}

/** The firm's leaders (the managing partner and practice leaders) under a heading of the page's own. */
async function LeadersRow({ id, heading }: { id: string; heading: string }) {
  const leaders = await getLeadingConsultants(ROW)
  return (
    <PeopleRow
      id={id}
      heading={heading}
      people={leaders.slice(0, rowSize(leaders.length, ROW))}
      more={{ href: consultantPaths.consultants, label: ALL_PEOPLE.en }}
    />
  )
}

/** The services index: the firm's leaders. */
export function ServicesLeaders() {
  return <LeadersRow id="services-people" heading="The partners behind our services" />
}

/** The About page: the leadership team. */
function LeadershipTeam() {
  return <LeadersRow id="leadership-team" heading="Our leadership team" />
}

/** The contact page: the most senior consultant of each region, most senior first (a static page, one list for everyone). */
async function RegionalContacts() {
  const regional = firstOfEachGroup(await getSeniorPeople(), (p) =>
    typeof p.region === 'object' ? p.region?.id : p.region,
  )
  return (
    <PeopleRow
      id="contact-people"
      heading="Talk to one of our regional leaders"
      people={regional.slice(0, rowSize(regional.length, ROW))}
      more={{ href: officePaths.offices, label: 'Find your nearest office' }}
    />
  )
}

/** CMS pages (by path) that introduce people, and whom. */
const CMS_PAGE_PEOPLE: Readonly<Record<string, () => ReactNode>> = {
  about: () => <LeadershipTeam />,
  'contact-us': () => <RegionalContacts />,
}

/** The people row of the CMS page at `path`, if it has one. */
export function cmsPagePeople(path: string): ReactNode {
  return CMS_PAGE_PEOPLE[path]?.() ?? null
}
