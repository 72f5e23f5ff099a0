import { ConsultantCards } from '@/components/cards/consultant-card'
import { SectionHead } from '@/components/section-head'
import { getSeniorPeople } from '@/content/consultants/consultants-list.server'
import { firstOfEachGroup, inStableTurn, regionOf, rowSize } from '@/content/consultants/people-pick'
import { consultantPaths } from '@/content/consultants/paths'
import { officePaths } from '@/content/offices/paths'

/**
 * The home page's people: a partner of each of four regions (in a fixed turn, not the alphabet's),
 * each with their card, and the way to all of them. The firm's leadership team is About's; the regions' most senior people are Contact's.
 */
export async function PeopleSection() {
  const partners = inStableTurn((await getSeniorPeople()).filter((p) => p.role === 'Partner'))
  const regional = firstOfEachGroup(partners, regionOf)
  const people = regional.slice(0, rowSize(regional.length, 4))
  if (!people.length) return null
  return (
    <section aria-labelledby="home-people" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHead
        id="home-people"
        heading="Meet our consultants"
        intro="Consultants who have spent their careers in the markets they advise on."
        more={{ href: consultantPaths.consultants, label: 'All our people' }}
      />
      <ConsultantCards
        consultants={people}
        layout="row"
        profileHref={consultantPaths.consultant}
        officeHref={officePaths.office}
      />
    </section>
  )
}
