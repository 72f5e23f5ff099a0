import { describe, expect, it } from 'vitest'
import { documentPath, paths } from './paths'

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

describe('paths.insight', () => {
  it('puts an article under its category', () => {
    expect(paths.insight({ slug: 'a', category: { slug: 'board' } })).toBe('/insights/board/a')
  })
  it('keeps a pinned article at /insights/{slug}, whatever its category', () => {
    expect(paths.insight({ slug: 'a', pinnedPath: true, category: { slug: 'board' } })).toBe('/insights/a')
  })
  it('falls back to /insights/{slug} while the category is an id or missing', () => {
    expect(paths.insight({ slug: 'a', category: 3 })).toBe('/insights/a')
    expect(paths.insight({ slug: 'a', category: null })).toBe('/insights/a')
  })
})

describe('paths', () => {
  it('builds the addresses of the fixed routes', () => {
    expect(paths.service('interim')).toBe('/services/interim')
    expect(paths.expertiseSubsector('industry', 'technology', 'fintech')).toBe('/expertise/industry/technology/fintech')
    expect(paths.officeSurveyThankYou('london')).toBe('/office/london/board-readiness-survey/contact-us/thank-you')
    expect(paths.page('about', 'arden-hale')).toBe('/about-arden-hale')
  })
})
