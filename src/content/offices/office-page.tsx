import type { Metadata } from 'next'
import { TOUCH_INLINE } from '@/components/touch-target'
import { CARD_LINK } from '@/components/cards/card-link'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { OfficeAddress } from '@/components/office-address'
import { telHref } from '@/lib/tel-href'
import { Breadcrumb } from '@/components/breadcrumb'
import { RichText } from '@/components/rich-text'
import { OfficeContactForm } from './office-contact-form'
import { getOffice } from '@/content/consultants/people.server'
import { getSeniorPeople } from '@/content/consultants/consultants-list.server'
import { firstOfEachGroup, officeOf, regionOf } from '@/content/consultants/people-pick'
import { buildMetadata, notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Consultant, Region } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { consultantPaths } from '@/content/consultants/paths'
import { insightPaths } from '@/content/insights/paths'
import { officePaths } from './paths'
import { regionPaths } from '@/content/regions/paths'
import { populated } from '@/lib/relation'
import { ConsultantCards } from '@/components/cards/consultant-card'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { InsightCards } from '@/content/insights/insight-card'
import { getOfficesByRegion } from '@/content/offices/offices-list.server'
import { getLocalInsights, type InsightsScope } from './local-insights.server'
import { OfficeLocatorMap } from './map/office-maps'
import { OfficePicture } from './office-picture'
import { withoutRepeatedLead } from './repeated-lead'
import { isDraft } from '@/lib/cached-read'
import { OFFICE_ROUTE_PARAMS } from './routes.server'
import { ClosingTile } from '@/components/cards/closing-tile'
import { ClosingTileFaces } from '@/content/consultants/tile-faces'
import { BESIDE_TEXT_COLUMNS } from '@/components/beside-text'

type Props = { params: Promise<{ slug: string }> }

/** How many of the region's people the tile after an office's team shows. */
const COLLEAGUE_FACES = 5

/** The hero's ways to reach the office: outlined on the navy band, touch-sized. */
const QUICK_LINK =
  'inline-flex min-h-11 items-center rounded border border-white/60 px-4 font-semibold text-white hover:bg-white/10'

const generateStaticParams = OFFICE_ROUTE_PARAMS['/office/[slug]']

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const data = await getOffice(slug, { draft: await isDraft() })
  if (!data) return notFoundMetadata(siteConfig())
  const { office } = data
  return buildMetadata(siteConfig(), {
    title: office.meta?.title || office.title,
    description: office.meta?.description || office.summary || `${office.title}: ${office.address}`,
    path: officePaths.office(slug),
  })
}

function insightsHeading(scope: InsightsScope, city: string, region: Region | null): string {
  if (scope === 'office' || !region) return `Insights from our ${city} team`
  return scope === 'region' ? `Insights from our ${region.title} team` : `Insights from ${city} and ${region.title}`
}

/**
 * The tile after an office's people: the region's team they work with and its other offices, in the
 * cells their last row leaves empty (a two-person office fills a row of four).
 */
