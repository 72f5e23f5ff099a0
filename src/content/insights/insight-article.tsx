import type { Metadata } from 'next'
import { TOUCH_FLUSH } from '@/components/touch-target'
import Link from '@/components/link'
import { Breadcrumb } from '@/components/breadcrumb'
import { JsonLd } from '@/components/json-ld'
import { RichText } from '@/components/rich-text'
import { FaceStack } from '@/components/cards/face-stack'
import { consultantPaths } from '@/content/consultants/paths'
import { insightPaths } from './paths'
import { buildMetadata } from '@/features/seo/metadata'
import { populated } from '@/lib/relation'
import { siteConfig } from '@/lib/site-config'
import type { Consultant, Insight, InsightCategory, Media } from '@/payload-types'
import { InsightCards, type InsightCardData } from '@/content/insights/insight-card'
import { focalPosition, responsiveImage } from '@/components/responsive-image'
import { ArticleNextStep, AuthorBox, type ArticleAuthor } from './article-next-step'
import { readingMinutes } from './reading-time'
import { ShareThis } from './share-this'

type Related = InsightCardData

/** The article's picture: the text column's width and a little more. */
const HERO_SIZES = '(min-width: 1024px) 992px, 100vw'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function insightMetadata(insight: Insight): Metadata {
  const site = siteConfig()
  const image = populated<Media>(insight.meta?.image) ?? populated<Media>(insight.heroImage)
  const metadata = buildMetadata(site, {
    title: insight.meta?.title || insight.title,
    description: insight.meta?.description || insight.excerpt,
    path: insightPaths.insight(insight),
    image: image?.url ? new URL(image.url, site.origin).toString() : null,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: insight.publishedAt } }
}

/** One insight article: shared by /insights/{category}/{slug} and the pinned /insights/{slug}. */
export function InsightArticle({
  insight,
  authors: authorCards = [],
  related,
}: {
  insight: Insight
  /** The authors with portrait and office, for the box at the article's end. */
  authors?: ArticleAuthor[]
  related: Related[]
}) {
  const site = siteConfig()
  const category = populated<InsightCategory>(insight.category)
  const authors = (insight.authors ?? []).map((a) => populated<Consultant>(a)).filter((a): a is Consultant => !!a)
  // the byline's faces: the authors as the box at the end shows them (with their portraits), three at most
  const bylineFaces = authors.slice(0, 3).map((a) => authorCards.find((c) => c.id === a.id) ?? a)
  const hero = populated<Media>(insight.heroImage)
  // the article's largest paint on a wide screen; below the headline on a phone
  const heroImg = responsiveImage(hero, { sizes: HERO_SIZES, priority: true, fallbackWidth: 1200, fallbackHeight: 675 })
  const minutes = readingMinutes(insight.content)
  const url = `${site.origin}${insightPaths.insight(insight)}`
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: insight.title,
    description: insight.excerpt,
    datePublished: insight.publishedAt,
    dateModified: insight.updatedAt,
    url,
    mainEntityOfPage: url,
    ...(hero?.url ? { image: new URL(hero.url, site.origin).toString() } : {}),
    author: authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      url: `${site.origin}${consultantPaths.consultant(a.slug)}`,
    })),
    publisher: { '@type': 'Organization', name: site.brandName, url: `${site.origin}/` },
    ...(category ? { articleSection: category.title } : {}),
  }
  return (
    <article>
      <JsonLd data={article} />
      <Breadcrumb
        brandName={site.brandName}
        origin={site.origin}
        crumbs={[
          { title: 'Insights', link: insightPaths.insights },
          ...(category ? [{ title: category.title, link: insightPaths.insightCategory(category.slug) }] : []),
          { title: insight.title },
        ]}
      />
      <header className="mx-auto max-w-3xl px-4 pt-10">
        {category ? (
          <p className="text-sm eyebrow text-muted">
            <Link
              href={insightPaths.insightCategory(category.slug)}
              className={`${TOUCH_FLUSH} hover:text-brand-accent`}
            >
              {category.title}
            </Link>
          </p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold">{insight.title}</h1>
        <p className="mt-4 text-lg text-muted">{insight.excerpt}</p>
        <div className="mt-6 flex items-center gap-4">
          {bylineFaces.length ? (
            // the names beside them say who they are: a screen reader does not hear them twice
            <div aria-hidden="true" className="shrink-0" data-byline-faces="">
              <FaceStack people={bylineFaces} label="Authors" size={48} />
            </div>
          ) : null}
          <div>
            {authors.length ? (
              <p className="text-sm">
                By{' '}
                {authors.map((a, i) => (
                  <span key={a.id}>
                    {i > 0 ? (i === authors.length - 1 ? ' and ' : ', ') : null}
                    <Link
                      href={consultantPaths.consultant(a.slug)}
                      className={`${TOUCH_FLUSH} font-semibold text-brand-accent underline`}
                    >
                      {a.name}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
              <time dateTime={insight.publishedAt}>{dateFormat.format(new Date(insight.publishedAt))}</time>
              <span aria-hidden="true">·</span>
              <span>{`${minutes} min read`}</span>
            </p>
          </div>
        </div>
      </header>
      {heroImg ? (
        <div className="mx-auto mt-8 max-w-5xl px-4">
          <span className="relative block aspect-video overflow-hidden rounded bg-brand">
            {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's getImageProps */}
            <img
              {...heroImg}
              alt={heroImg.alt}
              style={{ objectPosition: focalPosition(hero) }}
              className="absolute inset-0 block h-full w-full object-cover"
            />
          </span>
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 py-10">
        {/* a reading size from 768 px: about 75 characters a line in the 48 rem column */}
        <RichText data={insight.content} className="md:text-lg" />
        <ShareThis
          heading="Share this article"
          className="mt-10 border-t border-black/10 pt-6"
          url={url}
          title={insight.title}
          summary={insight.excerpt}
          hashtags={[...(category ? [category.title] : []), site.brandName]}
          image={hero}
        />
        <AuthorBox authors={authorCards} />
        <ArticleNextStep author={authorCards[0]} />
      </div>
      {related.length ? (
        <section aria-labelledby="related-insights" className="mx-auto max-w-7xl px-4 pt-10 pb-16">
          <h2 id="related-insights" className="mb-6 text-2xl font-bold md:text-3xl">
            {category && related.every((r) => populated<InsightCategory>(r.category)?.id === category.id)
              ? `More on ${category.title}`
              : 'More insights'}
          </h2>
          <InsightCards insights={related} />
        </section>
      ) : null}
    </article>
  )
}
