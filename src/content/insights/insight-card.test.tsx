import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { InsightCards, type InsightCardData } from './insight-card'

const insight = (id: number): InsightCardData => ({
  id,
  title: `Article ${id}`,
  slug: `article-${id}`,
  excerpt: 'An excerpt.',
  publishedAt: '2026-05-01T00:00:00.000Z',
  pinnedPath: null,
  category: null,
  heroImage: null,
})

const withCategory = (id: number): InsightCardData => ({
  ...insight(id),
  category: { id: 1, title: 'Leadership', slug: 'leadership', updatedAt: '', createdAt: '' },
})

const cards = (n: number) =>
  renderToStaticMarkup(<InsightCards insights={Array.from({ length: n }, (_, i) => insight(i + 1))} />)

describe('a grid of insight cards', () => {
  it('gives two articles half the row each on a wide screen, three or more a third', () => {
    expect(cards(2)).toMatch(/<ul class="[^"]*\blg:grid-cols-2\b/)
    expect(cards(1)).toMatch(/<ul class="[^"]*\blg:grid-cols-2\b/)
    expect(cards(3)).toMatch(/<ul class="[^"]*\blg:grid-cols-3\b/)
    expect(cards(6)).toMatch(/<ul class="[^"]*\blg:grid-cols-3\b/)
  })

  it('never leaves one card alone in two columns: an odd count’s first card spans both', () => {
    expect(cards(3)).toMatch(/<li class="sm:col-span-2 lg:col-span-1">/)
    expect(cards(4)).not.toContain('col-span')
  })
})

describe('an insight card’s category', () => {
  it('names the category, except on that category’s own page', () => {
    const list = [withCategory(1), withCategory(2)]
    // the category line above the title (a card without a picture also names it on its navy panel)
    const line = /eyebrow text-muted">Leadership</g
    expect(renderToStaticMarkup(<InsightCards insights={list} />).match(line)).toHaveLength(2)
    expect(renderToStaticMarkup(<InsightCards insights={list} showCategory={false} />).match(line)).toBeNull()
  })
})
