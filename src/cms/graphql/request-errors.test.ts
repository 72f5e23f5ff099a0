import { describe, expect, it } from 'vitest'
import { isRequestError, withRequestErrorStatus } from './request-errors'

const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe('withRequestErrorStatus', () => {
  it('turns a refused query (errors, no data) into 400 with the same body', async () => {
    const body = '{"errors":[{"message":"Query uses 100 aliases; the limit is 20."}]}'
    const res = await withRequestErrorStatus(answer(body))(new Request('http://x/api/graphql'))
    expect(res.status).toBe(400)
    expect(await res.text()).toBe(body)
    expect(res.headers.get('content-type')).toBe('application/json')
  })

  it('keeps 200 for data, and for execution errors that come with data', async () => {
    for (const body of ['{"data":{"offices":null}}', '{"errors":[{"message":"Not allowed"}],"data":{"a":null}}']) {
      const res = await withRequestErrorStatus(answer(body))(new Request('http://x/api/graphql'))
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(body)
    }
  })

  it('refuses a body that is not JSON with 400 before Payload reads it', async () => {
    let called = false
    const handler = withRequestErrorStatus(async () => {
      called = true
      return new Response('{}')
    })
    const res = await handler(
      new Request('http://x/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": "{ offices { nodes { id } } }"',
      }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
    expect(called).toBe(false)
  })

  it('passes other statuses through untouched', async () => {
    const res = await withRequestErrorStatus(answer('{"errors":[]}', 400))(new Request('http://x/api/graphql'))
    expect(res.status).toBe(400)
  })

  it('recognises only a well-formed error object', () => {
    expect(isRequestError('{"errors":[{"message":"x"}]}')).toBe(true)
    expect(isRequestError('{"errors":')).toBe(false)
    expect(isRequestError('{"errors":"x"}')).toBe(false)
  })
})
