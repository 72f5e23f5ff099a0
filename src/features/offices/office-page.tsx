import type { Metadata } from 'next'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { OfficeAddress } from './office-cards'
import { Breadcrumb } from '@/components/breadcrumb'
import { RichText } from '@/components/rich-text'
import { OfficeContactForm } from './office-contact-form'
import { getOffice, getOfficeSlugs } from '@/features/content/people.server'
import { buildMetadata, notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Region } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { paths } from '@/features/content/paths'
import { populated } from '@/lib/relation'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getOfficeSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const data = await getOffice(slug)
  if (!data) return notFoundMetadata(siteConfig())
  const { office } = data
  return buildMetadata(siteConfig(), {
    title: office.meta?.title || office.title,
    description: office.meta?.description || office.summary || `${office.title}: ${office.address}`,
    path: paths.office(slug),
  })
}

export async function OfficePage({ params }: Props) {
  const { slug } = await params
  const data = await getOffice(slug)
  if (!data) notFound()
  const { office, consultants } = data
  const site = siteConfig()
  const region = populated<Region>(office.region)
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${site.brandName} ${office.city}`,
    url: `${site.origin}${paths.office(slug)}`,
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
        crumbs={[{ title: 'Offices', link: paths.offices }, { title: office.title }]}
      />
      <header className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-4xl font-bold">{office.title}</h1>
        {office.summary ? <p className="mt-4 max-w-3xl text-lg text-muted">{office.summary}</p> : null}
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <RichText data={office.body} />
          {office.servicePages?.length ? (
            <section aria-labelledby="office-services" className="mt-10">
              <h2 id="office-services" className="mb-4 text-2xl font-bold">
                Services in {office.city}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {office.servicePages.map((s) => (
                  <li key={s.id ?? s.slug} className="rounded border border-black/10 p-4">
                    <Link
                      href={paths.officeService(office.slug, s.slug)}
                      className="font-semibold hover:text-brand-accent"
                    >
                      {s.title}
                    </Link>
                    {s.intro ? <p className="mt-1 text-sm text-muted">{s.intro}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="office-team" className="mt-10">
            <h2 id="office-team" className="mb-4 text-2xl font-bold">
              Our consultants in {office.city}
            </h2>
            {consultants.length ? (
              <ul className="grid gap-4 sm:grid-cols-2">
                {consultants.map((c) => (
                  <li key={c.id}>
                    <Link href={paths.consultant(c.slug)} className="font-semibold hover:text-brand-accent">
                      {c.name}
                    </Link>
                    <p className="text-sm text-muted">{c.role}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">Our team here is growing: get in touch below.</p>
            )}
          </section>
        </div>
        <aside aria-labelledby="office-contact" className="h-fit rounded bg-sand p-6">
          <h2 id="office-contact" className="text-xl font-bold">
            Visit or call
          </h2>
          <OfficeAddress office={office} />
          {office.email ? (
            <p className="mt-1">
              <a href={`mailto:${office.email}`} className="text-brand-accent underline">
                {office.email}
              </a>
            </p>
          ) : null}
          {region ? (
            <p className="mt-3 text-sm">
              Part of our{' '}
              <Link href={paths.region(region.slug)} className="text-brand-accent underline">
                {region.title}
              </Link>{' '}
              region.
            </p>
          ) : null}
        </aside>
      </div>
      <OfficeContactForm office={office} />
    </article>
  )
}
