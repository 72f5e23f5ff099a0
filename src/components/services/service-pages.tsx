import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { Hero, RenderBlocks, type PageBlock } from '@/components/blocks/render-blocks'
import { StaticHtml } from '@/components/static-html'
import { ContactForm } from '@/features/contact-form/contact-form'
import { getService, getServices, type ServiceLanguage } from '@/features/content/services.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ service: string }> }

/** Where each language's services live and how the breadcrumb reaches them. */
const LANGUAGES: Record<ServiceLanguage, { prefix: string; crumbs: Crumb[] }> = {
  en: { prefix: '/services', crumbs: [{ title: 'Services', link: '/services' }] },
  fr: { prefix: '/services/fr', crumbs: [{ title: 'Services', link: '/services' }, { title: 'Français' }] },
}

/** /services/{service} and /services/fr/{service}: a block-built service page with a contact form. */
export function serviceRoute(language: ServiceLanguage) {
  const { prefix, crumbs } = LANGUAGES[language]

  async function generateStaticParams() {
    return (await getServices(language)).map((s) => ({ service: s.slug }))
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { service: slug } = await params
    const service = await getService(slug, language)
    if (!service) return {}
    const site = siteConfig()
    const image = typeof service.meta?.image === 'object' ? (service.meta.image as Media | null)?.url : null
    return buildMetadata(site, {
      title: service.meta?.title || service.title,
      description: service.meta?.description || service.summary,
      path: `${prefix}/${slug}`,
      image: image ? new URL(image, site.origin).toString() : null,
    })
  }

  async function ServicePage({ params }: Props) {
    const { service: slug } = await params
    const service = await getService(slug, language)
    if (!service) notFound()
    const site = siteConfig()
    const blocks = (service.layout ?? []) as PageBlock[]
    const leadingHero = blocks[0]?.blockType === 'hero' ? blocks[0] : null
    const hasForm = blocks.some((b) => b.blockType === 'contactForm')
    const lang = language === 'en' ? undefined : language
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      ...(service.summary ? { description: service.summary } : {}),
      serviceType: service.title,
      inLanguage: language,
      url: `${site.origin}${prefix}/${slug}`,
      provider: { '@type': 'Organization', name: site.brandName, url: `${site.origin}/` },
    }
    return (
      <article>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
        <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={[...crumbs, { title: service.title }]} />
        <div lang={lang}>
          {leadingHero ? (
            <Hero block={leadingHero} />
          ) : (
            <StaticHtml as="header" className="mx-auto max-w-3xl px-4 pb-4 pt-10">
              <h1 className="text-4xl font-bold">{service.title}</h1>
              {service.summary ? <p className="mt-4 text-lg text-muted">{service.summary}</p> : null}
            </StaticHtml>
          )}
          <RenderBlocks blocks={blocks} skipFirst={Boolean(leadingHero)} lang={lang} />
        </div>
        {hasForm ? null : (
          <section className="mx-auto max-w-3xl px-4 py-10">
            <ContactForm />
          </section>
        )}
      </article>
    )
  }

  return { generateStaticParams, generateMetadata, ServicePage }
}
