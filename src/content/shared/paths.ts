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

/** What the path is made of; an insight's category is its slug, looked up by the caller. */
export type PathData = {
  path?: string | null
  slug?: string | null
  language?: string | null
  pinnedPath?: boolean | null
  categorySlug?: string | null
}

/**
 * The address that shows a document of a previewable collection (saved or being edited), or null
 * while it has none yet. Each module declares one per previewable collection (its `module.ts`).
 */
export type DraftAddress = (data: PathData, brandSlug: string) => string | null

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A draft's address built from its slug, or null while the slug typed so far is not a path segment. */
export const slugDraft =
  (build: (slug: string, data: PathData) => string | null): DraftAddress =>
  (data) => {
    const slug = data.slug ?? ''
    return SEGMENT.test(slug) ? build(slug, data) : null
  }

/** A CMS page's draft address, once it has a path. */
export const pageDraft: DraftAddress = (data, brandSlug) => (data.path ? paths.page(data.path, brandSlug) : null)

/** An unpinned insight has no address until it has a category. */
export const insightDraft: DraftAddress = slugDraft((slug, data) => {
  const category = data.categorySlug && SEGMENT.test(data.categorySlug) ? data.categorySlug : null
  return data.pinnedPath || category ? insightPath(slug, data.pinnedPath, category) : null
})
