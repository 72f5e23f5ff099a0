import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumb } from '@/components/breadcrumb'
import { getPageByPath } from '@/features/content/pages.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const MAX_QUERY = 200

function readQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  return (raw ?? '').trim().slice(0, MAX_QUERY)
}

const EXPLORE = [
  { href: '/consultant', label: 'Find a consultant' },
  { href: '/insights', label: 'Read our insights' },
  { href: '/international-locations', label: 'Find an office' },
  { href: '/services', label: 'Explore our services' },
] as const

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = readQuery((await searchParams).q)
  const cms = await getPageByPath('search')
  const metadata = buildMetadata(siteConfig(), {
    title: cms?.meta?.title || 'Search',
    description: cms?.meta?.description || cms?.intro,
    path: '/search',
  })
  // result pages are thin and endless: keep them out of indexes
  return q ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** Placeholder until the site search index lands: a working GET form that echoes the query. */
export default async function SearchPage({ searchParams }: Props) {
  const q = readQuery((await searchParams).q)
  const cms = await getPageByPath('search')
  const site = siteConfig()
  return (
    <article>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={[{ title: 'Search' }]} />
      <header className="mx-auto max-w-3xl px-4 pb-4 pt-10">
        <h1 className="text-4xl font-bold">Search</h1>
        {cms?.intro ? <p className="mt-4 text-lg text-muted">{cms.intro}</p> : null}
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <form action="/search" method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor="search-q" className="font-semibold">
              Search the site
            </label>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={MAX_QUERY}
              className="min-h-11 rounded border border-black/30 px-3"
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
          >
            Search
          </button>
        </form>
        {q ? (
          <section aria-labelledby="search-results" className="mt-10">
            <h2 id="search-results" className="text-2xl font-bold">
              Search results for “{q}”
            </h2>
            <p className="mt-3">
              Full site search is coming soon. Until then, these pages will help you find what you are looking for.
            </p>
          </section>
        ) : (
          <p className="mt-10">Full site search is coming soon. Until then, start from one of these pages.</p>
        )}
        <nav aria-labelledby="search-explore" className="mt-8">
          <h2 id="search-explore" className="text-xl font-bold">
            Explore
          </h2>
          <ul className="mt-3 space-y-2">
            {EXPLORE.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-brand-accent underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  )
}
