import { describe, expect, it } from 'vitest'
import { populated } from './relation'

describe('populated', () => {
  it('is the document of a populated relationship', () => {
    const doc = { id: 1, slug: 'board' }
    expect(populated(doc)).toBe(doc)
  })
  it('is null for an id or an empty relationship', () => {
    expect(populated<{ id: number }>(3)).toBeNull()
    expect(populated<{ id: number }>('3')).toBeNull()
    expect(populated<{ id: number }>(null)).toBeNull()
    expect(populated<{ id: number }>(undefined)).toBeNull()
  })
})
