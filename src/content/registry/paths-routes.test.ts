import { describe, expect, it } from 'vitest'
import { paths } from '@/content/shared/paths'
import type { RouteDefinition } from '@/content/shared/route'
import { answeredByCatchAll } from './fixed-routes'
import { ROUTES } from './routes'

/**
 * Every address builder of `paths` with sample parameters (typed by its keys, so a new builder is a
 * type error until it has samples here): the addresses they build and the routes of the registry
 * must agree, or a link would lead to a 404 and a route would have no link.
 */
const SAMPLES: Record<keyof typeof paths, readonly string[]> = {
  home: [paths.home],
  search: [paths.search],
  offices: [paths.offices],
  office: [paths.office('london')],
  officeService: [paths.officeService('london', 'board-advisory')],
  officeSurvey: [paths.officeSurvey('london')],
  officeSurveyThankYou: [paths.officeSurveyThankYou('london')],
  region: [paths.region('europe')],
  consultants: [paths.consultants],
  consultant: [paths.consultant('jane-doe')],
  services: [paths.services],
  service: [paths.service('interim'), paths.service('interim', 'en'), paths.service('conseil', 'fr')],
  expertise: [paths.expertise],
  expertiseFamily: [paths.expertiseFamily('industry'), paths.expertiseFamily('functions')],
  expertiseArea: [paths.expertiseArea('industry', 'technology'), paths.expertiseArea('functions', 'cfo')],
  expertiseSubsector: [
    paths.expertiseSubsector('industry', 'technology', 'fintech'),
    paths.expertiseSubsector('functions', 'cfo', 'treasury'),
  ],
  insights: [paths.insights],
  insightCategory: [paths.insightCategory('careers')],
  insight: [
    paths.insight({ slug: 'a-story', category: { slug: 'careers' } }),
    paths.insight({ slug: 'a-story', pinnedPath: true, category: { slug: 'careers' } }),
  ],
  webinar: [paths.webinar('boards')],
  page: [paths.page('about', 'arden-hale'), paths.page('contact-us/thank-you', 'arden-hale'), paths.page('home', 'x')],
}

const literalSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith('[')).length

/** The route that answers an address: of the patterns it fits, the one with the most fixed segments. */
function routeOf(address: string): string | undefined {
  const segments = address.split('/').filter(Boolean)
  const fits = ROUTES.map((r) => r.pattern).filter((pattern) => {
    const parts = pattern.split('/').filter(Boolean)
    return parts.length === segments.length && parts.every((p, i) => p.startsWith('[') || p === segments[i])
  })
  return fits.sort((a, b) => literalSegments(b) - literalSegments(a))[0]
}

describe('the address builders and the route registry', () => {
  it('build only addresses a route of the registry answers, or the CMS pages’ catch-all for a page', () => {
    for (const [builder, addresses] of Object.entries(SAMPLES)) {
      for (const address of addresses) {
        if (builder === 'page' && address !== '/') expect(answeredByCatchAll(address), address).toBe(true)
        else expect(routeOf(address), `paths.${builder} → ${address}`).toBeDefined()
      }
    }
  })

  it('have a builder for every route a visitor lands on (the internal and status routes aside)', () => {
    const built = new Set(Object.values(SAMPLES).flat().map(routeOf))
    const linked = (ROUTES as readonly RouteDefinition[]).filter((r) => (r.kind ?? 'page') === 'page')
    for (const r of linked) expect(built.has(r.pattern), r.pattern).toBe(true)
  })
})
