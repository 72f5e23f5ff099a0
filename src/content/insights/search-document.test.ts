import { describe, expect, it } from 'vitest'
import { WEBINAR_SEARCH } from './search-document'

const entry = (doc: Record<string, unknown>) => WEBINAR_SEARCH.entries({ id: 1, ...doc })[0]!

describe('a webinar in search results', () => {
  it('is listed under its date, not under the word its type label already says', () => {
    const hit = entry({ title: 'Boards and AI', slug: 'boards-and-ai', date: '2026-03-12T15:00:00.000Z' })
    expect(hit.subtitle).toBe('12 March 2026')
  })

  it('has no subtitle without a readable date', () => {
    expect(entry({ title: 'Boards and AI', slug: 'boards-and-ai' }).subtitle).toBe('')
    expect(entry({ title: 'Boards and AI', slug: 'boards-and-ai', date: 'soon' }).subtitle).toBe('')
  })
})
