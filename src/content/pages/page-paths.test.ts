import { describe, expect, it } from 'vitest'
import { cmsPathFromUrl, isUnbrandedAlias, urlFromCmsPath } from './page-paths'

describe('branded page paths', () => {
  it('maps /about-{brand} and its sub-pages to the CMS path', () => {
    expect(cmsPathFromUrl(['about-arden-hale'], 'arden-hale')).toBe('about')
    expect(cmsPathFromUrl(['about-arden-hale', 'corporate-social-responsibility'], 'arden-hale')).toBe(
      'about/corporate-social-responsibility',
    )
    expect(cmsPathFromUrl(['join-arden-hale'], 'arden-hale')).toBe('join')
  })
  it('leaves other paths alone', () => {
    expect(cmsPathFromUrl(['contact-us', 'executive-search-leadership-talent'], 'arden-hale')).toBe(
      'contact-us/executive-search-leadership-talent',
    )
  })
  it('builds URLs back with the brand', () => {
    expect(urlFromCmsPath('about/global-diversity-equity-inclusion-policy', 'arden-hale')).toBe(
      '/about-arden-hale/global-diversity-equity-inclusion-policy',
    )
    expect(urlFromCmsPath('legal-notice', 'arden-hale')).toBe('/legal-notice')
  })
  it('flags the unbranded alias', () => {
    expect(isUnbrandedAlias(['about'])).toBe(true)
    expect(isUnbrandedAlias(['legal-notice'])).toBe(false)
  })
})
