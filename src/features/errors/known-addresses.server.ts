import { unstable_cache } from 'next/cache'
import { getOfficeRouteParams } from '@/features/content/offices-list.server'
import { getServablePageUrls } from '@/features/content/pages.server'
import { getConsultantSlugs, getOfficeSlugs } from '@/features/content/people.server'
import { getRegionSlugs } from '@/features/content/regions.server'
import { getWebinarSlugs } from '@/features/content/webinars.server'
import { getExpertiseParams } from '@/features/expertise/expertise.server'
import { getInsightCategories, getInsightPaths, getInsightsPage } from '@/features/insights/insights-list.server'
import { getServices } from '@/features/services/services.server'
import { ADDRESS_TAGS } from '@/lib/cache-tags'
import type { KnownAddresses } from './known-addresses'

/**
 * Every address the site's routes answer, from the same lookups as their `generateStaticParams`, so
 * the proxy can send any other to the not-found page before a route renders (docs/decisions/0007).
 */
async function documentAddresses(): Promise<string[]> {
  const [consultants, offices, officeParams, regions, webinars, en, fr, industries, functions, categories, insights] =
    await Promise.all([
      getConsultantSlugs(),
      getOfficeSlugs(),
      getOfficeRouteParams(),
      getRegionSlugs(),
      getWebinarSlugs(),
      getServices('en'),
      getServices('fr'),
      getExpertiseParams('industry'),
      getExpertiseParams('functions'),
      getInsightCategories(),
      getInsightPaths(),
    ])
  const survey = (slug: string) => `/office/${slug}/board-readiness-survey/contact-us`
  return [
    ...consultants.map((slug) => `/consultant/${slug}`),
    ...offices.map((slug) => `/office/${slug}`),
    ...officeParams.services.map(({ slug, service }) => `/office/${slug}/${service}`),
    ...officeParams.surveys.flatMap(({ slug }) => [survey(slug), `${survey(slug)}/thank-you`]),
    ...regions.map((slug) => `/region/${slug}`),
    ...webinars.map((slug) => `/webinar/${slug}`),
    ...en.map((s) => `/services/${s.slug}`),
    ...fr.map((s) => `/services/fr/${s.slug}`),
    ...(
      [
        ['industry', industries],
        ['functions', functions],
      ] as const
    ).flatMap(([kind, areas]) =>
      areas.flatMap(({ slug, subsectors }) => [
        `/expertise/${kind}/${slug}`,
        ...subsectors.map((sub) => `/expertise/${kind}/${slug}/${sub}`),
      ]),
    ),
    ...categories.map((c) => `/insights/${c.slug}`),
    // a pinned article is also served at /insights/{slug}
    ...insights.flatMap((i) => [`/insights/${i.category}/${i.slug}`, ...(i.pinned ? [`/insights/${i.slug}`] : [])]),
  ]
}

/** The number of pages of each insights listing (a later page is `?page=N`). */
async function listingPages(): Promise<Record<string, number>> {
  const categories = await getInsightCategories()
  const counts = await Promise.all([
    getInsightsPage(1, null).then((l) => ['/insights', l.totalPages] as const),
    ...categories.map((c) => getInsightsPage(1, c.id).then((l) => [`/insights/${c.slug}`, l.totalPages] as const)),
  ])
  return Object.fromEntries(counts)
}

export const getKnownAddresses = unstable_cache(
  async (): Promise<KnownAddresses> => {
    const [pages, documents, listings] = await Promise.all([getServablePageUrls(), documentAddresses(), listingPages()])
    return { pages, documents, listings }
  },
  ['known-addresses'],
  { tags: [...ADDRESS_TAGS] },
)
