import { describe, expect, it } from 'vitest'
import { paths } from './paths'

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
