import type { Metadata } from 'next'
import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { telHref } from '@/lib/tel-href'
import { Breadcrumb } from '@/components/breadcrumb'
import { InsightCards } from '@/content/insights/insight-card'
import { ProfilePortrait } from './profile-portrait'
import { RichText } from '@/components/rich-text'
import { ContactForm } from '@/content/leads/contact-form'
import { FormSection } from '@/content/leads/form-section'
import { getConsultant } from '@/content/consultants/people.server'
import { buildMetadata, notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Function as ExpertiseFunction, Industry, Media, Office, Region } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { populated } from '@/lib/relation'
import { consultantPaths } from './paths'
import { officePaths } from '@/content/offices/paths'
import { regionPaths } from '@/content/regions/paths'
import { ExpertiseAreaLinks } from '@/content/expertise/expertise-family-links'
import { EXPERTISE_KINDS, type ExpertiseKind } from '@/content/expertise/expertise.server'
import { isDraft } from '@/lib/cached-read'
import { CONSULTANT_ROUTE_PARAMS } from './routes.server'
import { profileLede } from './profile-lede'

/** A consultant's industries or functions, linked, under the family's name; nothing when there are none. */
function ExpertiseLinks({ kind, areas }: { kind: ExpertiseKind; areas: Array<Industry | ExpertiseFunction> }) {
  if (!areas.length) return null
  return (
    <>
      <h3 className="mt-4 text-sm eyebrow text-muted">{EXPERTISE_KINDS[kind].label}</h3>
      <ExpertiseAreaLinks kind={kind} areas={areas} className="mt-2 space-y-1" />
    </>
  )
}

type Props = { params: Promise<{ slug: string }> }

const generateStaticParams = CONSULTANT_ROUTE_PARAMS['/consultant/[slug]']

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const data = await getConsultant(slug, { draft: await isDraft() })
  if (!data) return notFoundMetadata(siteConfig())
  const { consultant } = data
  return buildMetadata(siteConfig(), {
    title: consultant.meta?.title || consultant.name,
    description: consultant.meta?.description || consultant.summary || `${consultant.name}, ${consultant.role}`,
    path: consultantPaths.consultant(slug),
  })
}

/** One line of the consultant's facts whose value is a link (a site page, or `mailto:` as a plain anchor). */
function LinkedFact({ term, href, text, external }: { term: string; href: string; text: string; external?: boolean }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>
        {external ? (
          <a href={href} className={`${TOUCH_INLINE} break-all text-brand-accent underline`}>
            {text}
          </a>
        ) : (
          <Link href={href} className={`${TOUCH_INLINE} text-brand-accent underline`}>
            {text}
          </Link>
        )}
      </dd>
    </>
  )
}

