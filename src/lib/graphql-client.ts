/**
 * A small GraphQL client (requirements §7.1; no Apollo: docs/performance.md#budgets): POST JSON with operationName,
 * variables, query and optional extensions to one endpoint, cache-first by default, and
 * `Authorization: Bearer <token>` when the token cookie is set. Subscriptions use an optional
 * websocket endpoint (graphql-transport-ws) and are off unless one is configured.
 */
import { TOKEN_COOKIE_MAX_AGE_S } from './constants'
import { readCookie, serializeCookie, deleteCookie } from './cookies'
import { http } from './http'

export const GRAPHQL_ENDPOINT = '/api/graphql'
export const TOKEN_COOKIE = 'graphql-token'

/** The token cookie of requirements §7.1: 604800 s, secure. */
export function tokenCookie(token: string): string {
  return serializeCookie(TOKEN_COOKIE, token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S, secure: true, sameSite: 'Lax' })
}
export const clearTokenCookie = () => deleteCookie(TOKEN_COOKIE)

export type Operation = {
  query: string
  operationName?: string
  variables?: Record<string, unknown>
  extensions?: Record<string, unknown>
}
export type FetchPolicy = 'cache-first' | 'network-only' | 'no-cache'
export type GraphQLResult<T> = { data?: T; errors?: Array<{ message: string; [key: string]: unknown }> }

export type GraphQLClientOptions = {
  endpoint?: string
  fetch?: typeof fetch
  /** The stored token, read on each call (signing in or out takes effect at once). */
  getToken?: () => string | undefined
  wsUrl?: string
}

const browserToken = () => (typeof document === 'undefined' ? undefined : readCookie(document.cookie, TOKEN_COOKIE))

export function createGraphQLClient({
  endpoint = GRAPHQL_ENDPOINT,
  fetch: fetchImpl,
  getToken = browserToken,
  wsUrl,
}: GraphQLClientOptions = {}) {
  const cache = new Map<string, GraphQLResult<unknown>>()

  async function query<T>(operation: Operation, policy: FetchPolicy = 'cache-first'): Promise<GraphQLResult<T>> {
    const token = getToken()
    const body = JSON.stringify({
      operationName: operation.operationName ?? null,
      variables: operation.variables ?? {},
      query: operation.query,
      ...(operation.extensions ? { extensions: operation.extensions } : {}),
    })
    // answers differ per user: the token is part of the key
    const key = `${token ?? ''}\n${body}`
    if (policy === 'cache-first' && cache.has(key)) return cache.get(key) as GraphQLResult<T>
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const res = await http(endpoint, { method: 'POST', headers, body, credentials: 'same-origin', fetch: fetchImpl })
    const result = (await res.json().catch(() => ({
      errors: [{ message: `GraphQL endpoint answered ${res.status}` }],
    }))) as GraphQLResult<T>
    if (policy !== 'no-cache' && res.ok && !result.errors?.length) cache.set(key, result)
    return result
  }

  /** graphql-transport-ws; returns an unsubscribe function. Throws when no endpoint is configured. */
  function subscribe<T>(operation: Operation, onNext: (result: GraphQLResult<T>) => void): () => void {
    if (!wsUrl) throw new Error('GraphQL subscriptions are off: no websocket endpoint is configured')
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws')
    const id = '1'
    socket.onopen = () => {
      const token = getToken()
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }),
      )
    }
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: GraphQLResult<T> }
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id, type: 'subscribe', payload: operation }))
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
      else if (message.type === 'next' && message.id === id && message.payload) onNext(message.payload)
    }
    return () => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ id, type: 'complete' }))
      socket.close()
    }
  }

  return { query, subscribe, clearCache: () => cache.clear() }
}

/** The browser's shared client. */
export const graphql = createGraphQLClient()
