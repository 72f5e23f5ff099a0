import { expect, test } from '../e2e/support/test'
import { E2E } from '../e2e/support/env'
import { expectAlive, expectNoInternals, json } from '../e2e/support/hostile'

/**
 * Hostile GraphQL documents against the production build: each is refused with a 400 (a 413 for an
 * oversized body) whose message names what was wrong, quickly, and the server still answers after.
 * Limits under test: src/cms/graphql/limits.ts and the GRAPHQL_MAX_* defaults (depth 10, aliases 20,
 * cost 2000).
 */
const GRAPHQL = `${E2E.origin}/api/graphql`
// well above a refusal's few milliseconds, well below a stack overflow's or a stall's seconds
const FAST_MS = 3_000

type Answer = { status: number; ms: number; body: { data?: unknown; errors?: Array<{ message: string }> } }

async function graphql(body: unknown): Promise<Answer> {
  const started = Date.now()
  const res = await fetch(GRAPHQL, { ...json(body), signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  const ms = Date.now() - started
  expectNoInternals(text)
  return { status: res.status, ms, body: text ? (JSON.parse(text) as Answer['body']) : {} }
}

const messages = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.message).join(' | ')

async function expectRefused(body: unknown, problem: RegExp, status = 400): Promise<Answer> {
  const answer = await graphql(body)
  expect(answer.status, messages(answer)).toBe(status)
  expect(messages(answer)).toMatch(problem)
  expect(answer.body.data).toBeUndefined()
  expect(answer.ms).toBeLessThan(FAST_MS)
  return answer
}

const OFFICE_LIST = '{ Offices(limit: 5) { docs { id title } } }'

test.beforeAll(async () => {
  // the first request loads the CMS and builds its schema: not part of what is timed
  const res = await fetch(GRAPHQL, json({ query: OFFICE_LIST }))
  expect(res.status).toBe(200)
})

test.afterEach(async () => {
  await expectAlive()
})

test.describe('fragment cycles', () => {
  const CYCLE = /^Fragment cycle: Cannot spread fragment "A" within itself/
  for (const [name, query] of [
    ['a self-spread', '{ Offices { docs { ...A } } } fragment A on Office { ...A }'],
    ['a self-spread below a field', '{ Offices { docs { ...A } } } fragment A on Office { region { title } id ...A }'],
    ['a 2-cycle', '{ Offices { docs { ...A } } } fragment A on Office { id ...B } fragment B on Office { ...A }'],
    [
      'a 3-cycle',
      '{ Offices { docs { ...A } } } fragment A on Office { ...B } fragment B on Office { title ...C } fragment C on Office { ...A }',
    ],
    [
      'a cycle behind inline fragments',
      '{ Offices { docs { ...A } } } fragment A on Office { ... on Office { ... { title ...A } } }',
    ],
    ['a cycle spread 50 times', `{ Offices { docs { ${'...A '.repeat(50)} } } } fragment A on Office { ...A ...A }`],
    ['a cycle in a fragment no operation uses', '{ Offices { docs { id } } } fragment A on Office { ...A }'],
    [
      'a cycle through twenty fragments',
      `{ Offices { docs { ...A } } } fragment A on Office { ...F1 } ${Array.from(
        { length: 20 },
        (_, i) => `fragment F${i + 1} on Office { id ...${i === 19 ? 'A' : `F${i + 2}`} }`,
      ).join(' ')}`,
    ],
  ] as const) {
    test(`${name} is refused`, async () => {
      await expectRefused({ query }, CYCLE)
    })
  }

  test('a cycle is refused whatever the case of the media type', async () => {
    const res = await fetch(GRAPHQL, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: JSON.stringify({ query: '{ Offices { docs { ...A } } } fragment A on Office { ...A }' }),
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Fragment cycle')
  })

  test('fragments that double at every level (2^30 fields) are refused, not walked', async () => {
    let fragments = 'fragment F30 on Office { id }'
    for (let i = 0; i < 30; i++) fragments += ` fragment F${i} on Office { ...F${i + 1} ...F${i + 1} }`
    await expectRefused({ query: `{ Offices { docs { ...F0 } } } ${fragments}` }, /too costly.*fragments expanded/)
  })
})

test.describe('deep documents', () => {
  // short names keep 50 000 levels under the body limit, so it is the nesting that is refused
  const fields = (depth: number) => `{ Offices { docs { ${'r { '.repeat(depth)}title${' }'.repeat(depth)} } } }`

  test('one level past GRAPHQL_MAX_DEPTH is refused by the depth limit', async () => {
    // Offices > docs > 8 × region > title: 11 levels (Region has no region field: refused for that too)
    const eleven = `{ Offices { docs { ${'region { '.repeat(8)}title${' }'.repeat(8)} } } }`
    await expectRefused({ query: eleven }, /Query is too deep: its fields nest more than 10 levels/)
  })

  for (const depth of [100, 5_000, 50_000]) {
    test(`${depth} nested fields are refused before they are parsed`, async () => {
      await expectRefused({ query: fields(depth) }, /Query is too deep/)
    })
  }

  test('5 000 nested inline fragments and 10 000 nested list values are refused', async () => {
    await expectRefused(
      { query: `{ Offices { docs { ${'... on Office { '.repeat(5_000)}id${' }'.repeat(5_000)} } } }` },
      /Query is too deep/,
    )
    await expectRefused(
      { query: `{ Offices(where: { id: { in: ${'['.repeat(10_000)}1${']'.repeat(10_000)} } }) { docs { id } } }` },
      /Query is too deep/,
    )
  })

  test('a document of too many tokens is refused; an oversized body is refused unread', async () => {
    await expectRefused({ query: `{ Offices { docs { ${'id '.repeat(20_000)} } } }` }, /Query is too large: .* tokens/)
    await expectRefused(
      { query: `{ ${'offices(first: 1) { nodes { id } } '.repeat(30_000)} }` },
      /request body is larger than/,
      413,
    )
  })
})

test.describe('wide documents within the limits', () => {
  // what graphql-js's own rules compare pairwise (same-named fields, fragments), as wide as the token
  // and cost limits let it be: answered, and quickly
  const office = (selection: string) => `{ Offices(limit: 1) { docs { ${selection} } } }`
  const fragments = Array.from({ length: 50 }, (_, i) => `fragment F${i} on Office { id region { title } }`)
  for (const [name, query] of [
    ['150 copies of one field with a selection', office('region { title } '.repeat(150))],
    ['170 inline fragments', office('... on Office { region { title } } '.repeat(170))],
    [
      '50 fragments spread side by side',
      `${office(fragments.map((_, i) => `...F${i}`).join(' '))} ${fragments.join(' ')}`,
    ],
  ] as const) {
    test(`${name} is answered quickly`, async () => {
      const answer = await graphql({ query })
      expect(answer.status, messages(answer)).toBe(200)
      expect(answer.ms).toBeLessThan(FAST_MS)
    })
  }
})

test.describe('list limits', () => {
  const LIMIT = /Argument "limit" must be an integer from 1 to 100; got /
  for (const limit of ['0', '-1', '1000000', '2147483647', '99999999999999999999', '1.5', '"100"']) {
    test(`limit: ${limit} is refused`, async () => {
      await expectRefused({ query: `{ Offices(limit: ${limit}) { docs { id } } }` }, LIMIT)
    })
  }

  test('a limit sent through variables, a default or a fragment is checked as well', async () => {
    const query = 'query Q($l: Int) { Offices(limit: $l) { docs { id } } }'
    for (const l of [0, -5, 1_000_000, 2_147_483_647]) await expectRefused({ query, variables: { l } }, LIMIT)
    await expectRefused({ query: 'query Q($l: Int = 0) { Offices(limit: $l) { docs { id } } }' }, LIMIT)
    await expectRefused(
      {
        query: 'query Q($l: Int) { ...F } fragment F on Query { Offices(limit: $l) { docs { id } } }',
        variables: { l: 0 },
      },
      LIMIT,
    )
    // too large for GraphQL's Int: refused as a variable of the wrong type, never applied
    const huge = await graphql({ query, variables: { l: 1e30 } })
    expect(huge.status).toBe(400)
    expect(messages(huge)).toMatch(/limit|Int cannot represent/)
  })

  test('limits from 1 to 100, or none, are answered', async () => {
    for (const query of [
      '{ Offices(limit: 100) { docs { id } } }',
      '{ Offices(limit: 1) { docs { id } } }',
      '{ Offices { docs { id } } }',
    ]) {
      const answer = await graphql({ query })
      expect(answer.status, messages(answer)).toBe(200)
      const docs = (answer.body.data as { Offices: { docs: unknown[] } }).Offices.docs
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.length).toBeLessThanOrEqual(100)
    }
  })

  test('the cost counts each list’s limit', async () => {
    // 1 + 100 × (docs 1 + id 1 + title 1 + region 10 + title 1) = 1 401 each: two are past 2 000
    const list = (alias: string) => `${alias}: Offices(limit: 100) { docs { id title region { title } } }`
    const one = await graphql({ query: `{ ${list('a')} }` })
    expect(one.status, messages(one)).toBe(200)
    await expectRefused(
      { query: `{ ${list('a')} ${list('b')} }` },
      /Query is too costly: its cost exceeds the limit of 2000/,
    )
  })
})

test.describe('aliases, directives and batches', () => {
  test('alias amplification is refused (100 copies of the 10 000-office list, and 21 of a small one)', async () => {
    const big = Array.from({ length: 100 }, (_, i) => `a${i}: offices(first: 10000) { nodes { id title } }`)
    await expectRefused({ query: `{ ${big.join(' ')} }` }, /Aliases limit of 20 exceeded, found 100/)
    const small = Array.from({ length: 21 }, (_, i) => `a${i}: offices(first: 1) { nodes { id } }`)
    await expectRefused({ query: `{ ${small.join(' ')} }` }, /Aliases limit of 20 exceeded, found 21/)
  })

  test('aliases hidden in a fragment count wherever it is spread', async () => {
    // 3 aliased lists + 3 spreads of 6 aliases each
    const aliases = Array.from({ length: 6 }, (_, i) => `t${i}: title`).join(' ')
    const lists = ['a', 'b', 'c'].map((alias) => `${alias}: Offices { docs { ...A } }`).join(' ')
    await expectRefused(
      { query: `{ ${lists} } fragment A on Office { ${aliases} }` },
      /Aliases limit of 20 exceeded, found 21/,
    )
  })

  test('directive bombs are refused', async () => {
    await expectRefused(
      { query: `{ Offices { docs { id ${'@include(if: true) '.repeat(31)} } } }` },
      /Directives limit of 30 exceeded, found 31/,
    )
    await expectRefused(
      { query: `{ Offices { docs { id ${'@x '.repeat(500)} } } }` },
      /Directives limit of 30 exceeded/,
    )
    const spread = Array.from({ length: 40 }, (_, i) => `f${i}: title @skip(if: false)`).join(' ')
    await expectRefused({ query: `{ Offices { docs { ${spread} } } }` }, /Directives limit/)
  })

  test('batched arrays are refused as a whole', async () => {
    const one = { query: '{ offices(first: 1) { nodes { id } } }' }
    for (const batch of [Array.from({ length: 50 }, () => one), [one], [], [[one]]]) {
      await expectRefused(batch, /Batched operations are not supported/)
    }
  })

  test('introspection is off in production (__schema and __type)', async () => {
    for (const query of [
      '{ __schema { types { name fields { name } } } }',
      '{ __type(name: "User") { fields { name } } }',
    ]) {
      await expectRefused({ query }, /introspection/i)
    }
  })

  test('broken JSON and malformed requests are refused, not crashed on', async () => {
    await expectRefused('{"query": "{ offices { nodes { id } } }"', /not valid JSON/)
    for (const body of [
      {},
      { query: 42 },
      { query: '{ a ' },
      { query: '{ Offices { docs { id } } }', variables: [] },
    ]) {
      const answer = await graphql(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(messages(answer)).not.toBe('')
    }
  })
})
