import type { ReactNode } from 'react'
import { CARD_LINK } from './card-link'
import Link from '@/components/link'
import { TOUCH_INLINE } from '@/components/touch-target'
import { fillTileClass, rowFillTileClass } from '@/components/card-grid'
import { populated } from '@/lib/relation'
import type { Consultant, Media, Office } from '@/payload-types'
import { Portrait } from '@/components/cards/portrait'

/** What a card needs of a consultant: a document read at depth 1 (office and photo populated) fits. */
export type ConsultantCardData = Pick<Consultant, 'id' | 'name' | 'slug' | 'role'> & {
  photo?: number | Media | null
  office?: number | Pick<Office, 'title' | 'slug'> | null
}

/** Portrait widths of the grid below: two columns on a phone, three from 640 px, four from 1024 px. */
export const CONSULTANT_CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw'

/** Portrait widths of a people row: two columns up to 1024 px, then four. */
export const PEOPLE_ROW_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, 46vw'

/**
 * `grid`: the finder's grid (two, three, four columns). `row`: a page's few people (two or four), in
 * columns that an even count fills at every width, so no card sits alone on the last row.
 */
export type ConsultantCardsLayout = 'grid' | 'row'

const LAYOUT = {
  grid: { list: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4', sizes: CONSULTANT_CARD_SIZES },
  row: { list: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4', sizes: PEOPLE_ROW_SIZES },
} as const

/**
 * How many of `available` cards the `row` layout shows, up to `max`: an even count, because the row is
 * two columns wide on a phone (four from `lg`) and an odd last card would sit alone on its row.
 */
export function rowCount(available: number, max = Number.POSITIVE_INFINITY): number {
  const n = Math.max(0, Math.min(Math.floor(available), max))
  return n <= 1 ? n : n - (n % 2)
}

/** Where a card links: the content layer's address rules (`paths.consultant`, `paths.office`). */
export type ConsultantCardLinks = {
  profileHref: (slug: string) => string
  officeHref: (slug: string) => string
}

type CardProps = ConsultantCardLinks & {
  consultant: ConsultantCardData
  headingLevel?: 2 | 3 | 4
  /** Show the office's link under the role (off where the page is that office's). */
  showOffice?: boolean
  sizes?: string
}

/**
 * The one consultant card of the site (finder, expertise, office, region, search): a square portrait
 * (head and shoulders) or monogram, name linking to the profile, role and office. The whole card is the profile's link target.
 */
export function ConsultantCard({
  consultant: c,
  headingLevel = 3,
  showOffice = true,
  sizes = CONSULTANT_CARD_SIZES,
  profileHref,
  officeHref,
}: CardProps) {
  const Heading = `h${headingLevel}` as const
  const office = showOffice ? populated(c.office) : null
  return (
    // four rows (portrait, name, role, office) shared with the cards beside it through the list's
    // subgrid: a name that wraps grows its row across the whole row of cards, so every role and office
    // stays level with its neighbours' and a one-line name takes one line
    <article className="group relative row-span-4 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded border border-black/10 bg-white transition-shadow hover:shadow-md">
      <Portrait name={c.name} photo={c.photo} sizes={sizes} shape="square" />
      <Heading data-card-name="" className="px-4 pt-4 text-base leading-snug sm:text-lg">
        <Link href={profileHref(c.slug)} className={CARD_LINK}>
          {c.name}
        </Link>
      </Heading>
      <p className="px-4 pt-1 text-sm text-muted">{c.role}</p>
      <p className="self-end px-4 pb-1 text-sm md:pb-4 md:pt-2">
        {office ? (
          <Link
            href={officeHref(office.slug)}
            className={`relative z-10 ${TOUCH_INLINE} text-brand underline underline-offset-2`}
          >
            {office.title}
          </Link>
        ) : null}
      </p>
    </article>
  )
}

/** Consultants as a grid of cards, one list item each. */
export function ConsultantCards({
  consultants,
  headingLevel,
  showOffice,
  layout = 'grid',
  profileHref,
  officeHref,
  closing,
}: ConsultantCardLinks & {
  consultants: ConsultantCardData[]
  headingLevel?: 2 | 3 | 4
  showOffice?: boolean
  layout?: ConsultantCardsLayout
  /** A tile after the cards that fills their last row's empty cells (never a row of its own). */
  closing?: ReactNode
}) {
  return (
    <ul className={LAYOUT[layout].list}>
      {consultants.map((c) => (
        <li key={c.id} className="row-span-4 grid grid-rows-subgrid gap-y-0">
          <ConsultantCard
            consultant={c}
            headingLevel={headingLevel}
            showOffice={showOffice}
            sizes={LAYOUT[layout].sizes}
            profileHref={profileHref}
            officeHref={officeHref}
          />
        </li>
      ))}
      {closing ? (
        <li
          className={`row-span-4 ${layout === 'grid' ? fillTileClass(consultants.length) : rowFillTileClass(consultants.length)}`}
        >
          {closing}
        </li>
      ) : null}
    </ul>
  )
}
