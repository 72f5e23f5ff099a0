import { describe, expect, it } from 'vitest'
import { TOPIC_IDS } from './topics'
import { thankYouPath } from './thank-you'

describe('thankYouPath (requirements §2)', () => {
  it('sends cv to /thank-you-submit-cv and join to /thank-you-join-us', () => {
    expect(thankYouPath('cv')).toBe('/thank-you-submit-cv')
    expect(thankYouPath('join')).toBe('/thank-you-join-us')
  })

  it('sends every other topic to /thank-you', () => {
    for (const id of TOPIC_IDS.filter((t) => t !== 'cv' && t !== 'join')) expect(thankYouPath(id)).toBe('/thank-you')
  })

  it('sends the paid-search landing form to its own thank-you page per location', () => {
    expect(thankYouPath('leadership', 'default')).toBe('/contact-us/executive-search-leadership-talent/thank-you')
    expect(thankYouPath('leadership', 'middle-east')).toBe(
      '/contact-us/executive-search-leadership-talent-middle-east/thank-you',
    )
    expect(thankYouPath('cv', 'default')).toBe('/contact-us/executive-search-leadership-talent/thank-you')
    expect(thankYouPath('leadership', undefined)).toBe('/thank-you')
  })
})
