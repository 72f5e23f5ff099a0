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

const PAGE_PATH = 'office/board-readiness-survey/contact-us'

/** Only offices that run the board-readiness survey have this page. */
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
  const { page, office } = found
  return buildMetadata(siteConfig(), {
    title: `${page.meta?.title || page.title}: ${office.city}`,
    description: page.meta?.description || page.intro,
    path: paths.officeSurvey(slug),
  })
}

/** /office/{slug}/board-readiness-survey/contact-us: the survey request page, sent on to the office. */
export default async function BoardReadinessSurveyPage({ params }: Props) {
  const { slug } = await params
  const found = await load(slug)
  if (!found) notFound()
  const { page, office } = found
  return (
    <PageView
      page={page}
      crumbs={[
        { title: 'Offices', link: paths.offices },
        { title: office.title, link: paths.office(office.slug) },
        { title: page.title },
      ]}
      form={{
        officeId: office.officeId,
        thankYou: paths.officeSurveyThankYou(office.slug),
      }}
    />
  )
}
