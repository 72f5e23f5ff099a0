import { describe, expect, it } from 'vitest'
import { clipText, descriptionFrom, imageFrom, titleFrom } from './seo-plugin'

describe('SEO defaults generated from the content', () => {
  it('takes the title or name, without the brand the site adds itself', () => {
    expect(titleFrom({ title: 'Board advisory' })).toBe('Board advisory')
    expect(titleFrom({ name: '  Grace Hopper ' })).toBe('Grace Hopper')
  })

  it('takes the summary, excerpt or intro, cut at a word within 200 characters', () => {
    expect(descriptionFrom({ excerpt: 'Short.' })).toBe('Short.')
    const long = descriptionFrom({ summary: 'word '.repeat(80) })
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long.endsWith('word…')).toBe(true)
    expect(clipText('a\n b', 10)).toBe('a b')
  })

  it("takes the content's own picture as the share image", () => {
    expect(imageFrom({ image: 4 })).toBe(4)
    expect(imageFrom({ heroImage: { id: 7, url: '/x.jpg' } })).toBe(7)
    expect(imageFrom({ photo: null })).toBe('')
  })
})
