import Link from '@/components/link'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { ListingPagination } from '@/components/pagination'
import { insightPaths } from './paths'
import { siteConfig } from '@/lib/site-config'
import type { InsightCategory } from '@/payload-types'
import { FeaturedInsight, InsightCards, type InsightCardData } from '@/content/insights/insight-card'

type Teaser = InsightCardData
type Category = Pick<InsightCategory, 'id' | 'title' | 'slug'>

type Props = {
  title: string
  intro?: string | null
  crumbs: Crumb[]
  categories: Category[]
  /** Slug of the category shown, or null for all insights. */
  current: string | null
  insights: Teaser[]
  /** Shown large above the category filter and the grid (page 1 of all insights). */
  featured?: Teaser | null
  page: number
  totalPages: number
  totalItems: number
  itemsPerPage: number
  basePath: string
}

/** A page of insight teasers with the category filter and pagination (/insights and /insights/{category}). */
export function InsightsListing({
  title,
  intro,
  crumbs,
  categories,
  current,
  insights,
  featured,
  page,
  totalPages,
  totalItems,
  itemsPerPage,
  basePath,
}: Props) {
  const site = siteConfig()
  const filter = (active: boolean) =>
    `inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm ${
      active
        ? // the row opens scrolled to the page's own chip (a later category's sat cut at the screen's edge)
          'border-brand bg-brand text-white scroll-mx-12 [scroll-initial-target:nearest]'
        : 'border-black/20 hover:text-brand-accent'
    }`
  return (
    <article>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={crumbs} />
      <header className="mx-auto max-w-7xl px-4 pb-4 pt-10">
        <h1 className="text-4xl font-bold">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-muted">{intro}</p> : null}
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {featured ? <FeaturedInsight insight={featured} /> : null}
        {/* one row that scrolls sideways on a phone (no scrollbar to take room, a fade at the edge where
            more hides), wrapping from 640 px; the padding keeps the focus ring inside the scrolling box */}
        <nav aria-label="Insight categories" className="mb-8">
          <ul
            data-chip-row=""
            className="edge-fade -m-1 flex gap-2 overflow-x-auto overscroll-x-contain p-1 [scrollbar-width:none] sm:flex-wrap [&::-webkit-scrollbar]:hidden sm:overflow-visible [&>li]:shrink-0"
          >
            <li>
              <Link
                href={insightPaths.insights}
                className={filter(current === null)}
                aria-current={current === null ? 'page' : undefined}
              >
                All insights
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={insightPaths.insightCategory(c.slug)}
                  className={filter(current === c.slug)}
                  aria-current={current === c.slug ? 'page' : undefined}
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="insights-list-heading">
          <h2 id="insights-list-heading" className="sr-only">
            Articles, page {page} of {totalPages}
          </h2>
          {insights.length ? (
            <InsightCards insights={insights} showCategory={current === null} />
          ) : (
            <p className="text-muted">No articles here yet: please come back soon.</p>
          )}
        </section>
        <ListingPagination
          label={`${title} pages`}
          basePath={basePath}
          totalItems={totalItems}
          itemsPerPage={itemsPerPage}
          currentPage={page}
        />
      </div>
    </article>
  )
}
