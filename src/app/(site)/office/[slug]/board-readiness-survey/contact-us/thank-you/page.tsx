import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageView } from '@/components/page-view'
import { getOfficeRouteParams } from '@/features/content/offices-list.server'
import { getPageByPath } from '@/features/content/pages.server'
import { getOffice } from '@/features/content/people.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { paths } from '@/features/content/paths'

type Props = { params: Promise<{ slug: string }> }

const PAGE_PATH = 'office/board-readiness-survey/contact-us/thank-you'

async function load(slug: string) {
  const [data, page] = await Promise.all([getOffice(slug), getPageByPath(PAGE_PATH)])
  return data?.office.hasBoardReadinessSurvey && page ? { office: data.office, page } : null
}

export async function generateStaticParams() {
  return (await getOfficeRouteParams()).surveys
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const found = await load(slug)
  if (!found) return {}
  const { page } = found
  const metadata = buildMetadata(siteConfig(), {
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.intro,
    path: paths.officeSurveyThankYou(slug),
  })
  return { ...metadata, robots: { index: false } }
}

/** The survey request's thank-you page: kept out of search results. */
export default async function BoardReadinessSurveyThankYouPage({ params }: Props) {
  const { slug } = await params
  const found = await load(slug)
  if (!found) notFound()
  const { page, office } = found
  const surveyHref = paths.officeSurvey(office.slug)
  return (
    <PageView
      page={page}
      crumbs={[
        { title: 'Offices', link: paths.offices },
        { title: office.title, link: paths.office(office.slug) },
        { title: 'Board readiness survey', link: surveyHref },
        { title: page.title },
      ]}
    />
  )
}
