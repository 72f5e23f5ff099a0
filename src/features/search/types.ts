/** What site search finds, in the order its filters are shown. */
export const SEARCH_TYPES = [
  'consultants',
  'offices',
  'insights',
  'webinars',
  'services',
  'industries',
  'functions',
  'regions',
  'pages',
] as const

export type SearchType = (typeof SEARCH_TYPES)[number]

export const SEARCH_TYPE_LABELS: Record<SearchType, { plural: string; singular: string }> = {
  consultants: { plural: 'Consultants', singular: 'Consultant' },
  offices: { plural: 'Offices', singular: 'Office' },
  insights: { plural: 'Insights', singular: 'Insight' },
  webinars: { plural: 'Webinars', singular: 'Webinar' },
  services: { plural: 'Services', singular: 'Service' },
  industries: { plural: 'Industries', singular: 'Industry' },
  functions: { plural: 'Functions', singular: 'Function' },
  regions: { plural: 'Regions', singular: 'Region' },
  pages: { plural: 'Pages', singular: 'Page' },
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value)
}

/** One searchable page: what the index reads and what a result shows. */
export type SearchEntry = {
  /** Unique per page, e.g. "industries:4" or "industries:4/fintech" for a subsector. */
  key: string
  /** The CMS document it comes from ("industries:4"); all its entries go when it goes. */
  source: string
  type: SearchType
  title: string
  subtitle: string
  summary: string
  body: string
  /** Site path; for `pages` the CMS path ("/about"), branded when shown. */
  url: string
}
