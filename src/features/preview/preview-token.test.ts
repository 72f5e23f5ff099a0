import { describe, expect, it } from 'vitest'
import { isPreviewToken, isSitePath, previewLink, previewToken, siteLocation } from './preview-token'

describe('preview links', () => {
  it('are root-relative and signed for their path only', () => {
    const link = previewLink('s3cret', '/office/london')
    expect(link.startsWith('/api/v1/preview?path=%2Foffice%2Flondon&token=')).toBe(true)
    const token = new URL(link, 'http://x').searchParams.get('token')
    expect(isPreviewToken('s3cret', '/office/london', token)).toBe(true)
    expect(isPreviewToken('s3cret', '/office/paris', token)).toBe(false)
    expect(isPreviewToken('other', '/office/london', previewToken('s3cret', '/office/london'))).toBe(false)
    expect(isPreviewToken('s3cret', '/office/london', null)).toBe(false)
  })

  it('lead only to pages of this site', () => {
    expect(isSitePath('/')).toBe(true)
    expect(isSitePath('/insights/news/ai')).toBe(true)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('https://evil.example')).toBe(false)
    expect(isSitePath('/api/v1/preview')).toBe(false)
  })
})

describe('siteLocation', () => {
  it('percent-encodes the path as UTF-8, query and fragment included', () => {
    expect(siteLocation('/日')).toBe('/%E6%97%A5')
    expect(siteLocation('/café?x=日#top')).toBe('/caf%C3%A9?x=%E6%97%A5#top')
    expect(siteLocation('/insights/a-b')).toBe('/insights/a-b')
  })
  it('stays on this site, or goes home', () => {
    for (const path of [
      '//evil.example',
      '/\\evil',
      'http://evil.example/',
      '/..//evil.example',
      '/x/..//evil',
      '/api/x',
      '',
    ]) {
      expect(siteLocation(path), path).toBe('/')
    }
  })
})
