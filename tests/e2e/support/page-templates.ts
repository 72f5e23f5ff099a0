/**
 * One URL per page template of the default and single layouts, shared by the axe test
 * (tests/e2e/a11y.spec.ts) and the Lighthouse audit (scripts/audit.ts). Paths that depend on
 * seeded slugs are discovered from the list pages that link to them, so a change of demo content
 * does not silently drop a template.
 */

/** axe-core rule tags for WCAG 2.2 level AA (docs/performance.md#budgets). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type PageTemplate = { template: string; path: string }

type Fixed = { template: string; path: string }
type Discovered = { template: string; from: string; pattern: RegExp }

const LONDON = 'executive-search-firm-in-london-united-kingdom'

const TEMPLATES: Array<Fixed | Discovered> = [
  { template: 'home', path: '/' },
  { template: 'CMS page', path: '/about-arden-hale' },
  { template: 'consultant list', path: '/consultant' },
  { template: 'consultant', from: '/consultant', pattern: /href="(\/consultant\/[a-z0-9-]+)"/ },
  { template: 'office list', path: '/international-locations' },
  { template: 'office', from: '/international-locations', pattern: /href="(\/office\/[a-z0-9-]+)"/ },
  { template: 'office service', path: `/office/${LONDON}/executive-search` },
  { template: 'expertise index', path: '/expertise' },
  { template: 'industry', path: '/expertise/industry/technology' },
  { template: 'function', path: '/expertise/functions/chief-executive-officer' },
  { template: 'subsector', path: '/expertise/functions/chief-executive-officer/ceo-succession' },
  { template: 'services index', path: '/services' },
  { template: 'service', path: '/services/executive-search' },
  { template: 'French service', path: '/services/fr/executive-search' },
  { template: 'region', path: '/region/europe' },
  { template: 'insights list', path: '/insights' },
  {
    template: 'insight category',
    from: '/insights',
    pattern: /href="(\/insights\/[a-z0-9-]+)\/[a-z0-9-]+"/,
  },
  { template: 'insight article', from: '/insights', pattern: /href="(\/insights\/[a-z0-9-]+\/[a-z0-9-]+)"/ },
  { template: 'webinar', path: '/webinar/three-barriers-to-womens-career-progression' },
  { template: 'contact', path: '/contact-us' },
  { template: 'thank-you', path: '/thank-you' },
  { template: '404', path: '/no-such-page-here' },
  { template: 'login', path: '/login' },
  { template: 'search', path: '/search?q=cfo' },
]

/** Every template with a concrete path; `fetchHtml` reads a page of the running site. */
export async function resolveTemplates(fetchHtml: (path: string) => Promise<string>): Promise<PageTemplate[]> {
  const pages = new Map<string, Promise<string>>()
  const read = (p: string) => {
    if (!pages.has(p)) pages.set(p, fetchHtml(p))
    return pages.get(p)!
  }
  return Promise.all(
    TEMPLATES.map(async (t) => {
      if ('path' in t) return t
      const match = t.pattern.exec(await read(t.from))
      if (!match?.[1]) throw new Error(`no link for the ${t.template} template on ${t.from}`)
      return { template: t.template, path: match[1] }
    }),
  )
}
