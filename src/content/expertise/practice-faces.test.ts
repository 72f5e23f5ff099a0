import { describe, expect, it } from 'vitest'
import { practiceFaces } from './practice-faces'

const people = (...slugs: string[]) => slugs.map((slug) => ({ slug }))

describe('practiceFaces', () => {
  it('shows no one on two tiles while each practice has people no other tile shows', () => {
    const faces = practiceFaces(
      [
        { key: 'a', members: people('p1', 'p2', 'p3', 'p4') },
        { key: 'b', members: people('p1', 'p2', 'p5', 'p6', 'p7') },
      ],
      3,
    )
    expect(faces.get('a')!.map((p) => p.slug)).toEqual(['p1', 'p2', 'p3'])
    expect(faces.get('b')!.map((p) => p.slug)).toEqual(['p5', 'p6', 'p7'])
  })

  it('fills a practice of few people with its most senior again rather than leave it bare', () => {
    const faces = practiceFaces(
      [
        { key: 'a', members: people('p1', 'p2', 'p3') },
        { key: 'b', members: people('p2', 'p3', 'p4', 'p5') },
      ],
      3,
    )
    expect(faces.get('b')!.map((p) => p.slug)).toEqual(['p4', 'p5', 'p2'])
  })

  it('lets the practice with fewest people choose first, so a larger one does not take its only faces', () => {
    const faces = practiceFaces(
      [
        { key: 'large', members: people('p1', 'p2', 'p3', 'p4', 'p5', 'p6') },
        { key: 'small', members: people('p1', 'p2', 'p3') },
      ],
      3,
    )
    expect(faces.get('small')!.map((p) => p.slug)).toEqual(['p1', 'p2', 'p3'])
    expect(faces.get('large')!.map((p) => p.slug)).toEqual(['p4', 'p5', 'p6'])
    // the map keeps the practices' order
    expect([...faces.keys()]).toEqual(['large', 'small'])
  })

  it('shows fewer faces, never a placeholder, for a practice with fewer people, and none for an empty one', () => {
    const faces = practiceFaces([
      { key: 'a', members: people('p1') },
      { key: 'b', members: [] },
    ])
    expect(faces.get('a')).toHaveLength(1)
    expect(faces.get('b')).toEqual([])
  })
})
