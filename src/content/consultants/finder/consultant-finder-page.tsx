import type { Metadata } from 'next'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb'
import { ListingPagination, parsePageParam } from '@/components/pagination'
import { finderQuery, hasFilters, parseFinderFilters, resultSummary } from '@/content/consultants/finder/filters'
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
import { paths } from '@/content/paths'
import { ConsultantCards } from '@/content/consultants/consultant-card'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page)
  const cms = await getPageByPath('consultant')
  const title = cms?.meta?.title || cms?.title || 'Consultants'
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: cms?.meta?.description || cms?.intro,
    path: paths.consultants,
  })
}

/** The consultant finder: filter by office, region, industry, function and name; 24 a page in name order. */
export async function ConsultantListPage({ searchParams }: Props) {
  const params = await searchParams
  const page = parsePageParam(params.page)
  const [cms, options] = await Promise.all([getPageByPath('consultant'), getConsultantFinderOptions()])
  const filters = parseFinderFilters(params, options)
  const list = await getConsultantsPage(page, { ...filters.ids, q: filters.q || undefined })
  if (page > list.totalPages) notFound()
  const site = siteConfig()
  const title = cms?.title || 'Consultants'
  const filtered = hasFilters(filters)
  return (
    <article>
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={page > 1 ? [{ title, link: paths.consultants }, { title: `Page ${page}` }] : [{ title }]}
      />
      <header className="mx-auto max-w-7xl px-4 pb-4 pt-10">
        <h1 className="text-4xl font-bold">{title}</h1>
        {cms?.intro ? <p className="mt-4 max-w-3xl text-lg text-muted">{cms.intro}</p> : null}
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="mb-8 rounded bg-sand p-6">
          <FinderForm
            action={paths.consultants}
            optionsHtml={finderOptionsHtml(options, filters.slugs)}
            current={filters.slugs}
            q={filters.q}
          />
        </div>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="font-semibold">
            {resultSummary(list.totalDocs, page, CONSULTANTS_PER_PAGE)}
          </p>
          {filtered ? (
            <Link href={paths.consultants} className="inline-flex min-h-11 items-center text-brand-accent underline">
              Clear filters
            </Link>
          ) : null}
        </div>
        <section aria-labelledby="consultant-list-heading">
          <h2 id="consultant-list-heading" className="sr-only">
            Consultants, page {page} of {list.totalPages}
          </h2>
          {list.docs.length ? (
            <ConsultantCards consultants={list.docs} />
          ) : (
            <div className="rounded border border-dashed border-black/20 p-8 text-center">
              <p className="text-lg">No consultant matches these filters.</p>
              <p className="mt-2">
                Try fewer filters, or{' '}
                <Link href={paths.consultants} className="text-brand-accent underline">
                  see all consultants
                </Link>
                .
              </p>
            </div>
          )}
        </section>
        <ListingPagination
          label="Consultant list pages"
          basePath={paths.consultants}
          query={finderQuery(filters)}
          totalItems={list.totalDocs}
          itemsPerPage={CONSULTANTS_PER_PAGE}
          currentPage={page}
        />
      </div>
    </article>
  )
}
