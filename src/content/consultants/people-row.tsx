import type { ReactNode } from 'react'
import { ConsultantCards, type ConsultantCardData } from '@/components/cards/consultant-card'
import { SectionHead } from '@/components/section-head'
import { consultantPaths } from './paths'
import { officePaths } from '@/content/offices/paths'

type Props = {
  /** The heading's id, unique on the page: the section is named by its heading. */
  id: string
  heading: string
  intro?: string
  people: ConsultantCardData[]
  /** Where to meet the rest: the consultant finder, filtered where a filter fits. */
  more?: { href: string; label: string }
  /** Off where the page is the office's own. */
  showOffice?: boolean
  /** A tile in the cells a short row leaves empty on a wide screen (two people in a row of four). */
  closing?: ReactNode
}

/**
 * A page's few people: a heading, their cards (portrait, name, role, office) and a link to the rest.
 * Nothing at all when there is no one to show, so a page never carries an empty section.
 */
export function PeopleRow({ id, heading, intro, people, more, showOffice = true, closing }: Props) {
  if (!people.length) return null
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <SectionHead id={id} heading={heading} intro={intro} more={more} />
      <ConsultantCards
        consultants={people}
        layout="row"
        showOffice={showOffice}
        closing={closing}
        profileHref={consultantPaths.consultant}
        officeHref={officePaths.office}
      />
    </section>
  )
}
