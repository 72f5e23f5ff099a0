import { describe, expect, it } from 'vitest'
import { documentPath } from './document-path'

describe('documentPath', () => {
  it('gives each content type its public address', () => {
    expect(documentPath('pages', { path: 'about' }, 'arden-hale')).toBe('/about-arden-hale')
    expect(documentPath('pages', { path: 'home' }, 'arden-hale')).toBe('/')
    expect(documentPath('services', { slug: 'interim', language: 'fr' }, 'x')).toBe('/services/fr/interim')
    expect(documentPath('industries', { slug: 'technology' }, 'x')).toBe('/expertise/industry/technology')
    expect(documentPath('functions', { slug: 'cfo' }, 'x')).toBe('/expertise/functions/cfo')
    expect(documentPath('consultants', { slug: 'grace-hopper' }, 'x')).toBe('/consultant/grace-hopper')
    expect(documentPath('offices', { slug: 'london' }, 'x')).toBe('/office/london')
    expect(documentPath('regions', { slug: 'europe' }, 'x')).toBe('/region/europe')
    expect(documentPath('webinars', { slug: 'boards' }, 'x')).toBe('/webinar/boards')
    expect(documentPath('insights', { slug: 'ai', categorySlug: 'news' }, 'x')).toBe('/insights/news/ai')
    expect(documentPath('insights', { slug: 'ai', pinnedPath: true }, 'x')).toBe('/insights/ai')
  })

  it('has no address while the slug is missing or not a slug', () => {
    expect(documentPath('consultants', { slug: '' }, 'x')).toBeNull()
    expect(documentPath('offices', { slug: '../admin' }, 'x')).toBeNull()
    expect(documentPath('insights', { slug: 'ai' }, 'x')).toBeNull()
    expect(documentPath('pages', {}, 'x')).toBeNull()
  })
})
