import { describe, expect, it } from 'vitest'
import { formatDuration, formatWebinarDate, isoDuration, isUpcoming } from './webinar-time'

describe('webinar time', () => {
  it('judges upcoming against the given moment', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(isUpcoming('2026-01-02T00:00:00Z', now)).toBe(true)
    expect(isUpcoming('2025-12-31T00:00:00Z', now)).toBe(false)
  })
  it('formats in UTC', () => {
    expect(formatWebinarDate('2026-03-10T15:00:00Z')).toMatch(/Tuesday.*10 March 2026.*15:00.*UTC/)
  })
  it('formats durations', () => {
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(90)).toBe('1 hour 30 minutes')
    expect(formatDuration(45)).toBe('45 minutes')
    expect(isoDuration(90)).toBe('PT1H30M')
    expect(isoDuration(60)).toBe('PT1H')
    expect(isoDuration(45)).toBe('PT45M')
  })
})
