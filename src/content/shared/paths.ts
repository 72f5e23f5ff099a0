import type { Service } from '@/payload-types'
import { populated } from '@/lib/relation'
import { urlFromCmsPath } from './branded-paths'

/**
 * The one place that builds the site's public addresses (root-relative paths) from documents:
 * links, cards, breadcrumbs, canonicals, the sitemap, search and the editors' preview all call it,
 * so a document is always linked at the address whose canonical is itself.
 */

/** What an insight's address is made of; its category may be an id (not populated) or a document. */
export type InsightAddress = { slug: string; pinnedPath?: boolean | null; category?: unknown }

/** A pinned article lives at /insights/{slug}; every other one under its category. */
function insightPath(slug: string, pinnedPath: boolean | null | undefined, categorySlug: string | null): string {
  return pinnedPath || !categorySlug ? `/insights/${slug}` : `/insights/${categorySlug}/${slug}`
}

/** The category's slug from a relationship value that may be an id or a document. */
function categorySlugOf(category: unknown): string | null {
  const slug = populated(category as { slug?: unknown } | null)?.slug
  return typeof slug === 'string' ? slug : null
}

const officeSurvey = (office: string) => `/office/${office}/board-readiness-survey/contact-us`

/** The two families of expertise, each with its own addresses (`EXPERTISE_KINDS` in expertise.server.ts labels them). */
export type ExpertiseKind = 'industry' | 'functions'

export const paths = {
  home: '/',
  search: '/search',
  offices: '/international-locations',
  office: (slug: string) => `/office/${slug}`,
  officeService: (office: string, service: string) => `/office/${office}/${service}`,
  officeSurvey,
  officeSurveyThankYou: (office: string) => `${officeSurvey(office)}/thank-you`,
  region: (slug: string) => `/region/${slug}`,
  consultants: '/consultant',
  consultant: (slug: string) => `/consultant/${slug}`,
  services: '/services',
  service: (slug: string, language?: Service['language'] | null) =>
    `/services/${language === 'fr' ? 'fr/' : ''}${slug}`,
  expertise: '/expertise',
  expertiseFamily: (kind: ExpertiseKind) => `/expertise/${kind}`,
  expertiseArea: (kind: ExpertiseKind, slug: string) => `/expertise/${kind}/${slug}`,
  expertiseSubsector: (kind: ExpertiseKind, area: string, subsector: string) =>
    `/expertise/${kind}/${area}/${subsector}`,
  insights: '/insights',
  insightCategory: (slug: string) => `/insights/${slug}`,
  insight: ({ slug, pinnedPath, category }: InsightAddress) => insightPath(slug, pinnedPath, categorySlugOf(category)),
  webinar: (slug: string) => `/webinar/${slug}`,
  /** A CMS page's address: stored without the brand, shown with it (branded-paths.ts). */
  page: (cmsPath: string, brandSlug: string) => (cmsPath === 'home' ? '/' : urlFromCmsPath(cmsPath, brandSlug)),
} as const

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
 * The address that shows a document (saved or being edited), or null while it has none yet (no slug
 * typed, or an unpinned insight without a category).
 */
export function documentPath(collection: PreviewableCollection, data: PathData, brandSlug: string): string | null {
  if (collection === 'pages') return data.path ? paths.page(data.path, brandSlug) : null
  const slug = data.slug ?? ''
  if (!SEGMENT.test(slug)) return null
  switch (collection) {
    case 'services':
      return paths.service(slug, data.language === 'fr' ? 'fr' : 'en')
    case 'industries':
      return paths.expertiseArea('industry', slug)
    case 'functions':
      return paths.expertiseArea('functions', slug)
    case 'consultants':
      return paths.consultant(slug)
    case 'offices':
      return paths.office(slug)
    case 'regions':
      return paths.region(slug)
    case 'webinars':
      return paths.webinar(slug)
    case 'insights': {
      const category = data.categorySlug && SEGMENT.test(data.categorySlug) ? data.categorySlug : null
      return data.pinnedPath || category ? insightPath(slug, data.pinnedPath, category) : null
    }
  }
}
