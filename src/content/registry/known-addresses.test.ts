import { describe, expect, it } from 'vitest'
import { addressTable, isMissing } from './known-addresses'

const table = addressTable({
  pages: ['/contact-us', '/about-arden-hale'],
  documents: [
    '/consultant/jane-doe',
    '/insights/careers',
    '/insights/careers/a-story',
    '/services/fr/conseil',
    '/office/london/board-readiness-survey/contact-us',
  ],
  listings: { '/insights': 3, '/insights/careers': 1 },
})

describe('isMissing', () => {
  it('answers the published pages, the documents and the fixed routes', () => {
    for (const path of [
      '/contact-us',
      '/consultant/jane-doe',
      '/insights/careers/a-story',
      '/services/fr/conseil',
      '/',
      '/consultant',
      '/search',
      '/insights',
    ]) {
      expect(isMissing(table, path, 1), path).toBe(false)
    }
    expect(isMissing(table, '/office/london/board-readiness-survey/contact-us', 1)).toBe(false)
  })

  it('sends an address no route and no page answers to the 404 page', () => {
    expect(isMissing(table, '/no-such-page', 1)).toBe(true)
    expect(isMissing(table, '/about', 1)).toBe(true)
  })

  it('sends a parameter that names nothing to the 404 page', () => {
    for (const path of [
      '/consultant/nobody',
      '/insights/nothing',
      '/insights/careers/no-story',
      '/services/fr/none',
      '/webinar/x',
      '/office/paris/board-readiness-survey/contact-us',
    ]) {
      expect(isMissing(table, path, 1), path).toBe(true)
    }
  })

  it('reads parameters as the routes do, escapes decoded', () => {
    expect(isMissing(table, '/consultant/jane%2Ddoe', 1)).toBe(false)
    expect(isMissing(table, '/consultant/%E0%A4%A', 1)).toBe(true)
  })

  it('sends a listing page past its last to the 404 page', () => {
    expect(isMissing(table, '/insights', 3)).toBe(false)
    expect(isMissing(table, '/insights', 4)).toBe(true)
    expect(isMissing(table, '/insights/careers', 2)).toBe(true)
    // not a paged listing: the page number is not read
    expect(isMissing(table, '/contact-us', 9)).toBe(false)
  })

  it('leaves files, the admin, the APIs and the internal listing routes alone', () => {
    for (const path of ['/icon.png', '/admin', '/api/v1/forms/8', '/insights-page/2', '/login']) {
      expect(isMissing(table, path, 1), path).toBe(false)
    }
  })
})
