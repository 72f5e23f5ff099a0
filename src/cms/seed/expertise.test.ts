import { describe, expect, it } from 'vitest'
import { FUNCTIONS, INDUSTRIES, type ExpertiseData, type SubsectorData } from './data/expertise'
import { practiceKnowledge, subsectorBody, subsectorOpening, subsectorSummary } from './expertise'

const AREAS: readonly ExpertiseData[] = [...INDUSTRIES, ...FUNCTIONS]
const SUBSECTORS = AREAS.flatMap((area) => area.subsectors.map((sub, index) => ({ area, sub, index })))
const kindOf = (area: ExpertiseData) => (FUNCTIONS.includes(area) ? 'function' : 'industry')

type Node = { type?: string; text?: string; children?: Node[] }

/** The text of a subsector's opening paragraph, as its page prints it. */
function openingParagraph(area: ExpertiseData, sub: SubsectorData, index: number): string {
  const first = (subsectorBody(area, sub, index) as unknown as { root: Node }).root.children?.[0]
  expect(first?.type).toBe('paragraph')
  return (first?.children ?? []).map((n) => n.text ?? '').join('')
}

/** A subsector's opening with the names of its practice and of the practice's teams set aside: its phrasing. */
function shapeOf(area: ExpertiseData, sub: SubsectorData, index: number): string {
  const names = [area.title, ...area.subsectors.map((s) => s.title)].sort((x, y) => y.length - x.length)
  return names.reduce((text, name) => text.replaceAll(name, '…'), subsectorOpening(area, sub, index))
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}’&-]+/gu) ?? []

/** Runs of four words in a row that two texts share. */
function sharedRuns(a: string, b: string): string[] {
  const runs = (s: string) => {
    const w = words(s)
    return new Set(w.slice(0, -3).map((_, i) => w.slice(i, i + 4).join(' ')))
  }
  const inB = runs(b)
  return [...runs(a)].filter((run) => inB.has(run))
}

describe('subsector pages read as written for their field', () => {
  it('gives every subsector one sentence of its own on what its leaders are grappling with', () => {
    for (const { area, sub } of SUBSECTORS) {
      const label = `${area.slug}/${sub.slug}`
      expect(sub.challenge, label).toMatch(/^[A-Z].*[^.]\.$/)
      expect(sub.challenge, label).not.toMatch(/[.!?]\s/)
      expect(words(sub.challenge).length, label).toBeGreaterThanOrEqual(20)
      expect(words(sub.challenge).length, label).toBeLessThanOrEqual(40)
      // the summary above the text already names the focus
      expect(sub.challenge.toLowerCase(), label).not.toContain(sub.focus.toLowerCase())
    }
  })

  it('never gives two subsectors the same challenge, nor lets one way of opening it dominate', () => {
    const challenges = SUBSECTORS.map(({ sub }) => sub.challenge)
    expect(new Set(challenges).size).toBe(challenges.length)
    const openers = new Map<string, number>()
    for (const c of challenges) {
      const opener = words(c).slice(0, 3).join(' ')
      openers.set(opener, (openers.get(opener) ?? 0) + 1)
    }
    for (const [opener, count] of openers) expect(count, opener).toBeLessThanOrEqual(3)
  })

  it('opens with the team, then the field’s challenge, and drops the sentence every page used to share', () => {
    for (const { area, sub, index } of SUBSECTORS) {
      const text = openingParagraph(area, sub, index)
      expect(text).toBe(`${subsectorOpening(area, sub, index)} ${sub.challenge}`)
      expect(text).toContain(sub.title)
      expect(text).not.toContain('We recruit chief executives, board members and senior functional leaders')
      expect(text).not.toContain(`team works with ${sub.focus}`)
    }
  })

  it('does not say the summary again in the text’s first sentence', () => {
    for (const { area, sub, index } of SUBSECTORS) {
      const opening = subsectorOpening(area, sub, index)
      expect(opening, sub.slug).not.toContain(sub.focus)
      expect(sharedRuns(opening, subsectorSummary(sub, index, kindOf(area))), sub.slug).toEqual([])
    }
  })

  it('never opens two sibling subsectors alike, even with their titles set aside', () => {
    for (const area of AREAS) {
      const openings = area.subsectors.map((sub, index) => subsectorOpening(area, sub, index))
      expect(new Set(openings).size, area.slug).toBe(area.subsectors.length)
      const shapes = area.subsectors.map((sub, index) => shapeOf(area, sub, index))
      expect(new Set(shapes).size, area.slug).toBe(area.subsectors.length)
    }
  })

  it('does not open the first subsectors of neighbouring practices alike', () => {
    for (const list of [INDUSTRIES, FUNCTIONS]) {
      const shapes = list.map((area) => shapeOf(area, area.subsectors[0]!, 0))
      shapes.slice(1).forEach((shape, i) => expect(shape, list[i + 1]!.slug).not.toBe(shapes[i]))
    }
  })

  it('writes the same text on every run', () => {
    for (const { area, sub, index } of SUBSECTORS) {
      expect(subsectorBody(area, sub, index)).toEqual(subsectorBody(area, sub, index))
    }
  })
})

describe('an industry’s or function’s own text', () => {
  it('says why the practice knows its field differently from its neighbours in the list', () => {
    for (const [kind, list] of [
      ['industry', INDUSTRIES],
      ['function', FUNCTIONS],
    ] as const) {
      const texts = list.map((area) => practiceKnowledge(area, kind))
      for (let i = 1; i < texts.length; i += 1) expect(texts[i], list[i]!.slug).not.toBe(texts[i - 1])
      expect(new Set(texts).size).toBeGreaterThanOrEqual(4)
      // the field reads inside the sentence in lower case ("chief executive appointments"), never as a title
      for (const [i, text] of texts.entries()) expect(text, list[i]!.slug).not.toContain(list[i]!.title + ' ')
    }
  })
})
