import { describe, expect, it } from 'vitest'
import { notFoundMessage } from './not-found-message'

describe('404 messages (requirements §8)', () => {
  it.each(['/no-such-page', '/consultant/a/b/c', '/about-someone-else', '/'])('unmatched route %s', (path) => {
    expect(notFoundMessage(path)).toBe(`Page not found: ${path}`)
  })
  it.each([
    '/consultant/nobody',
    '/office/nowhere',
    '/office/athens/unknown-service',
    '/expertise/industry/unknown',
    '/expertise/functions/finance/unknown',
    '/insights/unknown-category',
    '/insights/leadership/unknown-article',
    '/region/atlantis',
    '/services/unknown',
    '/services/fr/unknown',
    '/webinar/unknown',
  ])('route validation failure %s', (path) => {
    expect(notFoundMessage(path)).toBe(`Page Not Found: ${path}`)
  })
  it('drops the query string', () => {
    expect(notFoundMessage('/x?y=1')).toBe('Page not found: /x')
  })
})
