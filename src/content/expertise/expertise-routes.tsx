import type React from 'react'
import type { Metadata } from 'next'
import { TOUCH_INLINE, TOUCH_ROW } from '@/components/touch-target'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { RichText } from '@/components/rich-text'
import { ContactForm } from '@/content/leads/contact-form'
import { FormSection } from '@/content/leads/form-section'
import { cmsIndexRoute } from '@/content/pages/cms-index'
import { consultantPaths } from '@/content/consultants/paths'
import { expertisePaths } from './paths'
import { officePaths } from '@/content/offices/paths'
import { InsightCards } from '@/content/insights/insight-card'
import {
  EXPERTISE_KINDS,
  getExpertise,
  getExpertiseList,
  getPracticeFaces,
  type ExpertiseData,
  type ExpertiseKind,
} from './expertise.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { ConsultantCards } from '@/components/cards/consultant-card'
import { responsiveImage } from '@/components/responsive-image'
import { SectionHead } from '@/components/section-head'
import { ExpertiseCards } from './expertise-cards'
import { ExpertiseTiles } from './expertise-tiles'
import { practiceLeads, seniorConsultants, subsectorLeads } from './senior-consultants'
import { isDraft } from '@/lib/cached-read'
import { populated } from '@/lib/relation'
import { EXPERTISE_ROUTE_PARAMS } from './routes.server'

type AreaProps = { params: Promise<{ slug: string }> }
type SubsectorProps = { params: Promise<{ slug: string; subsector: string }> }

function familyCrumbs(kind: ExpertiseKind): Crumb[] {
  return [
    { title: 'Expertise', link: expertisePaths.expertise },
    { title: EXPERTISE_KINDS[kind].label, link: expertisePaths.expertiseFamily(kind) },
  ]
}

function findSubsector(data: ExpertiseData, slug: string) {
  return data.area.subsectors?.find((s) => s.slug === slug) ?? null
}

/** The consultant finder's filter for each family of expertise (`/consultant?industry=…`). */
const FINDER_FACET: Record<ExpertiseKind, string> = { industry: 'industry', functions: 'function' }

/**
 * Consultants, latest insights and the contact form shared by an area and its subsectors. The page
 * introduces one row of people (`practiceLeads`, `subsectorLeads`); everyone else is a link away, in
 * the finder filtered to the practice.
 */
function PracticeSections({
  data,
  kind,
  peopleHeading,
}: {
  data: ExpertiseData
  kind: ExpertiseKind
  /** The people row's heading, when not the practice's ("Who leads our CEO Succession work"). */
  peopleHeading?: string
}) {
  const { area, insights } = data
  const consultants = data.consultants
  const all = `${consultantPaths.consultants}?${new URLSearchParams({ [FINDER_FACET[kind]]: area.slug })}`
  return (
    <>
      <section aria-labelledby="practice-consultants" className="mx-auto max-w-7xl px-4 py-10">
        <SectionHead
          id="practice-consultants"
          heading={peopleHeading ?? `Who leads our ${area.title} practice`}
          more={consultants.length ? { href: all, label: `Everyone in our ${area.title} practice` } : null}
        />
        {consultants.length ? (
          <ConsultantCards
            consultants={consultants}
            layout="row"
            profileHref={consultantPaths.consultant}
            officeHref={officePaths.office}
          />
        ) : (
          <p className="text-muted">
            Our {area.title} {EXPERTISE_KINDS[kind].singular} practice is growing: get in touch below.
          </p>
        )}
      </section>
      {insights.length ? (
        <section aria-labelledby="practice-insights" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="practice-insights" className="mb-6 text-2xl font-bold md:text-3xl">
            Insights from our {area.title} practice
          </h2>
          <InsightCards insights={insights} />
        </section>
      ) : null}
      <FormSection
        form={<ContactForm addressee={`our ${area.title} practice`} />}
        addressee={`our ${area.title} practice`}
      />
    </>
  )
}

/** The page's picture beside its title: the header's largest paint on a wide screen. */
function HeroPicture({ image }: { image: ExpertiseData['area']['image'] }) {
  const img = responsiveImage(image, { sizes: HERO_SIZES, priority: true, fallbackWidth: 1280, fallbackHeight: 720 })
  if (!img) return null
  return (
    <span className="hero-picture relative block overflow-hidden rounded md:aspect-video">
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's getImageProps */}
      <img {...img} alt={img.alt} className="absolute inset-0 h-full w-full object-cover" />
    </span>
  )
}

