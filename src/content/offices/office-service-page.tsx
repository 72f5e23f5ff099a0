import { countryLine } from './office-groups'
import type { Metadata } from 'next'
import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { OfficeAddress } from '@/components/office-address'
import { telHref } from '@/lib/tel-href'
import { OfficePicture } from './office-picture'
import { Breadcrumb } from '@/components/breadcrumb'
import { RichText } from '@/components/rich-text'
import { OfficeContactForm } from './office-contact-form'
import { getOffice } from '@/content/consultants/people.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Consultant, Office, Service } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { officePaths } from './paths'
import { servicePaths } from '@/content/services/paths'
import { populated } from '@/lib/relation'
import { isDraft } from '@/lib/cached-read'
import { OFFICE_ROUTE_PARAMS } from './routes.server'
import { finderHref } from '@/content/consultants/finder/filters'
import { bySeniority, rowSize } from '@/content/consultants/people-pick'
import { PeopleRow } from '@/content/consultants/people-row'
import { ClosingTile } from '@/components/cards/closing-tile'
import { ClosingTileFaces } from '@/content/consultants/tile-faces'

type Props = { params: Promise<{ slug: string; service: string }> }

async function load(slug: string, serviceSlug: string) {
  const data = await getOffice(slug, { draft: await isDraft() })
  const page = data?.office.servicePages?.find((s) => s.slug === serviceSlug)
  return data && page ? { office: data.office, consultants: data.consultants, page } : null
}

const generateStaticParams = OFFICE_ROUTE_PARAMS['/office/[slug]/[service]']

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, service } = await params
  const found = await load(slug, service)
  if (!found) return {}
  return buildMetadata(siteConfig(), {
    title: found.page.title,
    description: found.page.intro || found.office.summary,
    path: officePaths.officeService(slug, service),
  })
}

/** Beside a short row of contacts on a wide screen: the office's switchboard, for a visitor who would rather call. */
function CallTheOffice({
  office,
  team,
}: {
  office: Pick<Office, 'city' | 'phone' | 'email' | 'slug'>
  /** A few of the office's other people, beyond the contacts beside the tile: who may pick up. */
  team: ReadonlyArray<Pick<Consultant, 'id' | 'name' | 'slug' | 'photo'>>
}) {
  return (
    <ClosingTile heading={'Rather talk it through?'}>
      <ClosingTileFaces people={team} label={`Some of our ${office.city} team`} />
      <p className="mt-3 text-sm text-muted">
        Call our {office.city} office: we put you through to the consultant who leads this work.
      </p>
      {office.phone ? (
        <p className="mt-4">
          <a
            href={telHref(office.phone)}
            className={`${TOUCH_INLINE} font-semibold text-brand-accent underline underline-offset-2`}
          >
            {office.phone}
          </a>
        </p>
      ) : null}
      {office.email ? (
        <p className="mt-1 text-sm">
          <a href={`mailto:${office.email}`} className={`${TOUCH_INLINE} text-brand underline underline-offset-2`}>
            {office.email}
          </a>
        </p>
      ) : null}
    </ClosingTile>
  )
}

/** How many of the office's other people the call tile shows. */
const TEAM_FACES = 5

/** /office/{slug}/{service}: one office's local page for a service. */
async function OfficeServicePage({ params }: Props) {
  const { slug, service: serviceSlug } = await params
  const found = await load(slug, serviceSlug)
  if (!found) notFound()
  const { office, page } = found
  const site = siteConfig()
  // the office's people, its leader first: two or four of them, the rest a click away in the finder
  const ranked = bySeniority(found.consultants)
  const contacts = ranked.slice(0, rowSize(ranked.length))
  const service = populated<Service>(page.service)
  const serviceHref = service ? servicePaths.service(service.slug, service.language) : null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    ...(page.intro ? { description: page.intro } : {}),
    ...(service ? { serviceType: service.title } : {}),
    url: `${site.origin}${officePaths.officeService(office.slug, page.slug)}`,
    areaServed: office.country,
    provider: {
      '@type': 'Organization',
      name: `${site.brandName} ${office.city}`,
      url: `${site.origin}${officePaths.office(office.slug)}`,
    },
  }
  return (
    <article>
      <JsonLd data={jsonLd} />
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[
          { title: 'Offices', link: officePaths.offices },
          { title: office.title, link: officePaths.office(office.slug) },
          { title: page.title },
        ]}
      />
      <header className="bg-brand text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 md:grid-cols-2 md:gap-10 md:py-14">
          <div>
            <p className="text-sm eyebrow text-white/80">
              {[office.city, countryLine(office.city, office.country)].filter(Boolean).join(', ')}
            </p>
            <h1 className="mt-2 text-4xl font-bold md:text-5xl">{page.title}</h1>
            {page.intro ? <p className="mt-5 max-w-3xl text-lg text-white/85">{page.intro}</p> : null}
          </div>
          {/* the office's own city: the service is offered here */}
          <OfficePicture image={office.image} />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <RichText data={page.body} />
        <aside aria-labelledby="office-service-links" className="h-fit rounded bg-sand p-6">
          <h2 id="office-service-links" className="text-xl font-bold">
            Learn more
          </h2>
          <ul className="mt-4 space-y-3">
            {service && serviceHref ? (
              <li>
                <Link href={serviceHref} className={`${TOUCH_INLINE} font-semibold text-brand-accent underline`}>
                  {service.title} at {site.brandName}
                </Link>
              </li>
            ) : null}
            <li>
              <Link
                href={officePaths.office(office.slug)}
                className={`${TOUCH_INLINE} font-semibold text-brand-accent underline`}
              >
                {/* one child: a flex box would drop the space between two */}
                <span>
                  <span aria-hidden="true">← </span>Back to {office.title}
                </span>
              </Link>
            </li>
          </ul>
          <OfficeAddress office={office} small />
        </aside>
      </div>
      <PeopleRow
        id="office-service-people"
        heading={`Your contacts in ${office.city}`}
        people={contacts}
        showOffice={false}
        more={{ href: finderHref('office', office.slug), label: `All our people in ${office.city}` }}
        closing={<CallTheOffice office={office} team={ranked.slice(contacts.length, contacts.length + TEAM_FACES)} />}
      />
      <OfficeContactForm office={office} />
    </article>
  )
}

/** The route of /office/{slug}/{service}: what its route file under src/app exports. */
export function officeServiceRoute() {
  return { generateStaticParams, generateMetadata, OfficeServicePage }
}
