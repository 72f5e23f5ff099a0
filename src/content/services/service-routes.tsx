import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { Hero, RenderBlocks, type PageBlock } from '@/content/pages/blocks/render-blocks'
import { JsonLd } from '@/components/json-ld'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { LinkCard } from '@/components/cards/link-card'
import { cmsIndexRoute } from '@/content/pages/cms-index'
import { servicePaths } from './paths'
import { buildMetadata } from '@/features/seo/metadata'
import { populated } from '@/lib/relation'
import { siteConfig } from '@/lib/site-config'
import type { Media, Service } from '@/payload-types'
import { getService, getServices, type ServiceLanguage } from './services.server'
import { isDraft } from '@/lib/cached-read'
import { SERVICE_ROUTE_PARAMS } from './routes.server'

type Props = { params: Promise<{ service: string }> }

/** How the breadcrumb reaches each language's services. */
const CRUMBS: Record<ServiceLanguage, Crumb[]> = {
  en: [{ title: 'Services', link: servicePaths.services }],
  fr: [{ title: 'Services', link: servicePaths.services }, { title: 'Français' }],
}

/** The way to a service's twin in the other language: that language's name in its own words, short enough for a phone's breadcrumb line. */
const OTHER_LANGUAGE: Record<ServiceLanguage, { language: ServiceLanguage; label: string }> = {
  en: { language: 'fr', label: 'Français' },
  fr: { language: 'en', label: 'English' },
}

/** A link to the same service in the other language, marked with that language for screen readers and search engines. */
function LanguageSwitch({ slug, language }: { slug: string; language: ServiceLanguage }) {
  const other = OTHER_LANGUAGE[language]
  return (
    <Link
      href={servicePaths.service(slug, other.language)}
      hrefLang={other.language}
      lang={other.language}
      data-language-switch=""
      // a 44 px target that takes no more height than the breadcrumb's line
      className="-my-3 inline-flex min-h-11 shrink-0 items-center font-semibold text-brand-accent underline underline-offset-2"
    >
      {other.label}
    </Link>
  )
}

/** What a higher module adds to a service page: the people who deliver it, drawn before its closing blocks. */
export type ServiceSlots = {
  people?: (service: Pick<Service, 'slug' | 'order' | 'language' | 'leads'>) => ReactNode
}

/** /services/{service} and /services/fr/{service}: a block-built service page with a contact form. */
export function serviceRoute(language: ServiceLanguage, { people }: ServiceSlots = {}) {
  const crumbs = CRUMBS[language]

  const generateStaticParams =
    SERVICE_ROUTE_PARAMS[language === 'fr' ? '/services/fr/[service]' : '/services/[service]']

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { service: slug } = await params
    const draft = await isDraft()
    const [service, twin] = await Promise.all([
      getService(slug, language, { draft }),
      getService(slug, OTHER_LANGUAGE[language].language, { draft }),
    ])
    if (!service) return {}
    const site = siteConfig()
    const image = populated<Media>(service.meta?.image)?.url
    return buildMetadata(site, {
      title: service.meta?.title || service.title,
      description: service.meta?.description || service.summary,
      path: servicePaths.service(slug, language),
      image: image ? new URL(image, site.origin).toString() : null,
      languages: twin
        ? {
            [language]: servicePaths.service(slug, language),
            [twin.language]: servicePaths.service(slug, twin.language),
          }
        : undefined,
    })
  }

  async function ServicePage({ params }: Props) {
    const { service: slug } = await params
    const draft = await isDraft()
    const [service, twin] = await Promise.all([
      getService(slug, language, { draft }),
      getService(slug, OTHER_LANGUAGE[language].language, { draft }),
    ])
    if (!service) notFound()
    const site = siteConfig()
    const own = (service.layout ?? []) as PageBlock[]
    // every service page ends with the contact form; the page's call to action before it introduces it
    const blocks: PageBlock[] = own.some((b) => b.blockType === 'contactForm')
      ? own
      : [...own, { blockType: 'contactForm', variant: 'default' }]
    const leadingHero = blocks[0]?.blockType === 'hero' ? blocks[0] : null
    const lang = language === 'en' ? undefined : language
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      ...(service.summary ? { description: service.summary } : {}),
      serviceType: service.title,
      inLanguage: language,
      url: `${site.origin}${servicePaths.service(slug, language)}`,
      provider: { '@type': 'Organization', name: site.brandName, url: `${site.origin}/` },
    }
    return (
      // the whole page in its language, the trail included; the form marks its own English texts
      <article lang={lang}>
        <JsonLd data={jsonLd} />
        <Breadcrumb
          brandName={site.brandName}
          origin={site.origin}
          crumbs={[...crumbs, { title: service.title }]}
          end={twin ? <LanguageSwitch slug={slug} language={language} /> : undefined}
        />
        <div>
          {leadingHero ? (
            <Hero block={leadingHero} />
          ) : (
            <header className="reading pb-4 pt-10">
              <h1 className="text-4xl font-bold">{service.title}</h1>
              {service.summary ? <p className="mt-4 text-lg text-muted">{service.summary}</p> : null}
            </header>
          )}
          <RenderBlocks
            blocks={blocks}
            skipFirst={Boolean(leadingHero)}
            lang={lang}
            beforeClosing={people?.(service)}
          />
        </div>
      </article>
    )
  }

  return { generateStaticParams, generateMetadata, ServicePage }
}

/** /services: the CMS page with every English service in editorial order, then the French pages, then `people`. */
export function servicesIndexRoute({ people }: { people?: ReactNode } = {}) {
  return cmsIndexRoute({
    path: 'services',
    title: 'Services',
    url: servicePaths.services,
    load: () => Promise.all([getServices('en'), getServices('fr')]),
    listing: ([services, french]) => (
      <>
        <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="services-list" className="mb-6 text-2xl font-bold md:text-3xl">
            All services
          </h2>
          <ul className={`grid gap-6 ${cardGridColumns(services.length)}`}>
            {services.map((s, i) => (
              <LinkCard
                key={s.id}
                href={servicePaths.service(s.slug)}
                title={s.title}
                text={s.summary}
                className={featuredCardClass(services.length, i)}
              />
            ))}
          </ul>
        </section>
        {french.length ? (
          <section aria-labelledby="services-fr" lang="fr" className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="services-fr" className="mb-4 text-2xl font-bold md:text-3xl">
              Nos services en français
            </h2>
            <ul className="flex flex-wrap gap-x-8 md:gap-y-2">
              {french.map((s) => (
                <li key={s.id}>
                  <Link
                    href={servicePaths.service(s.slug, 'fr')}
                    className={`${TOUCH_INLINE} text-brand-accent underline`}
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {people}
      </>
    ),
  })
}
