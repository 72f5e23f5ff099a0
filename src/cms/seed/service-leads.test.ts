import { describe, expect, it } from 'vitest'
import { planConsultants } from './consultants'
import { SERVICES_EN } from './data/services'
import { planServiceLeads, SERVICE_LEAD_COUNT } from './service-leads'

const people = planConsultants()
const bySlug = new Map(people.map((p) => [p.slug, p]))
const leads = planServiceLeads(
  SERVICES_EN.map((s) => s.slug),
  people,
)

describe('planServiceLeads', () => {
  it('gives every service a full row of people whose work it is about', () => {
    for (const s of SERVICES_EN) {
      const row = leads.get(s.slug)!
      expect(row, s.slug).toHaveLength(SERVICE_LEAD_COUNT)
      for (const slug of row) expect(bySlug.get(slug), slug).toBeDefined()
    }
    // board services: people who advise boards
    for (const slug of leads.get('board-services')!)
      expect(
        bySlug
          .get(slug)!
          .functions.some((f) =>
            ['board-and-governance', 'chief-executive-officer', 'risk-and-audit', 'legal-and-compliance'].includes(f),
          ),
      ).toBe(true)
    // assessment: the leadership-consulting directors come first
    expect(bySlug.get(leads.get('executive-assessment')![0]!)!.role).toBe('Director, Leadership Consulting')
  })

  it('never shows one person on two services, and spreads each row over regions', () => {
    const all = [...leads.values()].flat()
    expect(new Set(all).size).toBe(all.length)
    for (const [slug, row] of leads) {
      const regions = new Set(row.map((s) => bySlug.get(s)!.office.region))
      expect(regions.size, slug).toBeGreaterThanOrEqual(2)
    }
  })

  it('is the same on every run', () => {
    expect(
      planServiceLeads(
        SERVICES_EN.map((s) => s.slug),
        people,
      ),
    ).toEqual(leads)
  })
})
