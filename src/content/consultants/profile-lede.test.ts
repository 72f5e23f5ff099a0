import { describe, expect, it } from 'vitest'
import { paragraphs } from '@/lib/lexical'
import { profileLede } from './profile-lede'

const summary = 'Practice Leader in our Bengaluru office, advising clients in technology.'

describe('profileLede', () => {
  it('drops the summary when the bio already names the role and the office', () => {
    const bio = paragraphs("Aditya is a Practice Leader in Arden Hale's Bengaluru office, where he leads search.")
    expect(profileLede(summary, bio, 'Practice Leader', 'Bengaluru')).toBeNull()
  })

  it('keeps the summary when the bio says something else', () => {
    const bio = paragraphs('Aditya focuses on sustainability roles.')
    expect(profileLede(summary, bio, 'Practice Leader', 'Bengaluru')).toBe(summary)
    expect(profileLede(summary, null, 'Practice Leader', 'Bengaluru')).toBe(summary)
  })

  it('is nothing without a summary', () => {
    expect(profileLede(null, paragraphs('x'), 'Partner', 'Lisbon')).toBeNull()
  })
})
