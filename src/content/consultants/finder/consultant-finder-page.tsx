import type { Metadata } from 'next'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb'
import { ListingPagination, parsePageParam } from '@/components/pagination'
import { activeFilterCount, finderQuery, parseFinderFilters, resultSummary } from '@/content/consultants/finder/filters'
import { FinderForm } from '@/content/consultants/finder/finder-form.client'
import { finderOptionsHtml } from '@/content/consultants/finder/options-html'
import {
  CONSULTANTS_PER_PAGE,
  getConsultantFinderOptions,
  getConsultantsPage,
} from '@/content/consultants/consultants-list.server'
import { getPageByPath } from '@/content/pages/pages.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { consultantPaths } from '@/content/consultants/paths'
import { officePaths } from '@/content/offices/paths'
import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { ConsultantCards } from '@/components/cards/consultant-card'
import { ChevronGlyph } from '@/components/header-icons'
import { isDraft } from '@/lib/cached-read'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page)
  const cms = await getPageByPath('consultant', { draft: await isDraft() })
  const title = cms?.meta?.title || cms?.title || PEOPLE_TITLE
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: cms?.meta?.description || cms?.intro,
    path: consultantPaths.consultants,
  })
}

/** The consultant finder: filter by office, region, industry, function and name; 24 a page in name order. */
async function ConsultantListPage({ searchParams }: Props) {
  const params = await searchParams
  const page = parsePageParam(params.page)
  const draft = await isDraft()
  const [cms, options] = await Promise.all([getPageByPath('consultant', { draft }), getConsultantFinderOptions()])
  const filters = parseFinderFilters(params, options)
  const list = await getConsultantsPage(page, { ...filters.ids, q: filters.q || undefined })
  if (page > list.totalPages) notFound()
  const site = siteConfig()
  const title = cms?.title || PEOPLE_TITLE
  const active = activeFilterCount(filters)
  return (
    <article>
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={page > 1 ? [{ title, link: consultantPaths.consultants }, { title: `Page ${page}` }] : [{ title }]}
      />
      <header className="mx-auto max-w-7xl px-4 pt-6 pb-4 md:pt-10">
        <h1 className="text-4xl font-bold">{title}</h1>
        {cms?.intro ? <p className="mt-3 max-w-3xl text-muted md:mt-4 md:text-lg">{cms.intro}</p> : null}
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {/* On a phone the filters fold under one button so the first people show in the first screen; the
            form is the disclosure's sibling (peer-open) so that from the tablet width up it stands open
            whatever the button's state, with no script. */}
        <div className="mb-4 rounded bg-sand md:mb-8 md:p-6">
          <details className="group/filters peer md:hidden">
            <summary
              aria-controls="finder-filters"
              className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-brand [&::-webkit-details-marker]:hidden"
            >
              Filter consultants{' '}
              {active > 0 ? (
                <span className="rounded-full bg-brand px-2 text-sm text-white">{active} active</span>
              ) : null}
              <ChevronGlyph className="ml-auto size-5 shrink-0 transition-transform group-open/filters:rotate-180" />
            </summary>
          </details>
          <div id="finder-filters" className="hidden px-4 pt-2 pb-5 peer-open:block md:block md:p-0">
            <FinderForm
              action={consultantPaths.consultants}
              optionsHtml={finderOptionsHtml(options, filters.slugs)}
              current={filters.slugs}
              q={filters.q}
            />
          </div>
        </div>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 md:mb-6">
          <p role="status" className="font-semibold">
            {resultSummary(list.totalDocs, page, CONSULTANTS_PER_PAGE)}
          </p>
          {active > 0 ? (
            <Link
              href={consultantPaths.consultants}
              className="inline-flex min-h-11 items-center text-brand-accent underline"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
        <section aria-labelledby="consultant-list-heading">
          <h2 id="consultant-list-heading" className="sr-only">
            Consultants, page {page} of {list.totalPages}
          </h2>
          {list.docs.length ? (
            <ConsultantCards
              consultants={list.docs}
              profileHref={consultantPaths.consultant}
              officeHref={officePaths.office}
            />
          ) : (
            <div className="rounded border border-dashed border-black/20 p-8 text-center">
              <p className="text-lg">No consultant matches these filters.</p>
              <p className="mt-2">
                Try fewer filters, or{' '}
                <Link href={consultantPaths.consultants} className="text-brand-accent underline">
                  see all consultants
                </Link>
                .
              </p>
            </div>
          )}
        </section>
        <ListingPagination
          label="Consultant list pages"
          basePath={consultantPaths.consultants}
          query={finderQuery(filters)}
          totalItems={list.totalDocs}
          itemsPerPage={CONSULTANTS_PER_PAGE}
          currentPage={page}
        />
      </div>
    </article>
  )
}

/** The route of /consultant: what its route file under src/app exports. */
export function consultantListRoute() {
  return { generateMetadata, ConsultantListPage }
}