async function ConsultantPage({ params }: Props) {
  const { slug } = await params
  const data = await getConsultant(slug, { draft: await isDraft() })
  if (!data) notFound()
  const { consultant, insights } = data
  const site = siteConfig()
  const office = populated<Office>(consultant.office)
  const lede = profileLede(consultant.summary, consultant.bio, consultant.role, office?.title)
  const region = populated<Region>(consultant.region)
  const photo = populated<Media>(consultant.photo)
  const industries = (consultant.industries ?? []).map((i) => populated<Industry>(i)).filter((i): i is Industry => !!i)
  const functions = (consultant.functions ?? [])
    .map((f) => populated<ExpertiseFunction>(f))
    .filter((f): f is ExpertiseFunction => !!f)
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: consultant.name,
    jobTitle: consultant.role,
    worksFor: { '@type': 'Organization', name: site.brandName },
    url: `${site.origin}${consultantPaths.consultant(slug)}`,
    ...(consultant.email ? { email: consultant.email } : {}),
    ...(consultant.linkedin ? { sameAs: [consultant.linkedin] } : {}),
  }
  return (
    <article>
      <JsonLd data={person} />
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[{ title: PEOPLE_TITLE, link: consultantPaths.consultants }, { title: consultant.name }]}
      />
      {/* on a phone the portrait sits beside the name, so the facts and "Contact" are on the first screen;
          from the tablet width up it stands large on the right, the name and the facts beside it */}
      <header className="bg-sand">
        <div className="mx-auto grid max-w-7xl grid-cols-[7.5rem_minmax(0,1fr)] items-center gap-x-5 gap-y-6 px-4 py-8 md:grid-cols-[minmax(0,1fr)_24rem] md:gap-x-12 md:gap-y-0 md:py-12">
          <div className="md:col-start-2 md:row-span-2 md:row-start-1">
            <ProfilePortrait name={consultant.name} photo={photo} />
          </div>
          <div className="md:col-start-1 md:row-start-1 md:self-end">
            <h1 className="text-3xl font-bold sm:text-4xl md:text-5xl">{consultant.name}</h1>
            <p className="mt-2 text-lg text-muted sm:text-xl">{consultant.role}</p>
          </div>
          <div className="col-span-2 md:col-span-1 md:col-start-1 md:row-start-2 md:self-start">
            {/* on a phone each value is a 44 px target: its term stands level with it, the rows closer together */}
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 text-sm break-words sm:gap-x-8 md:mt-6 md:gap-y-2 max-md:[&>dt]:flex max-md:[&>dt]:min-h-11 max-md:[&>dt]:items-center">
              {office ? <LinkedFact term="Office" href={officePaths.office(office.slug)} text={office.title} /> : null}
              {region ? <LinkedFact term="Region" href={regionPaths.region(region.slug)} text={region.title} /> : null}
              {consultant.email ? (
                <LinkedFact term="E-mail" href={`mailto:${consultant.email}`} text={consultant.email} external />
              ) : null}
              {consultant.phone ? (
                <>
                  <dt className="font-semibold">Phone</dt>
                  <dd>
                    <a href={telHref(consultant.phone)} className={TOUCH_INLINE}>
                      {consultant.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {consultant.linkedin ? (
                <>
                  <dt className="font-semibold">LinkedIn</dt>
                  <dd>
                    <a
                      href={consultant.linkedin}
                      rel="noopener noreferrer"
                      className={`${TOUCH_INLINE} text-brand-accent underline`}
                    >
                      LinkedIn profile of {consultant.name}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="mt-8">
              <Link
                href="#contact"
                className="inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
              >
                Contact {consultant.name.split(' ')[0]}
              </Link>
            </p>
          </div>
        </div>
      </header>
      {/* 64–80 px under the sand band; the side box a white card of its own, as tall as its content */}
      <div
        data-profile-body=""
        className="mx-auto grid max-w-7xl items-start gap-10 px-4 pt-16 pb-10 md:pt-20 lg:grid-cols-[2fr_1fr]"
      >
        <section aria-labelledby="bio-heading">
          <h2 id="bio-heading" className="mb-4 text-2xl font-bold md:text-3xl">
            About {consultant.name}
          </h2>
          {lede ? <p className="mb-4 text-lg">{lede}</p> : null}
          <RichText data={consultant.bio} />
        </section>
        <aside
          aria-labelledby="expertise-heading"
          className="self-start rounded-card border border-line bg-white p-6 shadow-sm"
        >
          <h2 id="expertise-heading" className="text-xl font-bold">
            Expertise
          </h2>
          <ExpertiseLinks kind="industry" areas={industries} />
          <ExpertiseLinks kind="functions" areas={functions} />
        </aside>
      </div>
      {insights.length ? (
        <section aria-labelledby="consultant-insights" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="consultant-insights" className="mb-6 text-2xl font-bold md:text-3xl">
            Insights by {consultant.name}
          </h2>
          <InsightCards insights={insights} />
        </section>
      ) : null}
      <FormSection
        id="contact"
        form={<ContactForm addressee={consultant.name} consultantId={consultant.id} officeId={office?.officeId} />}
        addressee={consultant.name}
      />
    </article>
  )
}

/** The route of /consultant/{slug}: what its route file under src/app exports. */
export function consultantRoute() {
  return { generateStaticParams, generateMetadata, ConsultantPage }
}
