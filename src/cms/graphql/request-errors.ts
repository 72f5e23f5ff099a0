import { screenRequest } from './request-screen'

type Handler = (request: Request) => Promise<Response>

/**
 * graphql-http answers a request error (a query refused by parsing or validation: depth, aliases,
 * introspection) with 200 when the client accepts plain `application/json`, as the GraphQL-over-HTTP
 * spec allows for legacy clients. A refused query is the client's fault, so we answer 400, the
 * status every other API of the site uses for bad input. A request error is the only result with
 * errors and no `data` key; execution errors keep their 200 and partial data. Requests that would
 * crash or stall Payload's own validation are refused before it reads them (`screenRequest`).
 */
export function withRequestErrorStatus(handler: Handler): Handler {
  return async (request) => {
    const refusal = await screenRequest(request)
    if (refusal) return refusal
    const response = await handler(request)
    if (response.status !== 200) return response
    const text = await response.text()
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(text, { status: isRequestError(text) ? 400 : 200, headers })
  }
}

export function isRequestError(body: string): boolean {
  if (!body.startsWith('{"errors"')) return false
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>
    return Array.isArray(parsed.errors) && !('data' in parsed)
  } catch {
    return false
  }
}
