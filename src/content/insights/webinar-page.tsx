import type { Metadata } from 'next'
import { Portrait } from '@/components/cards/portrait'
import { responsiveImage } from '@/components/responsive-image'
import { TOUCH_FLUSH } from '@/components/touch-target'
import Link from '@/components/link'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb'
import { formatDuration, formatWebinarDate, isoDuration, isUpcoming } from '@/content/insights/webinar-time'
import { RichText } from '@/components/rich-text'
import { getWebinar, getWebinarReading } from '@/content/insights/webinars.server'
import { InsightCards } from '@/content/insights/insight-card'
import { ArticleNextStep } from './article-next-step'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Consultant, Media } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { populated } from '@/lib/relation'
import { consultantPaths } from '@/content/consultants/paths'
import { insightPaths } from './paths'
import { isDraft } from '@/lib/cached-read'
import { INSIGHT_ROUTE_PARAMS } from './routes.server'
import { ShareThis } from './share-this'

type Props = { params: Promise<{ slug: string }> }

const generateStaticParams = INSIGHT_ROUTE_PARAMS['/webinar/[slug]']

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const webinar = await getWebinar(slug, { draft: await isDraft() })
  if (!webinar) return {}
  const site = siteConfig()
  const image = populated<Media>(webinar.meta?.image) ?? populated<Media>(webinar.image)
  return buildMetadata(site, {
    title: webinar.meta?.title || webinar.title,
    description: webinar.meta?.description || webinar.summary,
    path: insightPaths.webinar(slug),
    image: image?.url ? new URL(image.url, site.origin).toString() : null,
  })
}

async function WebinarPage({ params }: Props) {
  const { slug } = await params
  const webinar = await getWebinar(slug, { draft: await isDraft() })
  if (!webinar) notFound()
  const site = siteConfig()
  const speakers = (webinar.speakers ?? []).map((s) => populated<Consultant>(s)).filter((s): s is Consultant => !!s)
  const guests = webinar.guestSpeakers ?? []
  const image = populated<Media>(webinar.image)
  // the page's largest paint: a phone-sized file through the optimizer, not the 1200 px original
  const poster = responsiveImage(image, {
    sizes: '(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw',
    priority: true,
    fallbackWidth: 1200,
    fallbackHeight: 630,
  })
  const minutes = webinar.durationMinutes ?? 60
  const upcoming = isUpcoming(webinar.date)
  const url = `${site.origin}${insightPaths.webinar(slug)}`
  const reading = await getWebinarReading(speakers.map((s) => s.id))
  const end = new Date(Date.parse(webinar.date) + minutes * 60_000).toISOString()
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.date,
    endDate: end,
    duration: isoDuration(minutes),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: (upcoming ? webinar.registrationUrl : webinar.recordingUrl) || url },
    organizer: { '@type': 'Organization', name: site.brandName, url: `${site.origin}/` },
    performer: [
      ...speakers.map((s) => ({
        '@type': 'Person',
        name: s.name,
        url: `${site.origin}${consultantPaths.consultant(s.slug)}`,
      })),
      ...guests.map((g) => ({ '@type': 'Person', name: g.name })),
    ],
    ...(image?.url ? { image: new URL(image.url, site.origin).toString() } : {}),
    url,
  }
  const action = upcoming
    ? webinar.registrationUrl && { href: webinar.registrationUrl, label: 'Register for this webinar' }
    : webinar.recordingUrl && { href: webinar.recordingUrl, label: 'Watch the recording' }
  return (
    <article>
      <JsonLd data={event} />
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[{ title: 'Insights', link: insightPaths.insights }, { title: 'Webinars' }, { title: webinar.title }]}
      />
      {/* on a phone the picture comes right after the call to action, before the share buttons; from lg
          it stands beside both, the text above the buttons */}
      <header className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr] lg:grid-rows-[1fr_auto]">
        <div className="lg:self-end">
          <p className="text-sm eyebrow text-muted">{upcoming ? 'Upcoming webinar' : 'Webinar recording'}</p>
          <h1 className="mt-2 text-4xl font-bold">{webinar.title}</h1>
          <p className="mt-4 text-lg text-muted">{webinar.summary}</p>
          <dl className="mt-6 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Date and time</dt>
            <dd>
              <time dateTime={webinar.date}>{formatWebinarDate(webinar.date)}</time>
            </dd>
            <dt className="font-semibold">Duration</dt>
            <dd>{formatDuration(minutes)}</dd>
          </dl>
          {action ? (
            <p className="mt-8">
              <a
                href={action.href}
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-accent"
              >
                {action.label}
              </a>
            </p>
          ) : null}
        </div>
        {poster ? (
          // eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's rules on the server
          <img
            {...poster}
            alt={poster.alt}
            className="h-auto w-full rounded lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
          />
        ) : null}
        <ShareThis
          heading="Share this webinar"
          className="lg:col-start-1 lg:row-start-2"
          url={url}
          title={webinar.title}
          summary={webinar.summary}
          hashtags={['Webinar', site.brandName]}
          image={image}
        />
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[2fr_1fr]">
        {webinar.content ? (
          <section aria-label="About this webinar">
            <RichText data={webinar.content} />
          </section>
        ) : (
          <div />
        )}
        {speakers.length || guests.length ? (
          <aside aria-labelledby="webinar-speakers" className="h-fit rounded bg-sand p-6">
            <h2 id="webinar-speakers" className="text-xl font-bold">
              Speakers
            </h2>
            <ul className="mt-4 space-y-3">
              {speakers.map((s) => (
                <li key={s.id} className="flex items-center gap-4">
                  <span className="w-14 shrink-0 overflow-hidden rounded">
                    <Portrait name={s.name} photo={s.photo} sizes="56px" />
                  </span>
                  <div>
                    <Link
                      href={consultantPaths.consultant(s.slug)}
                      className={`${TOUCH_FLUSH} font-semibold text-brand-accent underline`}
                    >
                      {s.name}
                    </Link>
                    <p className="text-sm text-muted">
                      {s.role}, {site.brandName}
                    </p>
                  </div>
                </li>
              ))}
              {guests.map((g) => (
                <li key={g.id ?? g.name} className="flex items-center gap-4">
                  {/* in the same frame as a speaker's portrait; a guest with no photo gets the monogram */}
                  <span className="w-14 shrink-0 overflow-hidden rounded">
                    <Portrait name={g.name} photo={g.photo} sizes="56px" />
                  </span>
                  <div>
                    <p className="font-semibold">{g.name}</p>
                    <p className="text-sm text-muted">{g.role ? `${g.role} (guest speaker)` : 'Guest speaker'}</p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <ArticleNextStep author={speakers[0]} />
      </div>
      {reading.insights.length ? (
        <section aria-labelledby="webinar-reading" className="mx-auto max-w-7xl px-4 pt-10 pb-16">
          <h2 id="webinar-reading" className="mb-6 text-2xl font-bold md:text-3xl">
            {reading.bySpeakers === reading.insights.length && speakers.length
              ? `Read more from ${speakers.length === 1 ? speakers[0]!.name : 'our speakers'}`
              : 'Read more from our consultants'}
          </h2>
          <InsightCards insights={reading.insights} />
        </section>
      ) : null}
    </article>
  )
}

/** The route of /webinar/{slug}: what its route file under src/app exports. */
export function webinarRoute() {
  return { generateStaticParams, generateMetadata, WebinarPage }
}
