import type { Metadata } from 'next'
import { RenderBlocks, type PageBlock } from '@/content/pages/blocks/render-blocks'
import { ExpertiseModule } from '@/content/expertise/expertise-module'
import { HeroCarousel } from '@/content/home/hero-carousel'
import { HeroSlide, type Slide } from '@/content/home/hero-slide'
import { EntryPoints } from './entry-points'
import { InsightSection } from '@/content/insights/insight-section'
import { PeopleSection } from './people-section'
import { responsiveImage } from '@/components/responsive-image'
import { getPageByPath } from '@/content/pages/pages.server'
import { getSiteSettings } from '@/content/site-settings/site-settings.server'
import { buildMetadata } from '@/features/seo/metadata'
import { RootUrlTags } from '@/features/seo/root-url-tags'
import { UserInfoModule } from '@/content/offices/user-info/user-info-module'
import { siteConfig } from '@/lib/site-config'
import type { HeroBlock, Media, Page, SiteSetting } from '@/payload-types'
import { JsonLd } from '@/components/json-ld'
import { populated } from '@/lib/relation'
import { isDraft } from '@/lib/cached-read'

const DEFAULT_TITLE = 'Executive Search & Leadership Consulting'
/** Blocks that close the page; the layout modules go before them. */
const CLOSING: ReadonlySet<PageBlock['blockType']> = new Set(['callToAction', 'contactForm'])

async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath('home', { draft: await isDraft() })
  const image = populated<Media>(page?.meta?.image)?.url
  const site = siteConfig()
  return buildMetadata(site, {
    title: page?.meta?.title || page?.title || DEFAULT_TITLE,
    description: page?.meta?.description,
    path: '/',
    image: image ? new URL(image, site.origin).toString() : null,
  })
}

const SLIDE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

/** The first slide is the page's largest paint; the others wait until they are shown. */
const slideImage = (image: number | Media | null | undefined, first: boolean) =>
  responsiveImage(image, { sizes: SLIDE_SIZES, priority: first })

/** Carousel slides from site settings; without any, the home page's own hero is the only slide. */
function slidesOf(settings: SiteSetting, hero: HeroBlock | null): Slide[] {
  const slides = (settings.carousel ?? []).map((s, i) => ({
    heading: s.heading,
    text: s.text,
    cta: s.ctaLabel && s.ctaHref ? { label: s.ctaLabel, href: s.ctaHref } : null,
    image: slideImage(s.image, i === 0),
  }))
  if (slides.length > 0 || !hero) return slides
  return [
    {
      heading: hero.heading,
      text: hero.subheading,
      cta: hero.cta?.label && hero.cta.href ? { label: hero.cta.label, href: hero.cta.href } : null,
      image: slideImage(hero.image, true),
    },
  ]
}

/**
 * Home: the carousel, the editor's home page blocks, and the default layout's modules (insight
 * section, expertise module, user-info module) before the page's closing call to action.
 */
async function HomePage() {
  const site = siteConfig()
  const draft = await isDraft()
  const [page, settings] = await Promise.all([getPageByPath('home', { draft }), getSiteSettings()])
  const home: Page | null = page
  const blocks = (home?.layout ?? []) as PageBlock[]
  const hero = blocks[0]?.blockType === 'hero' ? blocks[0] : null
  const body = hero ? blocks.slice(1) : blocks
  const split = body.findIndex((b) => CLOSING.has(b.blockType))
  const opening = split === -1 ? body : body.slice(0, split)
  const closing = split === -1 ? [] : body.slice(split)
  const hasInsights = body.some((b) => b.blockType === 'latestInsights')
  const insightsAt = opening.findIndex((b) => b.blockType === 'latestInsights')
  const beforeInsights = insightsAt === -1 ? opening : opening.slice(0, insightsAt)
  const fromInsights = insightsAt === -1 ? [] : opening.slice(insightsAt)
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: `${site.origin}/`,
    logo: `${site.origin}/og-default.png`,
    description: home?.meta?.description || site.defaultDescription,
    sameAs: (settings.footer?.social ?? []).map((s) => s.href),
  }

  return (
    <>
      <RootUrlTags origin={site.origin} />
      <JsonLd data={organization} />
      <HeroCarousel
        slides={slidesOf(settings, hero).map((slide, i) => ({
          heading: slide.heading,
          content: <HeroSlide slide={slide} later={i > 0} />,
        }))}
        label="Highlights"
        title={home?.title || DEFAULT_TITLE}
      />
      <EntryPoints />
      <RenderBlocks blocks={beforeInsights} featureInsights />
      {/* people first: the firm's consultants come before its insights, wherever the editors put those */}
      <PeopleSection />
      <RenderBlocks blocks={fromInsights} featureInsights />
      {hasInsights ? null : <InsightSection featured />}
      <ExpertiseModule />
      <UserInfoModule />
      <RenderBlocks blocks={closing} />
    </>
  )
}

/** The route of /: what its route file under src/app exports. */
export function homeRoute() {
  return { generateMetadata, HomePage }
}
