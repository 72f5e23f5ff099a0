import type { GraphQLFieldConfigMap } from 'graphql'
import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  validate,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { costLimit } from './cost-limit'
import type { RawVariables } from './list-limit'

// Payload's shapes: a paginated list taking `limit`, and relationships and joins priced 10
const Offices: GraphQLObjectType = new GraphQLObjectType({
  name: 'Offices',
  fields: () => ({ docs: { type: new GraphQLList(Office) }, totalDocs: { type: GraphQLInt } }),
})
const Region: GraphQLObjectType = new GraphQLObjectType({
  name: 'Region',
  fields: () => ({
    title: { type: GraphQLString },
    offices: { type: Offices, args: { limit: { type: GraphQLInt } }, extensions: { complexity: 10 } },
  }),
})
const Office: GraphQLObjectType = new GraphQLObjectType({
  name: 'Office',
  fields: (): GraphQLFieldConfigMap<unknown, unknown> => ({
    id: { type: GraphQLID },
    title: { type: GraphQLString },
    region: { type: Region, extensions: { complexity: 10 } },
  }),
})
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { Offices: { type: Offices, args: { limit: { type: GraphQLInt } } }, hello: { type: GraphQLString } },
  }),
})

const errorsFor = (source: string, max: number, variables?: RawVariables) =>
  validate(schema, parse(source), [costLimit(max, variables)]).map((e) => e.message)
const refusal = (max: number) =>
  `Query is too costly: its cost exceeds the limit of ${max}. A list costs what it selects times its \`limit\` (10 when omitted).`

describe('GraphQL cost limit', () => {
  // Offices(limit: n) { docs { id title } } costs 1 + n × (1 + 2)
  it('multiplies what a list selects by its limit', () => {
    expect(errorsFor('{ Offices(limit: 100) { docs { id title } } }', 301)).toEqual([])
    expect(errorsFor('{ Offices(limit: 100) { docs { id title } } }', 300)).toEqual([refusal(300)])
  })

  it('prices an omitted limit at Payload’s page size, and reads variables', () => {
    expect(errorsFor('{ Offices { docs { id title } } }', 31)).toEqual([])
    expect(errorsFor('{ Offices { docs { id title } } }', 30)).toHaveLength(1)
    const q = 'query Q($l: Int) { Offices(limit: $l) { docs { id title } } }'
    expect(errorsFor(q, 31, { l: 10 })).toEqual([])
    expect(errorsFor(q, 31, { l: 11 })).toHaveLength(1)
  })

  it('prices a refused limit at the cap, never at what was asked', () => {
    expect(errorsFor('{ Offices(limit: 0) { docs { id } } }', 201)).toEqual([])
    expect(errorsFor('{ Offices(limit: 1000000) { docs { id } } }', 201)).toEqual([])
  })

  it('multiplies nested lists and charges relationships like Payload does', () => {
    // docs 1 + region 10 + title 1 + offices 10 + 10 × (docs 1 + id 1): 1 + 10 × 42
    const q = '{ Offices(limit: 10) { docs { region { title offices(limit: 10) { docs { id } } } } } }'
    expect(errorsFor(q, 421)).toEqual([])
    expect(errorsFor(q, 420)).toHaveLength(1)
  })

  it('counts fragments where they are spread, and aliases each time', () => {
    expect(
      errorsFor(
        '{ a: Offices(limit: 5) { ...D } b: Offices(limit: 5) { ...D } } fragment D on Offices { docs { id } }',
        22,
      ),
    ).toEqual([])
    expect(
      errorsFor(
        '{ a: Offices(limit: 5) { ...D } b: Offices(limit: 5) { ...D } } fragment D on Offices { docs { id } }',
        21,
      ),
    ).toHaveLength(1)
  })

  it('prices each fragment once however often it is spread (2^30 paths)', () => {
    let fragments = 'fragment F30 on Office { id }'
    for (let i = 0; i < 30; i++) fragments += ` fragment F${i} on Office { ...F${i + 1} ...F${i + 1} }`
    expect(errorsFor(`{ Offices(limit: 1) { docs { ...F0 } } } ${fragments}`, 2000)).toHaveLength(1)
  })

  it('survives a fragment cycle without looping', () => {
    expect(() =>
      errorsFor('{ Offices { docs { ...A } } } fragment A on Office { region { offices { docs { ...A } } } }', 2000),
    ).not.toThrow()
  })

  it('is free for unknown fields and __typename, which other rules judge', () => {
    expect(errorsFor('{ __typename hello nope }', 1)).toEqual([])
  })
})
