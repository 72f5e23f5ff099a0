import { describe, expect, it } from 'vitest'
import { categorySlugOf, insightPath } from './insight-path'

describe('insightPath', () => {
  it('puts an article under its category', () => {
    expect(insightPath({ slug: 'a', categorySlug: 'board' })).toBe('/insights/board/a')
  })
  it('keeps a pinned article at /insights/{slug}, whatever its category', () => {
    expect(insightPath({ slug: 'a', pinnedPath: true, categorySlug: 'board' })).toBe('/insights/a')
  })
  it('falls back to /insights/{slug} without a category', () => {
    expect(insightPath({ slug: 'a', categorySlug: null })).toBe('/insights/a')
  })
})

describe('categorySlugOf', () => {
  it('reads a populated category, and nothing from an id', () => {
    expect(categorySlugOf({ slug: 'board' })).toBe('board')
    expect(categorySlugOf(3)).toBeNull()
    expect(categorySlugOf(null)).toBeNull()
  })
})
