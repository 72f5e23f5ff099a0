import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb'
import { Pagination, parsePage } from '@/components/insights/pagination'
import { getConsultantsPage } from '@/features/content/consultants-list.server'
import { getPageByPath } from '@/features/content/pages.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Office } from '@/payload-types'

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page)
  const cms = await getPageByPath('consultant')
  const title = cms?.meta?.title || cms?.title || 'Consultants'
  return buildMetadata(siteConfig(), {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: cms?.meta?.description || cms?.intro,
    path: '/consultant',
  })
}

/** Every consultant in name order, 24 a page. */
export default async function ConsultantListPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  const [cms, list] = await Promise.all([getPageByPath('consultant'), getConsultantsPage(page)])
  if (page > list.totalPages) notFound()
  const site = siteConfig()
  const title = cms?.title || 'Consultants'
  return (
    <article>
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={page > 1 ? [{ title, link: '/consultant' }, { title: `Page ${page}` }] : [{ title }]}
      />
      <header className="mx-auto max-w-7xl px-4 pb-4 pt-10">
        <h1 className="text-4xl font-bold">{title}</h1>
        {cms?.intro ? <p className="mt-4 max-w-3xl text-lg text-muted">{cms.intro}</p> : null}
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <section aria-labelledby="consultant-list-heading">
          <h2 id="consultant-list-heading" className="sr-only">
            Consultants, page {page} of {list.totalPages}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.docs.map((c) => {
              const office =
                typeof c.office === 'object' && c.office ? (c.office as Pick<Office, 'title' | 'slug'>) : null
              return (
                <li key={c.id} className="rounded border border-black/10 p-5">
                  <h3 className="text-lg font-semibold">
                    <Link href={`/consultant/${c.slug}`} className="hover:text-brand-accent">
                      {c.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted">{c.role}</p>
                  {office ? (
                    <p className="mt-2 text-sm">
                      <Link href={`/office/${office.slug}`} className="text-brand-accent underline">
                        {office.title}
                      </Link>
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
        <Pagination basePath="/consultant" page={page} totalPages={list.totalPages} label="Consultant list pages" />
      </div>
    </article>
  )
}
