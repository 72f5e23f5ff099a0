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
