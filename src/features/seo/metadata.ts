import type { Metadata } from 'next'
import { canonicalUrl, pageTitle, type SiteConfig } from '@/lib/site-config'

type PageMeta = {
  title: string
  path: string
  description?: string | null
  image?: string | null
  /** The page in each language it exists in (`hreflang` alternates), by language code: site paths. */
  languages?: Record<string, string>
}

/**
 * Head tags of requirements §1: "{title} | {brand}", the default description, and one address used as
 * canonical, og:url and twitter:url.
 */
export function buildMetadata(site: SiteConfig, page: PageMeta): Metadata {
  const url = canonicalUrl(site.origin, page.path)
  const title = pageTitle(page.title, site.brandName)
  const description = page.description || site.defaultDescription
  const images = page.image
    ? [{ url: page.image }]
    : [{ url: `${site.origin}/og-default.png`, width: 1200, height: 630 }]
  // Next drops the root's trailing slash from these; the home page renders them itself (RootUrlTags)
  const isRoot = url === `${site.origin}/`
  return {
    title: { absolute: title },
    description,
    metadataBase: new URL(site.origin),
    alternates: isRoot
      ? undefined
      : {
          canonical: url,
          ...(page.languages
            ? {
                languages: Object.fromEntries(
                  Object.entries(page.languages).map(([lang, path]) => [lang, canonicalUrl(site.origin, path)]),
                ),
              }
            : {}),
        },
    openGraph: {
      title,
      description,
      ...(isRoot ? {} : { url }),
      siteName: site.brandName,
      type: 'website',
      locale: 'en',
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
    other: { 'twitter:url': url },
  }
}

/** Head of a 404 answer: the title is the status code (requirements §2), and it is never indexed. */
export function notFoundMetadata(site: SiteConfig): Metadata {
  return { title: { absolute: pageTitle('404', site.brandName) }, robots: { index: false, follow: true } }
}
