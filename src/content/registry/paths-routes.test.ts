import { describe, expect, expectTypeOf, it } from 'vitest'
import { expertisePaths } from '@/content/expertise/paths'
import { officePaths } from '@/content/offices/paths'
import { pagePaths } from '@/content/pages/paths'
import { servicePaths } from '@/content/services/paths'
import type { ContentModule } from '@/content/shared/content-module'
import { answeredByCatchAll } from './fixed-routes'
import { CONTENT_MODULES, type AddressMismatch } from './modules'

/**
 * Each module's address builders (`paths` of its `module.ts`) and its routes agree, or a link would
 * lead to a 404 and a route would have no link. tsc checks it from the builders' return types
 * (`AddressMismatch` in `./modules.ts`), with no samples to keep; this test shows the check catching
 * a mismatch, and checks at run time what the types cannot see: the fixed addresses and the CMS
 * pages' addresses, which the catch-all answers.
 */

const literalSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith('[')).length

/** The route of `routes` that answers an address: of the patterns it fits, the one with the most fixed segments. */
function routeOf(address: string, routes: ContentModule['routes']): string | undefined {
  const segments = address.split('/').filter(Boolean)
  const fits = routes
    .map((r) => r.pattern)
    .filter((pattern) => {
      const parts = pattern.split('/').filter(Boolean)
      return parts.length === segments.length && parts.every((p, i) => p.startsWith('[') || p === segments[i])
    })
  return fits.sort((a, b) => literalSegments(b) - literalSegments(a))[0]
}

describe('the address builders and the routes of their module', () => {
  it('agree, by the builders’ types (tsc), and a builder or a route out of step is named', () => {
    expectTypeOf<AddressMismatch<(typeof CONTENT_MODULES)[number]>>().toBeNever()
    const probe = {
      name: 'probe',
      collections: [],
      routes: [
        { pattern: '/probe', type: 'probe' },
        { pattern: '/probe/[slug]', type: 'probe' },
        { pattern: '/probe/[slug]/thank-you', type: 'probe', indexed: false },
        { pattern: '/probe-page/[page]', type: 'probe', kind: 'internal' },
      ],
      paths: {
        probes: '/probe',
        probe: (slug: string) => `/probe/${slug}` as const,
        thanks: (slug: string) => `/probe/${slug}/thank-you` as const,
      },
    } as const satisfies ContentModule
    expectTypeOf<AddressMismatch<typeof probe>>().toBeNever()
    // a builder whose address no route answers, and the route left without a builder
    const _typo = { ...probe, paths: { ...probe.paths, probe: (slug: string) => `/probes/${slug}` as const } }
    expectTypeOf<AddressMismatch<typeof _typo>>().toEqualTypeOf<
      `no route answers /probes/${string}` | 'no builder for /probe/[slug]'
    >()
    // a hole stands for one segment, never for a fixed one
    const _deep = { ...probe, paths: { ...probe.paths, thanks: (a: string, b: string) => `/probe/${a}/${b}` as const } }
    expectTypeOf<AddressMismatch<typeof _deep>>().toEqualTypeOf<
      `no route answers /probe/${string}/${string}` | 'no builder for /probe/[slug]/thank-you'
    >()
    // a module with routes a visitor lands on and no builders
    const { paths: _, ..._unlinked } = probe
    expectTypeOf<AddressMismatch<typeof _unlinked>>().toEqualTypeOf<
      'no builder for /probe' | 'no builder for /probe/[slug]' | 'no builder for /probe/[slug]/thank-you'
    >()
  })

  it('build fixed addresses their module’s routes answer', () => {
    for (const m of CONTENT_MODULES) {
      if (!('paths' in m)) continue
      for (const [name, builder] of Object.entries(m.paths)) {
        if (typeof builder === 'string') expect(routeOf(builder, m.routes), `${m.name}: ${name}`).toBeDefined()
      }
    }
  })

  it('build what their types say', () => {
    expect(servicePaths.service('interim')).toBe('/services/interim')
    expect(servicePaths.service('conseil', 'fr')).toBe('/services/fr/conseil')
    expect(expertisePaths.expertiseSubsector('industry', 'technology', 'fintech')).toBe(
      '/expertise/industry/technology/fintech',
    )
    expect(officePaths.officeSurveyThankYou('london')).toBe(
      '/office/london/board-readiness-survey/contact-us/thank-you',
    )
  })

  it('give a CMS page an address the CMS pages’ catch-all answers, and home its route', () => {
    expect(pagePaths.page('home', 'x')).toBe('/')
    expect(pagePaths.page('about', 'arden-hale')).toBe('/about-arden-hale')
    for (const address of [pagePaths.page('about', 'arden-hale'), pagePaths.page('contact-us/thank-you', 'x')])
      expect(answeredByCatchAll(address), address).toBe(true)
  })
})
