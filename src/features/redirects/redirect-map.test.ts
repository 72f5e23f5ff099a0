import { describe, expect, it } from 'vitest'
import { buildRedirectMap, matchRedirect } from './redirect-map'

const map = buildRedirectMap([
  {
    from: '/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner',
    to: '/insights/top-15-questions-for-ceos-to-ask-their-executive-search-partner',
    permanent: true,
  },
  { from: '/old-campaign', to: 'https://campaign.example/x', permanent: false },
])

describe('redirects', () => {
  it('sends the old 15-questions blog path permanently to the insight', () => {
    expect(matchRedirect(map, '/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner')).toEqual({
      location: '/insights/top-15-questions-for-ceos-to-ask-their-executive-search-partner',
      status: 308,
    })
  })
  it('matches with a trailing slash and keeps the query string', () => {
    expect(
      matchRedirect(map, '/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner/', '?utm_source=x')
        ?.location,
    ).toBe('/insights/top-15-questions-for-ceos-to-ask-their-executive-search-partner?utm_source=x')
  })
  it('uses a temporary status for temporary rules and leaves external targets intact', () => {
    expect(matchRedirect(map, '/old-campaign', '?a=1')).toEqual({ location: 'https://campaign.example/x', status: 307 })
  })
  it('returns null for other paths', () => {
    expect(matchRedirect(map, '/insights')).toBeNull()
  })
})
