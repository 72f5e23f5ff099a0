import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TOKEN_COOKIE_MAX_AGE_S } from './constants'
import { createGraphQLClient, tokenCookie } from './graphql-client'

let server: Server
let endpoint: string
const received: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> })
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ data: { n: received.length } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => (received.length = 0))

describe('GraphQL client (requirements §7.1)', () => {
  it('POSTs operationName, variables, query and extensions as JSON, cache-first', async () => {
    const client = createGraphQLClient({ endpoint, getToken: () => undefined })
    const op = { operationName: 'Offices', query: 'query Offices { a }', variables: { first: 3 }, extensions: { x: 1 } }
    expect(await client.query(op)).toEqual({ data: { n: 1 } })
    expect(await client.query(op)).toEqual({ data: { n: 1 } })
    expect(received).toHaveLength(1)
    expect(received[0]!.body).toEqual({
      operationName: 'Offices',
      variables: { first: 3 },
      query: 'query Offices { a }',
      extensions: { x: 1 },
    })
    expect(received[0]!.headers['content-type']).toBe('application/json')
    expect(received[0]!.headers.authorization).toBeUndefined()
    await client.query(op, 'network-only')
    expect(received).toHaveLength(2)
  })

  it('adds Authorization: Bearer when a token is stored, and caches per token', async () => {
    let token: string | undefined = 'abc.def'
    const client = createGraphQLClient({ endpoint, getToken: () => token })
    await client.query({ query: '{ me }' })
    expect(received[0]!.headers.authorization).toBe('Bearer abc.def')
    token = undefined
    await client.query({ query: '{ me }' })
    expect(received).toHaveLength(2)
    expect(received[1]!.headers.authorization).toBeUndefined()
  })

  it('keeps the token 604800 s in a secure cookie', () => {
    expect(TOKEN_COOKIE_MAX_AGE_S).toBe(604_800)
    expect(tokenCookie('t0k')).toBe('graphql-token=t0k; Max-Age=604800; Path=/; SameSite=Lax; Secure')
  })

  it('subscriptions stay off without a websocket endpoint', () => {
    const client = createGraphQLClient({ endpoint })
    expect(() => client.subscribe({ query: 'subscription { x }' }, () => {})).toThrow(/off/)
  })
})
