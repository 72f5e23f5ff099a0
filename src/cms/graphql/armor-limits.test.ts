import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { aliasLimit, directiveLimit } from './armor-limits'

const schema = buildSchema(`type Query { hello: String }`)
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: hello`).join(' ')} }`
const errorsFor = (source: string, rule: ReturnType<typeof aliasLimit>) =>
  validate(schema, parse(source), [rule]).map((e) => e.message)

describe('graphql-armor limits as validation rules', () => {
  it('accepts as many aliases as the limit', () => {
    expect(errorsFor(aliased(3), aliasLimit(3))).toEqual([])
  })
  it('reports one alias more as a validation error, not a thrown one, without "Syntax Error"', () => {
    expect(errorsFor(aliased(4), aliasLimit(3))).toEqual(['Aliases limit of 3 exceeded, found 4.'])
  })
  it('counts aliases in fragments wherever they are spread', () => {
    const q = `fragment F on Query { x: hello y: hello } { ...F z: hello }`
    expect(errorsFor(q, aliasLimit(2))).toEqual(['Aliases limit of 2 exceeded, found 3.'])
  })
  it('limits directives the same way', () => {
    const q = `{ hello ${'@include(if: true) '.repeat(4)} }`
    expect(errorsFor(q, directiveLimit(4))).toEqual([])
    expect(errorsFor(q, directiveLimit(3))).toEqual(['Directives limit of 3 exceeded, found 4.'])
  })
})