function TeamBeyond({
  city,
  region,
  neighbours,
  colleagues,
}: {
  city: string
  region: Region | null
  neighbours: ReadonlyArray<{ id: number; slug: string; city: string }>
  /** Senior people of the region's other offices, one per office: the faces of the team the tile names. */
  colleagues: ReadonlyArray<Pick<Consultant, 'id' | 'name' | 'slug' | 'photo'>>
}) {
  return (
    <ClosingTile heading={region ? `Our ${region.title} team` : 'All our consultants'}>
      <ClosingTileFaces
        people={colleagues}
        label={region ? `Some of our ${region.title} colleagues` : 'Some of our colleagues'}
      />
      <p className="mt-3 text-sm text-muted">
        {region
          ? `The ${city} team works with colleagues across our ${region.title} offices and with every practice worldwide.`
          : `The ${city} team works with colleagues in every office and practice worldwide.`}
      </p>
      {neighbours.length ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 text-sm md:gap-y-1">
          {neighbours.map((o) => (
            <li key={o.id}>
              <Link
                href={officePaths.office(o.slug)}
                className={`${TOUCH_INLINE} text-brand underline underline-offset-2`}
              >
                {o.city}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        <Link
          href={region ? regionPaths.region(region.slug) : consultantPaths.consultants}
          className={`${TOUCH_INLINE} font-semibold text-brand-accent underline underline-offset-2`}
        >
          {region ? `Meet our ${region.title} team` : 'Find a consultant'}
        </Link>
      </p>
    </ClosingTile>
  )
}

async function OfficePage({ params }: Props) {
  const { slug } = await params
  const data = await getOffice(slug, { draft: await isDraft() })
  if (!data) notFound()
  const { office, consultants } = data
  const site = siteConfig()
  const region = populated<Region>(office.region)
  const [groups, local, senior] = await Promise.all([
    getOfficesByRegion(),
    getLocalInsights(office.id, region?.id ?? null),
    getSeniorPeople(),
  ])
  const colleagues = firstOfEachGroup(
    senior.filter((p) => region && regionOf(p) === region.id && officeOf(p) !== office.id),
    officeOf,
  ).slice(0, COLLEAGUE_FACES)
  const body = withoutRepeatedLead(office.body, office.summary)
  const hasBody = Boolean(body?.root.children.length)
  const services = office.servicePages ?? []
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${site.brandName} ${office.city}`,
    url: `${site.origin}${officePaths.office(slug)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    },
    ...(office.phone ? { telephone: office.phone } : {}),
    ...(office.email ? { email: office.email } : {}),
    ...(office.geo?.lat != null && office.geo?.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng } }
      : {}),
  }
  return (
    <article>
      <JsonLd data={business} />
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[{ title: 'Offices', link: officePaths.offices }, { title: office.title }]}
      />
      <header className="bg-brand text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 lg:gap-12 lg:py-14">
          <div>
            <p className="text-sm eyebrow text-white/80">
              {region ? `${office.country} · ${region.title}` : office.country}
            </p>
            <h1 className="mt-2 text-4xl font-bold md:text-5xl">{office.title}</h1>
            {office.summary ? <p className="mt-5 max-w-2xl text-lg text-white/85">{office.summary}</p> : null}
            {/* what a visitor on a phone most often came for, in the first screen: the address and map
                close the page, beside the form */}
            <ul className="mt-6 flex flex-wrap gap-3" aria-label={`Reach our ${office.city} office`}>
              {office.phone ? (
                <li>
                  <a href={telHref(office.phone)} className={QUICK_LINK}>
                    Call {office.phone}
                  </a>
                </li>
              ) : null}
              <li>
                <a href="#visit" className={QUICK_LINK}>
                  Address and map
                </a>
              </li>
            </ul>
          </div>
          <OfficePicture image={office.image} />
        </div>
      </header>
      {/* the team across the page's width, in the same grid as the consultant finder's */}
      <section aria-labelledby="office-team" className="mx-auto max-w-7xl px-4 pt-10">
        <h2 id="office-team" className="mb-6 text-2xl font-bold md:text-3xl">
          Our people in {office.city}
        </h2>
        {consultants.length ? (
          <ConsultantCards
            consultants={consultants}
            profileHref={consultantPaths.consultant}
            officeHref={officePaths.office}
            showOffice={false}
            closing={
              <TeamBeyond
                city={office.city}
                region={region}
                colleagues={colleagues}
                neighbours={(groups.find((g) => g.region.id === region?.id)?.offices ?? []).filter(
                  (o) => o.id !== office.id,
                )}
              />
            }
          />
        ) : (
          <p className="text-muted">Our team here is growing: get in touch below.</p>
        )}
      </section>
      {hasBody || services.length ? (
        // the office's work beside its services on a wide screen: never a column of text with the right 40 % empty
        <div
          className={`mx-auto grid max-w-7xl gap-x-12 gap-y-10 px-4 py-10 ${hasBody && services.length ? BESIDE_TEXT_COLUMNS : ''}`}
        >
          {hasBody ? (
            <div className="max-w-3xl">
              <RichText data={body} />
            </div>
          ) : null}
          {services.length ? (
            <section aria-labelledby="office-services" data-aside={hasBody ? '' : undefined} className="self-start">
              <h2
                id="office-services"
                className={hasBody ? 'mb-4 text-xl font-bold' : 'mb-4 text-2xl font-bold md:text-3xl'}
              >
                Services in {office.city}
              </h2>
              <ul className={hasBody ? 'grid gap-4' : `grid gap-6 ${cardGridColumns(services.length)}`}>
                {services.map((s, i) => (
                  <li
                    key={s.id ?? s.slug}
                    className={`group relative rounded-card border border-line hover:shadow-md ${hasBody ? 'p-5' : `p-6 ${featuredCardClass(services.length, i)}`}`}
                  >
                    {/* a card's title, in the headings' serif like every other card's */}
                    <h3 className="text-lg">
                      {/* the whole card is the link's target, as on every other card */}
                      <Link href={officePaths.officeService(office.slug, s.slug)} className={CARD_LINK}>
                        {s.title}
                      </Link>
                    </h3>
                    {s.intro ? <p className="mt-2 text-sm text-muted">{s.intro}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      {local.insights.length ? (
        <section aria-labelledby="office-insights" className="bg-sand">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <h2 id="office-insights" className="text-2xl font-bold md:text-3xl">
                {insightsHeading(local.scope, office.city, region)}
              </h2>
              <Link href={insightPaths.insights} className={`${TOUCH_INLINE} font-semibold text-brand underline`}>
                All insights
              </Link>
            </div>
            <InsightCards insights={local.insights} />
          </div>
        </section>
      ) : null}
      {/* the form with where to find the office beside it: the page's last screen is its next step */}
      <OfficeContactForm
        office={office}
        aside={
          <aside
            id="visit"
            aria-labelledby="office-contact"
            className="h-fit scroll-mt-20 overflow-hidden rounded bg-sand"
          >
            {/* the map drawn for a navy band, framed in one above the address */}
            <div className="bg-brand">
              <OfficeLocatorMap
                office={office}
                neighbours={groups.flatMap((g) => g.offices)}
                label={`Map of ${office.city}, ${office.country}, and our other offices nearby`}
                className="block aspect-[4/3] h-auto w-full"
              />
            </div>
            <div className="p-6">
              <h2 id="office-contact" className="text-xl font-bold">
                Visit or call
              </h2>
              <OfficeAddress office={office} />
              {office.email ? (
                <p className="mt-1">
                  <a href={`mailto:${office.email}`} className={`${TOUCH_INLINE} text-brand-accent underline`}>
                    {office.email}
                  </a>
                </p>
              ) : null}
              {region ? (
                <p className="mt-3 text-sm">
                  Part of our{' '}
                  <Link href={regionPaths.region(region.slug)} className="text-brand-accent underline">
                    {region.title}
                  </Link>{' '}
                  region.
                </p>
              ) : null}
            </div>
          </aside>
        }
      />
    </article>
  )
}

/** The route of /office/{slug}: what its route file under src/app exports. */
export function officeRoute() {
  return { generateStaticParams, generateMetadata, OfficePage }
}
