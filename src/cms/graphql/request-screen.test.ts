import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from './limits'
import { screenRequest } from './request-screen'

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/api/graphql', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
const refusal = async (request: Request) => {
  const res = await screenRequest(request)
  return (
    res && {
      status: res.status,
      message: ((await res.json()) as { errors: Array<{ message: string }> }).errors[0]!.message,
    }
  )
}

describe('screenRequest', () => {
  it('lets an ordinary query through, leaving the body for Payload', async () => {
    const request = post(JSON.stringify({ query: '{ offices(first: 1) { nodes { id } } }' }))
    expect(await screenRequest(request)).toBeUndefined()
    expect(await request.json()).toEqual({ query: '{ offices(first: 1) { nodes { id } } }' })
  })

  it('refuses a fragment cycle with 400 before Payload validates it', async () => {
    const query = '{ Offices { docs { ...A } } } fragment A on Office { ...A }'
    expect(await refusal(post(JSON.stringify({ query })))).toEqual({
      status: 400,
      message: 'Fragment cycle: Cannot spread fragment "A" within itself.',
    })
  })

  it('screens JSON whatever the case of its media type', async () => {
    const query = '{ Offices { docs { ...A } } } fragment A on Office { ...A }'
    const request = post(JSON.stringify({ query }), { 'content-type': 'Application/JSON; charset=UTF-8' })
    expect((await refusal(request))?.status).toBe(400)
  })

  it('refuses a batch (a JSON array) as a whole', async () => {
    const one = { query: '{ offices(first: 1) { nodes { id } } }' }
    expect(await refusal(post(JSON.stringify([one, one])))).toEqual({
      status: 400,
      message: 'Batched operations are not supported: send one operation per request.',
    })
  })

  it('refuses a body over the size limit unread, declared or streamed', async () => {
    const big = JSON.stringify({ query: `{ ${'a '.repeat(MAX_BODY_BYTES)} }` })
    const expected = { status: 413, message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` }
    expect(await refusal(post(big))).toEqual(expected)
    const declared = { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) }
    expect(await refusal(post('{}', declared))).toEqual(expected)
    const chunks = [new TextEncoder().encode(big)]
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift()
        if (chunk) controller.enqueue(chunk)
        else controller.close()
      },
    })
    expect(await refusal(post(stream))).toEqual(expected)
  })

  it('leaves what graphql-http refuses itself to graphql-http', async () => {
    expect(
      await screenRequest(post('query=%7B%20a%20%7D', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBeUndefined()
    expect(await screenRequest(post(JSON.stringify({ query: 42 })))).toBeUndefined()
    expect(await screenRequest(post(JSON.stringify({ nothing: true })))).toBeUndefined()
  })
})
