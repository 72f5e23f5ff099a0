import { describe, expect, it } from 'vitest'
import { seniorConsultants } from './senior-consultants'

describe('seniorConsultants', () => {
  it('keeps partners, leaders and principals in order and leaves out associates and consultants', () => {
    const people = ['Associate', 'Partner', 'Consultant', 'Office Leader', 'Principal'].map((role, id) => ({
      id,
      role,
    }))
    expect(seniorConsultants(people).map((c) => c.role)).toEqual(['Partner', 'Office Leader', 'Principal'])
  })
})
