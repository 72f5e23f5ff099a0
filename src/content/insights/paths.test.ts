import { describe, expect, it } from 'vitest'
import { insightDraft, insightPaths } from './paths'

describe('insightPaths.insight', () => {
  it('puts an article under its category', () => {
    expect(insightPaths.insight({ slug: 'a', category: { slug: 'board' } })).toBe('/insights/board/a')
  })
  it('keeps a pinned article at /insights/{slug}, whatever its category', () => {
    expect(insightPaths.insight({ slug: 'a', pinnedPath: true, category: { slug: 'board' } })).toBe('/insights/a')
  })
  it('falls back to /insights/{slug} while the category is an id or missing', () => {
    expect(insightPaths.insight({ slug: 'a', category: 3 })).toBe('/insights/a')
    expect(insightPaths.insight({ slug: 'a', category: null })).toBe('/insights/a')
  })
})

describe('insightDraft', () => {
  it('has no address for an unpinned article without a category, nor for a slug being typed', () => {
    expect(insightDraft({ slug: 'a' }, 'x')).toBeNull()
    expect(insightDraft({ slug: 'a-', pinnedPath: true }, 'x')).toBeNull()
    expect(insightDraft({ slug: 'a', categorySlug: 'board' }, 'x')).toBe('/insights/board/a')
    expect(insightDraft({ slug: 'a', pinnedPath: true }, 'x')).toBe('/insights/a')
  })
})
