import { describe, expect, it } from 'vitest'
import { JUNIOR_ROLES } from '@/content/consultants/people-pick'
import { planConsultants } from './consultants'
import { WEBINARS } from './data/webinars'
import { planWebinarSpeakers } from './webinars'

describe('planWebinarSpeakers', () => {
  const plan = planWebinarSpeakers(planConsultants())

  it('gives every webinar one or two of the firm’s senior people, the same every run', () => {
    expect(plan).toHaveLength(WEBINARS.length)
    for (const speakers of plan) {
      expect(speakers.length).toBeGreaterThanOrEqual(1)
      expect(speakers.length).toBeLessThanOrEqual(2)
      for (const s of speakers) expect(JUNIOR_ROLES, `${s.name} (${s.role})`).not.toContain(s.role)
    }
    expect(planWebinarSpeakers(planConsultants())).toEqual(plan)
  })
})
