import { unstable_cache } from 'next/cache'
import { paths } from '@/content/paths'
import { getOfficeRouteParams } from '@/content/offices/offices-list.server'
import { getServablePageUrls } from '@/content/pages/pages.server'
import { getConsultantSlugs, getOfficeSlugs } from '@/content/consultants/people.server'
import { getRegionSlugs } from '@/content/regions/regions.server'
import { getWebinarSlugs } from '@/content/insights/webinars.server'
import { getExpertiseParams } from '@/content/expertise/expertise.server'
import { getInsightCategories, getInsightPaths, getInsightsPage } from '@/content/insights/insights-list.server'
import { getServices } from '@/content/services/services.server'
import { ADDRESS_TAGS } from '@/lib/cache-tags'
import type { KnownAddresses } from '../features/errors/known-addresses'

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
  return [
    ...consultants.map(paths.consultant),
    ...offices.map(paths.office),
    ...officeParams.services.map(({ slug, service }) => paths.officeService(slug, service)),
    ...officeParams.surveys.flatMap(({ slug }) => [paths.officeSurvey(slug), paths.officeSurveyThankYou(slug)]),
    ...regions.map(paths.region),
    ...webinars.map(paths.webinar),
    ...en.map((s) => paths.service(s.slug, 'en')),
    ...fr.map((s) => paths.service(s.slug, 'fr')),
    ...(
      [
        ['industry', industries],
        ['functions', functions],
      ] as const
    ).flatMap(([kind, areas]) =>
      areas.flatMap(({ slug, subsectors }) => [
        paths.expertiseArea(kind, slug),
        ...subsectors.map((sub) => paths.expertiseSubsector(kind, slug, sub)),
      ]),
    ),
    ...categories.map((c) => paths.insightCategory(c.slug)),
    // a pinned article answers under its category too, with its canonical at /insights/{slug}
    ...insights.flatMap((i) => [
      `${paths.insightCategory(i.category)}/${i.slug}`,
      ...(i.pinned ? [paths.insight({ slug: i.slug, pinnedPath: true })] : []),
    ]),
  ]
}

/** The number of pages of each insights listing (a later page is `?page=N`). */
async function listingPages(): Promise<Record<string, number>> {
  const categories = await getInsightCategories()
  const counts = await Promise.all([
    getInsightsPage(1, null).then((l) => [paths.insights, l.totalPages] as const),
    ...categories.map((c) =>
      getInsightsPage(1, c.id).then((l) => [paths.insightCategory(c.slug), l.totalPages] as const),
    ),
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
