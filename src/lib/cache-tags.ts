/** Cache tag names; Payload hooks invalidate exactly these when content changes. */
export const CACHE_TAGS = {
  pages: 'pages',
  services: 'services',
  industries: 'industries',
  functions: 'functions',
  consultants: 'consultants',
  offices: 'offices',
  regions: 'regions',
  insights: 'insights',
  insightCategories: 'insight-categories',
  webinars: 'webinars',
  redirects: 'redirects',
  media: 'media',
  siteSettings: 'site-settings',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** The tags of every kind of content with addresses of its own: what a list of the site's addresses depends on. */
export const ADDRESS_TAGS: readonly CacheTag[] = [
  CACHE_TAGS.pages,
  CACHE_TAGS.consultants,
  CACHE_TAGS.offices,
  CACHE_TAGS.regions,
  CACHE_TAGS.industries,
  CACHE_TAGS.functions,
  CACHE_TAGS.services,
  CACHE_TAGS.insightCategories,
  CACHE_TAGS.insights,
  CACHE_TAGS.webinars,
]
