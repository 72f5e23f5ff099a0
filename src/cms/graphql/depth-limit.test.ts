import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { depthLimit } from './depth-limit'

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { root: Node }
`)

function nested(depth: number): string {
  let body = 'name'
  for (let i = 2; i < depth; i++) body = `child { ${body} }`
  return `{ root { ${body} } }`
}

const errorsFor = (source: string, max: number) => validate(schema, parse(source), [depthLimit(max)])

describe('GraphQL depth limit', () => {
  it('accepts a query at the limit', () => {
    expect(errorsFor(nested(4), 5)).toHaveLength(0)
  })
  it('refuses a query one level deeper than the limit', () => {
    const errors = errorsFor(nested(6), 5)
    expect(errors[0]?.message).toBe('Query is too deep: depth 6 exceeds the limit of 5.')
  })
  it('counts depth through fragments and inline fragments', () => {
    const q = `fragment F on Node { child { child { child { name } } } } { root { ... on Node { child { ...F } } } }`
    expect(errorsFor(q, 5)).toHaveLength(1)
    expect(errorsFor(q, 6)).toHaveLength(0)
  })
  it('survives self-referencing fragments without looping', () => {
    const q = `fragment F on Node { child { ...F } } { root { ...F } }`
    expect(() => errorsFor(q, 5)).not.toThrow()
  })
  it('ignores introspection meta fields', () => {
    expect(errorsFor('{ __typename root { __typename } }', 1)).toHaveLength(0)
  })
})
