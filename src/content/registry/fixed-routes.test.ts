import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { answeredByCatchAll, FIXED_ROUTES, shadowingRoute } from './fixed-routes'

const SITE_APP = path.resolve(import.meta.dirname, '../../app/(site)')

/** Every `page.tsx` under the site's app directory, as a URL pattern (the catch-all left out). */
function appRoutes(): string[] {
  return readdirSync(SITE_APP, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'page.tsx' && !f.includes('[...'))
    .map((f) => `/${path.dirname(f).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .sort()
}

describe('fixed routes', () => {
  it('lists exactly the routes of src/app/(site)', () => {
    expect([...FIXED_ROUTES].sort()).toEqual(appRoutes())
  })

  it('names the route that would answer an address before a CMS page could', () => {
    expect(shadowingRoute('/insights/careers')).toBe('/insights/[category]')
    expect(shadowingRoute('/services/interim')).toBe('/services/[service]')
    expect(shadowingRoute('/office/london/board-readiness-survey/contact-us')).toBe(
      '/office/[slug]/board-readiness-survey/contact-us',
    )
    expect(shadowingRoute('/insights-page')).toBe('/insights-page')
    expect(shadowingRoute('/insights-page/about')).toBe('/insights-page')
    expect(shadowingRoute('/api/contact')).toBe('/api')
    expect(shadowingRoute('/admin')).toBe('/admin')
  })

  it('leaves addresses the catch-all serves, and the static routes that show their own CMS page', () => {
    for (const url of ['/contact-us', '/contact-us/thank-you', '/legal-notice', '/search/tips', '/insights/a/b/c'])
      expect(shadowingRoute(url), url).toBeNull()
    for (const url of ['/services', '/expertise/functions', '/consultant', '/insights', '/search'])
      expect(shadowingRoute(url), url).toBeNull()
  })
})

describe('addresses only the catch-all answers (the proxy sends the unknown ones to the 404 page)', () => {
  it('are those no route claims', () => {
    for (const url of ['/contact-us', '/about-arden-hale', '/no-such-page', '/a/b/c/d', '/insights/a/b/c', '/404x'])
      expect(answeredByCatchAll(url), url).toBe(true)
  })

  it('leave the routes of the site, the other layouts, the system prefixes and files alone', () => {
    for (const url of [
      '/',
      '/services',
      '/services/interim',
      '/consultant/nobody',
      '/insights/careers/an-article',
      '/insights-page/2',
      '/login',
      '/admin',
      '/api/v1/forms/7',
      '/icon.png',
      '/icons/linkedin.svg',
      '/robots.txt',
    ])
      expect(answeredByCatchAll(url), url).toBe(false)
  })
})
