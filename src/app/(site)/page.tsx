import type { Metadata } from 'next'
import Link from 'next/link'
import { getHomeContent } from '@/features/content/home.server'
import { getSiteSettings } from '@/features/content/site-settings.server'
import { buildMetadata } from '@/features/seo/metadata'
import { RootUrlTags } from '@/features/seo/root-url-tags'
import { siteConfig } from '@/lib/site-config'
import type { Media } from '@/payload-types'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return buildMetadata(site, { title: 'Executive Search & Leadership Consulting', path: '/' })
}

function mediaUrl(image: number | Media | null | undefined): string | undefined {
  return typeof image === 'object' && image?.url ? image.url : undefined
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export default async function HomePage() {
  const site = siteConfig()
  const [content, settings] = await Promise.all([getHomeContent(), getSiteSettings()])
  const slide = settings.carousel?.[0]
  const officesByRegion = content.regions.map((r) => ({
    region: r,
    offices: content.offices.filter((o) => (typeof o.region === 'object' ? o.region?.id : o.region) === r.id),
  }))
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: `${site.origin}/`,
    description: site.defaultDescription,
  }

  return (
    <>
      <RootUrlTags origin={site.origin} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, '\\u003c') }}
      />
      <section aria-labelledby="hero-heading" className="bg-brand text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <h1 id="hero-heading" className="text-4xl font-bold md:text-5xl">
              {slide?.heading ?? `${site.brandName}: leaders for what comes next`}
            </h1>
            {slide?.text ? <p className="mt-5 text-lg text-white/85">{slide.text}</p> : null}
            <Link
              href={slide?.ctaHref ?? '/contact-us'}
              className="mt-8 inline-block rounded bg-white px-6 py-3 font-semibold text-brand hover:bg-sand"
            >
              {slide?.ctaLabel ?? 'Talk to a consultant'}
            </Link>
          </div>
          {mediaUrl(slide?.image) ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated demo art, sized by CSS
            <img
              src={mediaUrl(slide?.image)}
              alt={typeof slide?.image === 'object' ? (slide?.image?.alt ?? '') : ''}
              width={800}
              height={500}
              fetchPriority="high"
              className="h-auto w-full rounded"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="services-heading" className="text-3xl font-bold">
          Our services
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.services.map((s) => (
            <li key={s.id} className="rounded border border-black/10 p-6">
              <h3 className="text-xl font-semibold">
                <Link href={`/services/${s.slug}`} className="hover:text-brand-accent">
                  {s.title}
                </Link>
              </h3>
              {s.summary ? <p className="mt-2 text-muted">{s.summary}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="expertise-heading" className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="expertise-heading" className="text-3xl font-bold">
            Expertise
          </h2>
          <div className="mt-8 grid gap-10 md:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold">By industry</h3>
              <ul className="mt-4 columns-2 gap-6 text-sm">
                {content.industries.map((i) => (
                  <li key={i.id} className="mb-2">
                    <Link href={`/expertise/industry/${i.slug}`} className="hover:text-brand-accent">
                      {i.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-xl font-semibold">By function</h3>
              <ul className="mt-4 columns-2 gap-6 text-sm">
                {content.functions.map((f) => (
                  <li key={f.id} className="mb-2">
                    <Link href={`/expertise/functions/${f.slug}`} className="hover:text-brand-accent">
                      {f.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="insights-heading" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="insights-heading" className="text-3xl font-bold">
            Latest insights
          </h2>
          <Link href="/insights" className="font-semibold text-brand-accent">
            All insights
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {content.insights.map((a) => {
            const category = typeof a.category === 'object' ? a.category : null
            return (
              <li key={a.id} className="flex flex-col rounded border border-black/10 p-6">
                {category ? (
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted">{category.title}</p>
                ) : null}
                <h3 className="mt-2 text-lg font-semibold">
                  <Link href={`/insights/${category?.slug ?? 'all'}/${a.slug}`} className="hover:text-brand-accent">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm text-muted">{a.excerpt}</p>
                <time dateTime={a.publishedAt} className="mt-4 text-xs text-muted">
                  {dateFormat.format(new Date(a.publishedAt))}
                </time>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="offices-heading" className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="offices-heading" className="text-3xl font-bold">
            {content.offices.length} offices, {content.consultantCount} consultants
          </h2>
          <p className="mt-3 text-muted">Talk to the team nearest to you.</p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {officesByRegion.map(({ region, offices }) => (
              <div key={region.id}>
                <h3 className="text-lg font-semibold">
                  <Link href={`/region/${region.slug}`} className="hover:text-brand-accent">
                    {region.title}
                  </Link>
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {offices.slice(0, 6).map((o) => (
                    <li key={o.id}>
                      <Link href={`/office/${o.slug}`} className="hover:text-brand-accent">
                        {o.city}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
