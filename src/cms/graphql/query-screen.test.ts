import { describe, expect, it } from 'vitest'
import { MAX_EXPANDED_FIELDS, MAX_FRAGMENTS, MAX_NESTING, MAX_TOKENS } from './limits'
import { screenQuery } from './query-screen'

// No timings here (speed is for benchmarks): a screen that walked what it refuses would blow the
// test's time limit on the 50 000-level and 2^30-path cases instead.
const timed = (query: string) => ({ refusal: screenQuery(query) })

describe('screenQuery', () => {
  it('lets ordinary queries through', () => {
    expect(screenQuery('{ offices(first: 5) { nodes { id title } } }')).toBeUndefined()
    expect(
      screenQuery(`query Q($l: Int) { Offices(limit: $l, where: { and: [{ title: { like: "x" } }] }) {
        docs { ...O } } } fragment O on Office { id title region { title } }`),
    ).toBeUndefined()
  })

  it.each([
    ['a self-spread', '{ Offices { docs { ...A } } } fragment A on Office { ...A }', 'within itself'],
    [
      'a 2-cycle',
      '{ Offices { docs { ...A } } } fragment A on Office { id ...B } fragment B on Office { ...A }',
      'via "B"',
    ],
    [
      'a 3-cycle',
      '{ Offices { docs { ...A } } } fragment A on Office { ...B } fragment B on Office { ...C } fragment C on Office { ...A }',
      'via "B", "C"',
    ],
    [
      'a cycle behind inline fragments',
      '{ Offices { docs { ...A } } } fragment A on Office { ... on Office { region { ... { offices { docs { ...A } } } } } }',
      'within itself',
    ],
    ['a cycle in an unused fragment', '{ __typename } fragment A on Office { ...A }', 'within itself'],
  ])('refuses %s as a fragment cycle', (_name, query, detail) => {
    const { refusal } = timed(query)
    expect(refusal).toMatch(/^Fragment cycle: Cannot spread fragment "A" within itself/)
    expect(refusal).toContain(detail)
  })

  it.each([100, 5_000, 50_000])('refuses %i nested levels before parsing them', (depth) => {
    const { refusal } = timed(`{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`)
    expect(refusal).toBe(
      `Query is too deep: its braces, brackets and parentheses nest more than ${MAX_NESTING} levels.`,
    )
  })

  it('refuses deeply nested argument values too', () => {
    expect(screenQuery(`{ a(x: ${'['.repeat(10_000)}1${']'.repeat(10_000)}) }`)).toMatch(/too deep/)
  })

  it('counts tokens, not characters, and stops at the limit', () => {
    expect(screenQuery(`{ ${'a '.repeat(MAX_TOKENS - 2)}}`)).toBeUndefined()
    const { refusal } = timed(`{ ${'a '.repeat(200_000)}}`)
    expect(refusal).toBe(`Query is too large: it has more than ${MAX_TOKENS} tokens.`)
    expect(screenQuery(`# ${'comment '.repeat(10_000)}\n{ a }`)).toBeUndefined()
  })

  it('refuses too many fragments', () => {
    const fragments = Array.from({ length: MAX_FRAGMENTS + 1 }, (_, i) => `fragment F${i} on Query { a }`)
    const spreads = fragments.map((_, i) => `...F${i}`).join(' ')
    expect(screenQuery(`{ ${spreads} } ${fragments.join(' ')}`)).toBe(
      `Query defines ${MAX_FRAGMENTS + 1} fragments; the limit is ${MAX_FRAGMENTS}.`,
    )
  })

  it('refuses fragments that expand exponentially, counting each fragment once', () => {
    let fragments = 'fragment F30 on Office { id }'
    for (let i = 0; i < 30; i++) fragments += ` fragment F${i} on Office { ...F${i + 1} ...F${i + 1} }`
    const { refusal } = timed(`{ Offices { docs { ...F0 } } } ${fragments}`)
    expect(refusal).toBe(
      `Query is too costly: with its fragments expanded it selects more than ${MAX_EXPANDED_FIELDS} fields.`,
    )
  })

  it('passes syntax errors on with graphql-js wording', () => {
    expect(screenQuery('{ a(x: "unterminated) }')).toMatch(/^Syntax Error: Unterminated string/)
    expect(screenQuery('{ a ')).toMatch(/^Syntax Error: Expected Name, found <EOF>/)
  })
})
