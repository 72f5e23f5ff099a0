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

describe('webinar copy', () => {
  /** A text's runs of three words, lower-cased. */
  const triples = (text: string) => {
    const words = text
      .toLowerCase()
      .split(/[^a-z0-9,]+/)
      .filter(Boolean)
    return new Set(words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`))
  }

  it('opens the page’s text with something the summary above it has not said', () => {
    for (const w of WEBINARS) {
      const opening = w.content.find((b): b is string => typeof b === 'string') ?? ''
      const summary = triples(w.summary)
      const shared = [...triples(opening)].filter((t) => summary.has(t))
      expect(shared.length, `${w.slug}: ${shared.join(' | ')}`).toBeLessThanOrEqual(2)
    }
  })
})
