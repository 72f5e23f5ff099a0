import Link from '@/components/link'
import { CARD_LINK } from '@/components/cards/card-link'
import { focalPosition, responsiveImage } from '@/components/responsive-image'
import { insightPaths } from './paths'
import { populated } from '@/lib/relation'
import type { Insight, InsightCategory, Media } from '@/payload-types'

/** What a card needs of an insight: a teaser read at depth 1 (category and picture populated) fits. */
export type InsightCardData = Pick<Insight, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'pinnedPath'> & {
  category?: number | InsightCategory | null
  heroImage?: number | Media | null
}

/** The fields a card reads: the `select` of every insight read that feeds cards (at depth 1). */
export const INSIGHT_CARD_SELECT = {
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  category: true,
  pinnedPath: true,
  heroImage: true,
} as const

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** Card pictures in the three-column grid below. */
export const INSIGHT_CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 32vw, 100vw'
/** Card pictures of a grid of one or two: half the row from 640 px, beside the text (two fifths of the card) from 1024 px. */
const PAIR_CARD_SIZES = '(min-width: 1280px) 260px, (min-width: 1024px) 21vw, (min-width: 640px) 48vw, 100vw'
/** The featured insight's picture: half the page from 768 px. */
const FEATURED_SIZES = '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'

/**
 * An insight's 16:9 picture; without one, a navy panel with the category's name, so every card keeps
 * the same shape and no layout shifts while pictures load.
 */
function InsightPicture({ insight, sizes, beside }: { insight: InsightCardData; sizes: string; beside: boolean }) {
  const img = responsiveImage(insight.heroImage, { sizes, fallbackWidth: 1200, fallbackHeight: 675 })
  // beside the text, the 16:9 picture is a framed thumbnail in the card's padding (the card grows with its text)
  const frame = `relative block aspect-video w-full overflow-hidden bg-brand ${beside ? 'lg:w-2/5 lg:shrink-0 lg:rounded-sm' : ''}`
  if (img) {
    return (
      <span className={frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's getImageProps */}
        <img
          {...img}
          alt={img.alt}
          decoding="async"
          style={{ objectPosition: focalPosition(insight.heroImage) }}
          className="absolute inset-0 block h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </span>
    )
  }
  const category = populated(insight.category)
  return (
    <span role="img" aria-label={insight.title} className={`${frame} flex items-end p-5`}>
      <span aria-hidden="true" className="font-serif text-2xl font-bold text-white/80">
        {category?.title ?? 'Insight'}
      </span>
    </span>
  )
}

function Meta({ insight }: { insight: InsightCardData }) {
  const category = populated(insight.category)
  return category ? <p className="text-xs eyebrow text-muted">{category.title}</p> : null
}

/** The insight's title as the link of the whole card (its box stretches over the card). */
function TitleLink({ insight }: { insight: InsightCardData }) {
  return (
    <Link href={insightPaths.insight(insight)} className={CARD_LINK}>
      {insight.title}
    </Link>
  )
}

/** The one insight card: 16:9 picture, category, title (the card's link), excerpt and date. */
export function InsightCard({
  insight: a,
  headingLevel = 3,
  sizes = INSIGHT_CARD_SIZES,
  showCategory = true,
  beside = false,
}: {
  insight: InsightCardData
  headingLevel?: 2 | 3
  sizes?: string
  /** Off on a category's own page, where every card would name the page's category again. */
  showCategory?: boolean
  /** The picture beside the text from `lg` (a pair of cards, each half a wide row: stacked, each stood 550 px tall). */
  beside?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded border border-black/10 bg-white transition-shadow hover:shadow-md ${beside ? 'lg:flex-row lg:items-start lg:gap-5 lg:p-5' : ''}`}
    >
      <InsightPicture insight={a} sizes={sizes} beside={beside} />
      <div className={`flex flex-1 flex-col p-5 ${beside ? 'lg:self-stretch lg:p-0' : ''}`}>
        {showCategory ? <Meta insight={a} /> : null}
        <Heading className={`${showCategory ? 'mt-2 ' : ''}text-lg leading-snug`}>
          <TitleLink insight={a} />
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{a.excerpt}</p>
        <time dateTime={a.publishedAt} className="mt-4 text-xs text-muted">
          {dateFormat.format(new Date(a.publishedAt))}
        </time>
      </div>
    </article>
  )
}

/** Insight cards in a grid, one list item each. */
export function InsightCards({
  insights,
  headingLevel = 3,
  showCategory = true,
}: {
  insights: InsightCardData[]
  headingLevel?: 2 | 3
  /** Off on a category's own page (`InsightCard`). */
  showCategory?: boolean
}) {
  const pair = insights.length <= 2
  return (
    // two articles share the row between them rather than leave a third of it empty
    <ul className={`grid gap-6 sm:grid-cols-2 ${pair ? 'lg:grid-cols-2' : 'lg:grid-cols-3'}`}>
      {insights.map((a, i) => (
        // an odd count in two columns would end on a lone card: the first spans both until three fit
        <li key={a.id} className={i === 0 && insights.length % 2 === 1 ? 'sm:col-span-2 lg:col-span-1' : undefined}>
          <InsightCard
            insight={a}
            headingLevel={headingLevel}
            sizes={pair ? PAIR_CARD_SIZES : INSIGHT_CARD_SIZES}
            showCategory={showCategory}
            beside={pair}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * The featured insight above a grid: picture and words side by side from 768 px. Its section is
 * labelled "Featured insight" for screen readers and the eye alike.
 */
export function FeaturedInsight({
  insight: a,
  id = 'featured-insight',
  headingLevel = 2,
}: {
  insight: InsightCardData
  id?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id} className="mb-10">
      <article className="group relative grid overflow-hidden rounded border border-black/10 bg-sand md:grid-cols-2">
        <InsightPicture insight={a} sizes={FEATURED_SIZES} beside={false} />
        <div className="flex flex-col justify-center p-6 md:p-10">
          <p id={id} className="text-xs eyebrow text-brand">
            Featured insight
          </p>
          <div className="mt-3">
            <Meta insight={a} />
          </div>
          <Heading className="mt-2 font-serif text-2xl font-bold leading-tight md:text-3xl">
            <TitleLink insight={a} />
          </Heading>
          <p className="mt-4 text-muted">{a.excerpt}</p>
          <p className="mt-6 text-sm font-semibold text-brand">
            <time dateTime={a.publishedAt}>{dateFormat.format(new Date(a.publishedAt))}</time>
            <span aria-hidden="true"> · Read the article →</span>
          </p>
        </div>
      </article>
    </section>
  )
}
