import type { Metadata } from 'next'
import { officeCount, OfficeEntries } from '../offices/office-directory'
import { RegionOfficeMap } from '../offices/map/office-maps'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb'
import Link from '@/components/link'
import { CONTACT_PAGE } from '@/content/insights/article-next-step'
import { ConsultantCards } from '@/components/cards/consultant-card'
import { RichText } from '@/components/rich-text'
import { SectionHead } from '@/components/section-head'
import { getRegion } from '@/content/regions/regions.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { consultantPaths } from '@/content/consultants/paths'
import { officePaths } from '@/content/offices/paths'
import { regionPaths } from './paths'
import { isDraft } from '@/lib/cached-read'
import { REGION_ROUTE_PARAMS } from './routes.server'
import { BESIDE_TEXT } from '@/components/beside-text'

type Props = { params: Promise<{ region: string }> }

const generateStaticParams = REGION_ROUTE_PARAMS['/region/[region]']

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region: slug } = await params
  const data = await getRegion(slug, { draft: await isDraft() })
  if (!data) return {}
  const { region } = data
  return buildMetadata(siteConfig(), {
    title: region.meta?.title || region.title,
    description: region.meta?.description || region.summary,
    path: regionPaths.region(slug),
  })
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : many)

/** The region's size in three figures, and the way to talk to its people. */
function RegionAtAGlance({
  title,
  offices,
  countries,
  people,
}: {
  title: string
  offices: number
  countries: number
  people: number
}) {
  const figures = [
    { value: offices, label: count(offices, 'office', 'offices') },
    { value: countries, label: count(countries, 'country', 'countries') },
    { value: people, label: count(people, 'consultant', 'consultants') },
  ].filter((f) => f.value > 0)
  return (
    <section aria-labelledby="region-glance" className="self-start rounded-card bg-sand p-6" data-aside="">
      <h2 id="region-glance" className="text-xl font-bold">
        {title} at a glance
      </h2>
      {figures.length ? (
        <dl className="mt-4 grid grid-cols-3 gap-4">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col">
              <dt className="order-2 text-sm text-muted">{f.label}</dt>
              <dd className="order-1 font-serif text-3xl font-bold text-brand">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-5">
        <Link
          href={CONTACT_PAGE}
          className="inline-flex min-h-11 items-center rounded bg-brand px-5 font-semibold text-white hover:bg-brand-accent"
        >
          Speak to our {title} team
        </Link>
      </p>
    </section>
  )
}

/** /region/{region}: the region, its offices and some of its consultants. */
async function RegionPage({ params }: Props) {
  const { region: slug } = await params
  const data = await getRegion(slug, { draft: await isDraft() })
  if (!data) notFound()
  const { region, offices, consultants, people } = data
  const site = siteConfig()
  return (
    <article>
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[{ title: 'Offices', link: officePaths.offices }, { title: region.title }]}
      />
      <header className="bg-brand text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:gap-12 lg:py-14">
          <div>
            <p className="text-sm eyebrow text-white/80">Region</p>
            <h1 className="mt-2 text-4xl font-bold md:text-5xl">{region.title}</h1>
            {region.summary ? <p className="mt-5 max-w-2xl text-lg text-white/85">{region.summary}</p> : null}
          </div>
          <RegionOfficeMap
            offices={offices}
            label={`Map of our ${officeCount(offices.length)} in ${region.title}`}
            className="block aspect-[2/1] h-auto w-full rounded md:aspect-[4/3]"
          />
        </div>
      </header>
      {/* the intro with the region at a glance beside it: a wide screen is never text with its right 40 % empty */}
      <div className={BESIDE_TEXT}>
        <RichText data={region.body} />
        <RegionAtAGlance
          title={region.title}
          offices={offices.length}
          countries={new Set(offices.map((o) => o.country)).size}
          people={people}
        />
      </div>
      <section aria-labelledby="region-offices" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="region-offices" className="mb-6 text-2xl font-bold md:text-3xl">
          Our offices in {region.title}
        </h2>
        {offices.length ? (
          <OfficeEntries offices={offices} />
        ) : (
          <p className="text-muted">We serve this region from our offices nearby: get in touch with any of them.</p>
        )}
      </section>
      {consultants.length ? (
        <section aria-labelledby="region-consultants" className="mx-auto max-w-7xl px-4 py-10">
          <SectionHead
            id="region-consultants"
            heading={`Who leads our work in ${region.title}`}
            more={{
              href: `${consultantPaths.consultants}?${new URLSearchParams({ region: region.slug })}`,
              label: `Everyone in ${region.title}`,
            }}
          />
          <ConsultantCards
            consultants={consultants}
            profileHref={consultantPaths.consultant}
            officeHref={officePaths.office}
          />
        </section>
      ) : null}
    </article>
  )
}

/** The route of /region/{region}: what its route file under src/app exports. */
export function regionRoute() {
  return { generateStaticParams, generateMetadata, RegionPage }
}
