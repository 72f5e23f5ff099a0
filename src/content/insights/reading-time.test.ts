import { describe, expect, it } from 'vitest'
import { readingMinutes } from './reading-time'

const doc = (...paragraphs: string[]) => ({
  root: { children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

describe('readingMinutes', () => {
  it('rounds words / 200 up', () => {
    expect(readingMinutes(doc(Array(200).fill('word').join(' ')))).toBe(1)
    expect(readingMinutes(doc(Array(200).fill('word').join(' '), 'one more'))).toBe(2)
  })
  it('counts nested text and never answers 0', () => {
    expect(readingMinutes(doc(''))).toBe(1)
    expect(readingMinutes(null)).toBe(1)
  })
})
