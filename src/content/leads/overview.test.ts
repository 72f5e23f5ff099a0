import { describe, expect, it } from 'vitest'
import { recentWeeks, summarise, weekStart } from './overview'

describe('leads overview', () => {
  it('groups by ISO week starting on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16')
    expect(recentWeeks(new Date('2026-11-26T00:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23'])
  })

  it('counts leads per topic (every topic, most first) and per week of the window', () => {
    const weeks = ['2026-11-16', '2026-11-23']
    const o = summarise(
      [
        { topic: 'cv', createdAt: '2026-11-24T10:00:00Z' },
        { topic: 'cv', createdAt: '2026-11-17T10:00:00Z' },
        { topic: 'leadership', createdAt: '2026-11-25T10:00:00Z' },
        { topic: 'cv', createdAt: '2026-10-01T10:00:00Z' },
      ],
      ['leadership', 'cv', 'other'],
      weeks,
    )
    expect(o.total).toBe(4)
    expect(o.byTopic).toEqual([
      { topic: 'cv', count: 3 },
      { topic: 'leadership', count: 1 },
      { topic: 'other', count: 0 },
    ])
    expect(o.byWeek).toEqual([
      { week: '2026-11-16', count: 1 },
      { week: '2026-11-23', count: 2 },
    ])
  })
})
