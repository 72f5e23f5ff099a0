import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { aliasLimit } from './alias-limit'

const schema = buildSchema(`type Query { hello: String }`)
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: hello`).join(' ')} }`
const errorsFor = (source: string, max: number) => validate(schema, parse(source), [aliasLimit(max)])

describe('GraphQL alias limit', () => {
  it('accepts a query with as many aliases as the limit', () => {
    expect(errorsFor(aliased(3), 3)).toHaveLength(0)
  })
  it('refuses one alias more, naming the count and the limit', () => {
    expect(errorsFor(aliased(4), 3).map((e) => e.message)).toEqual(['Query uses 4 aliases; the limit is 3.'])
  })
  it('counts aliases inside fragments too', () => {
    const q = `fragment F on Query { x: hello y: hello } { ...F z: hello }`
    expect(errorsFor(q, 2)).toHaveLength(1)
  })
})
