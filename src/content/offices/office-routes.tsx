import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageView } from '@/content/pages/page-view'
import { cmsIndexRoute } from '@/content/pages/cms-index'
import { getOfficesByRegion } from '@/content/offices/offices-list.server'
import { getPageByPath } from '@/content/pages/pages.server'
import { officePaths } from './paths'
import { getOffice } from '@/content/consultants/people.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { OfficeDirectory } from './office-directory'
import { isDraft } from '@/lib/cached-read'
import { OFFICE_ROUTE_PARAMS } from './routes.server'

/** /international-locations: the CMS page with the map and every office under its region. */
export function officesIndexRoute() {
  return cmsIndexRoute({
    path: 'international-locations',
    title: 'Our offices',
    url: officePaths.offices,
    load: getOfficesByRegion,
    listing: (groups) => <OfficeDirectory groups={groups} />,
  })
}

type SurveyProps = { params: Promise<{ slug: string }> }

/**
 * /office/{slug}/board-readiness-survey/contact-us (`request`) and its thank-you page: CMS page
 * templates each office that runs the survey serves at its own address. The request's form sends
 * the lead on to the office; the thank-you page is kept out of search results.
 */
export function boardReadinessSurveyRoute(step: 'request' | 'thank-you') {
  const template =
    step === 'request'
      ? 'office/board-readiness-survey/contact-us'
      : 'office/board-readiness-survey/contact-us/thank-you'
  const address = step === 'request' ? officePaths.officeSurvey : officePaths.officeSurveyThankYou

  /** Only offices that run the board-readiness survey have these pages. */
  async function load(slug: string) {
    const draft = await isDraft()
    const [data, page] = await Promise.all([getOffice(slug, { draft }), getPageByPath(template, { draft })])
    return data?.office.hasBoardReadinessSurvey && page ? { office: data.office, page } : null
  }

  const generateStaticParams =
    OFFICE_ROUTE_PARAMS[
      step === 'request'
        ? '/office/[slug]/board-readiness-survey/contact-us'
        : '/office/[slug]/board-readiness-survey/contact-us/thank-you'
    ]

  async function generateMetadata({ params }: SurveyProps): Promise<Metadata> {
    const { slug } = await params
    const found = await load(slug)
    if (!found) return {}
    const { page, office } = found
    const title = page.meta?.title || page.title
    const metadata = buildMetadata(siteConfig(), {
      title: step === 'request' ? `${title}: ${office.city}` : title,
      description: page.meta?.description || page.intro,
      path: address(slug),
    })
    return step === 'request' ? metadata : { ...metadata, robots: { index: false } }
  }

  async function BoardReadinessSurveyPage({ params }: SurveyProps) {
    const { slug } = await params
    const found = await load(slug)
    if (!found) notFound()
    const { page, office } = found
    const officeCrumbs = [
      { title: 'Offices', link: officePaths.offices },
      { title: office.title, link: officePaths.office(office.slug) },
    ]
    return step === 'request' ? (
      <PageView
        page={page}
        crumbs={[...officeCrumbs, { title: page.title }]}
        form={{ officeId: office.officeId, thankYou: officePaths.officeSurveyThankYou(office.slug) }}
      />
    ) : (
      <PageView
        page={page}
        crumbs={[
          ...officeCrumbs,
          { title: 'Board readiness survey', link: officePaths.officeSurvey(office.slug) },
          { title: page.title },
        ]}
      />
    )
  }

  return { generateStaticParams, generateMetadata, BoardReadinessSurveyPage }
}
