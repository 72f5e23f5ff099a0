import type { Metadata } from 'next'
import Link from '@/components/link'
import { Breadcrumb } from '@/components/breadcrumb'
import { getPageByPath } from '@/content/pages/pages.server'
import { MAX_QUERY_LENGTH, searchHref } from '@/features/search/query'
import { parseSiteSearch } from './run-search'
import { SearchResultList, SearchTypeFilter } from '@/content/search/search-results'
import { resultPortraits } from '@/content/search/portraits.server'
import { searchSite, searchSuggestions, type Suggestion } from '@/content/search/search.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { officePaths } from '@/content/offices/paths'
import { searchPaths } from './paths'
import { isDraft } from '@/lib/cached-read'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = parseSiteSearch(await searchParams)
  const cms = await getPageByPath('search', { draft: await isDraft() })
  const metadata = buildMetadata(siteConfig(), {
    title: q ? `Search results for “${q}”` : cms?.meta?.title || 'Search',
    description: cms?.meta?.description || cms?.intro,
    path: searchPaths.search,
  })
  // result pages are thin and endless: keep them out of indexes
  return q ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

function LinkList({ heading, links }: { heading: string; links: Suggestion[] }) {
  if (links.length === 0) return null
  const id = `suggest-${heading.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="mt-2 space-y-1">
        {links.map((l) => (
          <li key={l.url}>
            <Link href={l.url} className="text-brand-accent underline">
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What to offer instead of results: popular expertise, offices and a way to ask a person. */
async function Suggestions({ heading }: { heading: string }) {
  const s = await searchSuggestions()
  return (
    <section aria-labelledby="search-suggestions" className="mt-10">
      <h2 id="search-suggestions" className="text-xl font-bold">
        {heading}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        <LinkList heading="Popular industries" links={s.industries} />
        <LinkList heading="Popular functions" links={s.functions} />
        <LinkList heading="Offices" links={s.offices} />
      </div>
      <p className="mt-6">
        <Link href={officePaths.offices} className="text-brand-accent underline">
          See all our offices
        </Link>{' '}
        or{' '}
        <Link href="/contact-us" className="text-brand-accent underline">
          contact us
        </Link>{' '}
        and a consultant will help you find what you need.
      </p>
    </section>
  )
}

/** Site search: one ranked index over every public page, filterable by type, shareable by URL. */
async function SearchPage({ searchParams }: Props) {
  const request = parseSiteSearch(await searchParams)
  const draft = await isDraft()
  const [cms, results] = await Promise.all([getPageByPath('search', { draft }), searchSite(request)])
  const portraits = await resultPortraits(results.items)
  const site = siteConfig()
  const { q } = request
  return (
    <article data-search-page>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={[{ title: 'Search' }]} />
      <header className="mx-auto max-w-3xl px-4 pb-4 pt-10">
        <h1 className="text-4xl font-bold">Search</h1>
        {cms?.intro ? <p className="mt-4 text-lg text-muted">{cms.intro}</p> : null}
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <form
          action={searchPaths.search}
          method="get"
          role="search"
          aria-label="Search page"
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor="search-q" className="font-semibold">
              Search for
            </label>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={MAX_QUERY_LENGTH}
              className="min-h-11 rounded border border-black/30 px-3"
            />
          </div>
          {request.type ? <input type="hidden" name="type" value={request.type} /> : null}
          <button
            type="submit"
            className="min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
          >
            Search
          </button>
        </form>
        {request.truncated ? (
          <p className="mt-3 text-sm text-muted">
            Your search was shortened to its first {MAX_QUERY_LENGTH} characters.
          </p>
        ) : null}
        {!q ? (
          <Suggestions heading="Not sure where to start?" />
        ) : (
          <section aria-labelledby="search-results" className="mt-10">
            <h2 id="search-results" className="text-2xl font-bold md:text-3xl">
              Search results for “{q}”
            </h2>
            {results.total > 0 || request.type ? <SearchTypeFilter results={results} /> : null}
            {results.total > 0 ? (
              <SearchResultList results={results} portraits={portraits} />
            ) : (
              <>
                <p className="mt-6" role="status">
                  No results for “{q}”{request.type ? ' with this filter' : ''}.
                  {results.suggestion ? (
                    <>
                      {' '}
                      Did you mean{' '}
                      <Link href={searchHref(results.suggestion, request.type)} className="text-brand-accent underline">
                        {results.suggestion}
                      </Link>
                      ?
                    </>
                  ) : null}
                </p>
                <p className="mt-2">Check the spelling, try fewer or more general words, or start from one of these.</p>
                <Suggestions heading="You might be looking for" />
              </>
            )}
          </section>
        )}
      </div>
    </article>
  )
}

/** The route of /search: what its route file under src/app exports. */
export function searchRoute() {
  return { generateMetadata, SearchPage }
}
