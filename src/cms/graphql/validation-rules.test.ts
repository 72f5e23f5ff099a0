import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { siteValidationRules } from './validation-rules'

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type List { docs: [Node] }
  type Query { root: Node, list(limit: Int): List }
`)
const rules = siteValidationRules({ GRAPHQL_MAX_DEPTH: 3, GRAPHQL_MAX_ALIASES: 1, GRAPHQL_MAX_COMPLEXITY: 50 })
const errorsFor = (source: string, variables?: Record<string, unknown>) =>
  validate(schema, parse(source), rules({ schema, document: parse(source), variableValues: variables })).map(
    (e) => e.message,
  )

describe('siteValidationRules', () => {
  it('applies the GRAPHQL_MAX_* settings it is given', () => {
    expect(errorsFor('{ root { child { child { name } } } }')).toEqual([
      'Query is too deep: its fields nest more than 3 levels, the limit.',
    ])
    expect(errorsFor('{ a: root { name } b: root { name } }')).toEqual(['Aliases limit of 1 exceeded, found 2.'])
    expect(errorsFor('{ list(limit: 30) { docs { name } } }')[0]).toMatch(/exceeds the limit of 50/)
  })
  it('reads `limit` from the request’s variables', () => {
    const q = 'query Q($l: Int) { list(limit: $l) { docs { name } } }'
    // a refused limit is priced at the cap, past this small cost limit too
    expect(errorsFor(q, { l: 0 })).toContain('Argument "limit" must be an integer from 1 to 100; got 0.')
    expect(errorsFor(q, { l: 5 })).toEqual([])
  })
  it('accepts an ordinary query', () => {
    expect(errorsFor('{ root { name child { name } } list(limit: 2) { docs { name } } }')).toEqual([])
  })
})