const HERO_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

type Subsector = NonNullable<ExpertiseData['area']['subsectors']>[number]

/**
 * A subsector's own picture, or its practice's while it has none (the field is optional) or its own
 * cannot be read (an id, not a populated document).
 */
const subsectorImage = (sub: Subsector, area: ExpertiseData['area']) => populated(sub.image) ?? area.image

/**
 * The links to subsectors beside a practice's text: an area lists all of its subsectors with their
 * summaries (`main`), a subsector its siblings.
 */
type SubsectorNav = { id: string; heading: string; subsectors: Subsector[]; main: boolean }

/** An industry, a function or one of their subsectors: header, text with its subsector links, then the practice. */
function PracticePage({
  data,
  kind,
  crumbs,
  kicker,
  title,
  summary,
  body,
  nav,
  peopleHeading,
  image,
}: {
  data: ExpertiseData
  kind: ExpertiseKind
  crumbs: Crumb[]
  kicker: string
  title: string
  summary?: string | null
  body: React.ReactNode
  nav: SubsectorNav
  peopleHeading?: string
  /** The header's picture: the area's, or a subsector's own (`subsectorImage`). */
  image: ExpertiseData['area']['image']
}) {
  const site = siteConfig()
  const { area } = data
  return (
    <article>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={crumbs} />
      <header className="bg-brand text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 md:grid-cols-2 md:gap-10 md:py-14">
          <div>
            <p className="text-sm eyebrow text-white/80">{kicker}</p>
            <h1 className="mt-2 text-4xl font-bold md:text-5xl">{title}</h1>
            {summary ? <p className="mt-5 max-w-3xl text-lg text-white/85">{summary}</p> : null}
          </div>
          <HeroPicture image={image} />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        {body}
        {nav.subsectors.length ? (
          <nav aria-labelledby={nav.id} className="h-fit rounded bg-sand p-6">
            <h2 id={nav.id} className="text-xl font-bold">
              {nav.heading}
            </h2>
            <ul className={nav.main ? 'mt-4 space-y-3' : 'mt-4 md:space-y-2'}>
              {nav.subsectors.map((s) => (
                <li key={s.id ?? s.slug}>
                  <Link
                    href={expertisePaths.expertiseSubsector(kind, area.slug, s.slug)}
                    className={`${TOUCH_ROW} ${nav.main ? 'font-semibold' : ''} hover:text-brand-accent`}
                  >
                    {s.title}
                  </Link>
                  {nav.main && s.summary ? <p className="text-sm text-muted">{s.summary}</p> : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <PracticeSections data={data} kind={kind} peopleHeading={peopleHeading} />
    </article>
  )
}

/** /expertise/{kind}/{slug}: one industry or function. */
export function expertiseAreaRoute(kind: ExpertiseKind) {
  const generateStaticParams = EXPERTISE_ROUTE_PARAMS[`/expertise/${kind}/[slug]`]

  async function generateMetadata({ params }: AreaProps): Promise<Metadata> {
    const { slug } = await params
    const data = await getExpertise(kind, slug, { draft: await isDraft() })
    if (!data) return {}
    const { area } = data
    return buildMetadata(siteConfig(), {
      title: area.meta?.title || area.title,
      description: area.meta?.description || area.summary,
      path: expertisePaths.expertiseArea(kind, slug),
    })
  }

  async function ExpertiseAreaPage({ params }: AreaProps) {
    const { slug } = await params
    const data = await getExpertise(kind, slug, { draft: await isDraft() })
    if (!data) notFound()
    const { area } = data
    return (
      <PracticePage
        data={{ ...data, consultants: practiceLeads(data.consultants) }}
        kind={kind}
        crumbs={[...familyCrumbs(kind), { title: area.title }]}
        kicker={kind === 'industry' ? 'Industry practice' : 'Functional practice'}
        title={area.title}
        summary={area.summary}
        image={area.image}
        body={<RichText data={area.body} />}
        nav={{ id: 'subsectors-heading', heading: 'Specialist areas', subsectors: area.subsectors ?? [], main: true }}
      />
    )
  }

  return { generateStaticParams, generateMetadata, ExpertiseAreaPage }
}

/** /expertise/{kind}/{slug}/{subsector}: one subsector of an industry or function. */
export function expertiseSubsectorRoute(kind: ExpertiseKind) {
  async function load(slug: string, subsector: string) {
    const data = await getExpertise(kind, slug, { draft: await isDraft() })
    const sub = data ? findSubsector(data, subsector) : null
    return data && sub ? { data, sub } : null
  }

  const generateStaticParams = EXPERTISE_ROUTE_PARAMS[`/expertise/${kind}/[slug]/[subsector]`]

  async function generateMetadata({ params }: SubsectorProps): Promise<Metadata> {
    const { slug, subsector } = await params
    const found = await load(slug, subsector)
    if (!found) return {}
    const { data, sub } = found
    return buildMetadata(siteConfig(), {
      title: sub.title,
      description: sub.summary || data.area.summary,
      path: expertisePaths.expertiseSubsector(kind, slug, subsector),
    })
  }

  async function ExpertiseSubsectorPage({ params }: SubsectorProps) {
    const { slug, subsector } = await params
    const found = await load(slug, subsector)
    if (!found) notFound()
    const { data, sub } = found
    const { area } = data
    const parentHref = expertisePaths.expertiseArea(kind, area.slug)
    return (
      <PracticePage
        data={{
          ...data,
          // a row of the practice's senior people of the subsector's own, not the practice page's again
          consultants: subsectorLeads(
            seniorConsultants(data.consultants),
            (area.subsectors ?? []).findIndex((s) => s.slug === sub.slug),
          ),
        }}
        peopleHeading={`Who leads our ${sub.title} work`}
        kind={kind}
        crumbs={[...familyCrumbs(kind), { title: area.title, link: parentHref }, { title: sub.title }]}
        kicker={area.title}
        title={sub.title}
        summary={sub.summary}
        image={subsectorImage(sub, area)}
        body={
          <div>
            <RichText data={sub.body} />
            <p className="mt-8">
              <Link href={parentHref} className={`${TOUCH_INLINE} font-semibold text-brand-accent underline`}>
                {/* one child: a flex box would drop the space between two */}
                <span>
                  <span aria-hidden="true">← </span>Back to {area.title}
                </span>
              </Link>
            </p>
          </div>
        }
        nav={{
          id: 'siblings-heading',
          heading: `More in ${area.title}`,
          subsectors: (area.subsectors ?? []).filter((s) => s.slug !== sub.slug),
          main: false,
        }}
      />
    )
  }

  return { generateStaticParams, generateMetadata, ExpertiseSubsectorPage }
}

/** The CMS page (its path and the title it has until editors create it) behind each family's index route. */
const FAMILY_PAGES = {
  industry: { path: 'expertise/industry', title: 'Industry expertise', heading: 'Our industry practices' },
  functions: { path: 'expertise/functions', title: 'Functional expertise', heading: 'Our functional practices' },
} as const

/** /expertise/{kind}: the CMS page of the family with every industry or function and its summary. */
export function expertiseFamilyRoute(kind: ExpertiseKind) {
  const { path, title, heading } = FAMILY_PAGES[kind]
  return cmsIndexRoute({
    path,
    title,
    url: expertisePaths.expertiseFamily(kind),
    parents: [{ title: 'Expertise', link: expertisePaths.expertise }],
    load: async () => {
      const areas = await getExpertiseList(kind)
      return { areas, faces: await getPracticeFaces([{ kind, areas }]) }
    },
    listing: ({ areas, faces }) => (
      <section aria-labelledby="practices-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="practices-heading" className="mb-6 text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <ExpertiseCards kind={kind} areas={areas} faces={faces} />
      </section>
    ),
  })
}

/** /expertise: the CMS page with every industry and function practice. */
export function expertiseIndexRoute() {
  return cmsIndexRoute({
    path: 'expertise',
    title: 'Expertise',
    url: expertisePaths.expertise,
    load: async () => {
      const [industries, functions] = await Promise.all([getExpertiseList('industry'), getExpertiseList('functions')])
      const faces = await getPracticeFaces([
        { kind: 'industry', areas: industries },
        { kind: 'functions', areas: functions },
      ])
      return { industries, functions, faces }
    },
    listing: ({ industries, functions, faces }) => (
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-10">
        <ExpertiseTiles kind="industry" areas={industries} faces={faces} />
        <ExpertiseTiles kind="functions" areas={functions} faces={faces} />
      </div>
    ),
  })
}
