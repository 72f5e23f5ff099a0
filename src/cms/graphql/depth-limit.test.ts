import type { DocumentNode, SelectionSetNode } from 'graphql'
import { buildSchema, Kind, OperationTypeNode, parse, validate } from 'graphql'
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

/** `{ root { child { child { … name } } } }` built without the parser, which itself recurses. */
function deepDocument(depth: number): DocumentNode {
  let set: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [field('name')] }
  for (let i = 2; i < depth; i++) set = { kind: Kind.SELECTION_SET, selections: [field('child', set)] }
  const root: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [field('root', set)] }
  return {
    kind: Kind.DOCUMENT,
    definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: OperationTypeNode.QUERY, selectionSet: root }],
  }
}
const field = (name: string, selectionSet?: SelectionSetNode) => ({
  kind: Kind.FIELD as const,
  name: { kind: Kind.NAME as const, value: name },
  selectionSet,
})

const errorsFor = (source: string | DocumentNode, max: number) =>
  validate(schema, typeof source === 'string' ? parse(source) : source, [depthLimit(max)]).map((e) => e.message)

describe('GraphQL depth limit', () => {
  it('accepts a query at the limit', () => {
    expect(errorsFor(nested(5), 5)).toEqual([])
  })
  it('refuses a query one level deeper than the limit, naming the limit', () => {
    expect(errorsFor(nested(6), 5)).toEqual(['Query is too deep: its fields nest more than 5 levels, the limit.'])
  })
  it('counts depth through fragments and inline fragments', () => {
    const q = `fragment F on Node { child { child { child { name } } } } { root { ... on Node { child { ...F } } } }`
    expect(errorsFor(q, 5)).toHaveLength(1)
    expect(errorsFor(q, 6)).toEqual([])
  })
  it('survives self-referencing and mutually referencing fragments without looping', () => {
    expect(() => errorsFor(`fragment F on Node { child { ...F } } { root { ...F } }`, 5)).not.toThrow()
    expect(() =>
      errorsFor(`fragment A on Node { ...B } fragment B on Node { child { ...A } } { root { ...A } }`, 5),
    ).not.toThrow()
  })
  it('ignores introspection meta fields', () => {
    expect(errorsFor('{ __typename root { __typename } }', 1)).toEqual([])
  })
  it('stops at the limit: 50 000 levels are refused without being walked', () => {
    expect(errorsFor(deepDocument(50_000), 10)).toHaveLength(1)
  })
  it('measures a fragment once however often it is spread (2^30 paths)', () => {
    let fragments = 'fragment F30 on Node { child { name } }'
    for (let i = 0; i < 30; i++) fragments += ` fragment F${i} on Node { ...F${i + 1} ...F${i + 1} }`
    expect(errorsFor(`{ root { ...F0 } } ${fragments}`, 2)).toHaveLength(1)
    expect(errorsFor(`{ root { ...F0 } } ${fragments}`, 3)).toEqual([])
  })
})
