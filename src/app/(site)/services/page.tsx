import type { Metadata } from 'next'
import Link from '@/components/link'
import { CmsIndex, indexMetadata, indexPage } from '@/components/expertise/cms-index'
import { getServices } from '@/features/content/services.server'
import { StaticHtml } from '@/components/static-html'

const PATH = 'services'

export async function generateMetadata(): Promise<Metadata> {
  return indexMetadata(await indexPage(PATH, 'Services'), `/${PATH}`)
}

/** /services: the CMS page with every English service in editorial order, then the French pages. */
export default async function ServicesPage() {
  const [page, services, french] = await Promise.all([
    indexPage(PATH, 'Services'),
    getServices('en'),
    getServices('fr'),
  ])
  return (
    <CmsIndex page={page} crumbs={[{ title: page.title }]}>
      <StaticHtml as="section" aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="services-list" className="mb-6 text-3xl font-bold">
          All services
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <li key={s.id} className="rounded border border-black/10 p-6">
              <h3 className="text-lg font-semibold">
                <Link href={`/services/${s.slug}`} className="hover:text-brand-accent">
                  {s.title}
                </Link>
              </h3>
              {s.summary ? <p className="mt-2 text-sm text-muted">{s.summary}</p> : null}
            </li>
          ))}
        </ul>
      </StaticHtml>
      {french.length ? (
        <StaticHtml as="section" aria-labelledby="services-fr" lang="fr" className="mx-auto max-w-7xl px-4 pb-10">
          <h2 id="services-fr" className="mb-4 text-2xl font-bold">
            Nos services en français
          </h2>
          <ul className="flex flex-wrap gap-x-8 gap-y-2">
            {french.map((s) => (
              <li key={s.id}>
                <Link href={`/services/fr/${s.slug}`} className="text-brand-accent underline">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </StaticHtml>
      ) : null}
    </CmsIndex>
  )
}
