import { NextRequest } from 'next/server'
import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { fieldAt, guardRest, headFromGet, restRefusal } from './rest-guard'

// the parts of a sanitized config the guard reads
const config = {
  routes: { api: '/api' },
  collections: [
    {
      slug: 'users',
      auth: { verify: false },
      flattenedFields: [{ name: 'email', type: 'email' }],
    },
    {
      slug: 'members',
      auth: { verify: true },
      flattenedFields: [],
    },
    {
      slug: 'insights',
      flattenedFields: [
        { name: 'title', type: 'text' },
        { name: 'publishedAt', type: 'date' },
        { name: 'heroImage', type: 'upload', relationTo: 'media' },
        { name: 'related', type: 'relationship', relationTo: ['insights', 'pages'] },
        { name: 'seo', type: 'group', flattenedFields: [{ name: 'keywords', type: 'text', hasMany: true }] },
      ],
    },
  ],
} as unknown as SanitizedConfig

const request = (path: string, method = 'GET') => new NextRequest(`http://localhost${path}`, { method })
const status = (path: string, method?: string) => restRefusal(config, request(path, method))?.status

describe('restRefusal', () => {
  it('answers 404 for verification where the collection has none', () => {
    expect(status('/api/users/verify/abc', 'POST')).toBe(404)
    expect(status('/api/members/verify/abc', 'POST')).toBeUndefined()
  })
  it('reads field types through groups', () => {
    expect(status('/api/insights?where[publishedAt][less_than]=soon')).toBe(400)
    expect(status('/api/insights?where[seo.keywords][all]=a')).toBeUndefined()
    expect(status('/api/insights?where[title][all]=a')).toBe(400)
    expect(fieldAt([], 'x')).toBeUndefined()
  })
  it('refuses a relation to one collection compared to anything but a document number', () => {
    expect(status('/api/insights?where[heroImage][equals]=abc')).toBe(400)
    expect(status('/api/insights?where[heroImage][in]=1,abc')).toBe(400)
    expect(status('/api/insights?where[heroImage][equals]=3')).toBeUndefined()
    expect(status('/api/insights?where[heroImage][exists]=true')).toBeUndefined()
    // a relation to several collections is matched by { relationTo, value }: left to Payload
    expect(status('/api/insights?where[related][equals]=abc')).toBeUndefined()
  })
  it('leaves good queries and addresses outside the API alone', () => {
    expect(status('/api/insights?where[title][like]=a&limit=5')).toBeUndefined()
    expect(status('/insights?where=x')).toBeUndefined()
  })
})

describe('guardRest and headFromGet', () => {
  it("turns Payload's 501 into a 404 and refuses before the handler runs", async () => {
    let calls = 0
    const handler = guardRest(config, async () => {
      calls += 1
      return Response.json({ message: 'Cannot GET' }, { status: 501 })
    })
    expect((await handler(request('/api/payload-migrations'), {})).status).toBe(404)
    expect((await handler(request('/api/insights?where=x'), {})).status).toBe(400)
    expect(calls).toBe(1)
  })
  it("answers 404 where Payload's delete of a missing preference fails with 500, and only there", async () => {
    const failing = guardRest(config, async () => Response.json({ errors: [] }, { status: 500 }))
    expect((await failing(request('/api/payload-preferences/no-such-key', 'DELETE'), {})).status).toBe(404)
    expect((await failing(request('/api/payload-preferences/no-such-key'), {})).status).toBe(500)
    expect((await failing(request('/api/insights/1', 'DELETE'), {})).status).toBe(500)
  })

  it('answers HEAD with the GET answer’s status and headers, without a body', async () => {
    const head = headFromGet(async (req: NextRequest) =>
      req.method === 'GET'
        ? new Response('file bytes', { headers: { 'content-type': 'image/webp', 'content-length': '10' } })
        : new Response(null, { status: 404 }),
    )
    const res = await head(request('/api/media/file/a.webp', 'HEAD'), {})
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(await res.text()).toBe('')
  })
})
