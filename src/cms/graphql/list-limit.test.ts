import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { MAX_LIST_LIMIT } from './limits'
import { listLimit, type RawVariables } from './list-limit'

const schema = buildSchema(`
  type Office { id: ID, title: String }
  type Offices { docs: [Office], totalDocs: Int }
  type Query { Offices(limit: Int, page: Int): Offices }
`)
const errorsFor = (source: string, variables?: RawVariables) =>
  validate(schema, parse(source), [listLimit(variables)]).map((e) => e.message)
const refusal = (shown: string) => `Argument "limit" must be an integer from 1 to ${MAX_LIST_LIMIT}; got ${shown}.`

describe('GraphQL list limit', () => {
  it('accepts 1 to the cap, and an absent or null limit (Payload’s page size)', () => {
    for (const limit of ['1', String(MAX_LIST_LIMIT), 'null']) {
      expect(errorsFor(`{ Offices(limit: ${limit}) { docs { id } } }`)).toEqual([])
    }
    expect(errorsFor('{ Offices { docs { id } } }')).toEqual([])
  })

  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['1000000', '1000000'],
    ['99999999999999999999', '100000000000000000000'],
    ['2.5', '2.5'],
    ['"10"', '"10"'],
  ])('refuses limit: %s, naming the argument', (literal, shown) => {
    expect(errorsFor(`{ Offices(limit: ${literal}) { docs { id } } }`)).toEqual([refusal(shown)])
  })

  it('reads the limit from variables, then from the variable’s default', () => {
    const q = 'query Q($l: Int) { Offices(limit: $l) { docs { id } } }'
    expect(errorsFor(q, { l: 0 })).toEqual([refusal('0')])
    expect(errorsFor(q, { l: 1e30 })).toEqual([refusal('1e+30')])
    expect(errorsFor(q, { l: 20 })).toEqual([])
    expect(errorsFor(q, {})).toEqual([])
    expect(errorsFor('query Q($l: Int = 0) { Offices(limit: $l) { docs { id } } }', {})).toEqual([refusal('0')])
    expect(errorsFor('query Q($l: Int = 0) { Offices(limit: $l) { docs { id } } }', { l: 5 })).toEqual([])
  })

  it('checks a limit inside a fragment against the variables too', () => {
    const q = 'query Q($l: Int) { ...F } fragment F on Query { Offices(limit: $l) { docs { id } } }'
    expect(errorsFor(q, { l: -1 })).toEqual([refusal('-1')])
  })

  it('leaves other arguments alone', () => {
    expect(errorsFor('{ Offices(page: 0) { docs { id } } }')).toEqual([])
  })
})
