import { urlFromCmsPath } from '@/features/content/page-paths'

/** The collections whose documents are pages of the site, so they can be previewed. */
export const PREVIEWABLE_COLLECTIONS = [
  'pages',
  'services',
  'industries',
  'functions',
  'consultants',
  'offices',
  'regions',
  'insights',
  'webinars',
] as const

export type PreviewableCollection = (typeof PREVIEWABLE_COLLECTIONS)[number]

export const isPreviewable = (slug: string): slug is PreviewableCollection =>
  (PREVIEWABLE_COLLECTIONS as readonly string[]).includes(slug)

/** What the path is made of; an insight's category is its slug, looked up by the caller. */
export type PathData = {
  path?: string | null
  slug?: string | null
  language?: string | null
  pinnedPath?: boolean | null
  categorySlug?: string | null
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The site address (root-relative) that shows a document, or null while it has none yet (no slug
 * typed). The same rules as the sitemap's.
 */
export function documentPath(collection: PreviewableCollection, data: PathData, brandSlug: string): string | null {
  if (collection === 'pages') {
    if (!data.path) return null
    return data.path === 'home' ? '/' : urlFromCmsPath(data.path, brandSlug)
  }
  const slug = data.slug ?? ''
  if (!SEGMENT.test(slug)) return null
  switch (collection) {
    case 'services':
      return `/services/${data.language === 'fr' ? 'fr/' : ''}${slug}`
    case 'industries':
      return `/expertise/industry/${slug}`
    case 'functions':
      return `/expertise/functions/${slug}`
    case 'consultants':
      return `/consultant/${slug}`
    case 'offices':
      return `/office/${slug}`
    case 'regions':
      return `/region/${slug}`
    case 'webinars':
      return `/webinar/${slug}`
    case 'insights':
      if (data.pinnedPath) return `/insights/${slug}`
      return data.categorySlug && SEGMENT.test(data.categorySlug) ? `/insights/${data.categorySlug}/${slug}` : null
  }
}
