import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HTTP_RETRY_STATUSES } from './constants'
import { http, isRetryable } from './http'

/** A real local server: the first request to /flaky/{status} answers that status, later ones 200. */
let server: Server
let origin: string
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? ''
    const count = (hits.get(url) ?? 0) + 1
    hits.set(url, count)
    const status = Number(url.split('/')[2])
    if (url.startsWith('/flaky/') && count === 1) {
      res.statusCode = status
      res.end('first')
      return
    }
    if (url.startsWith('/always/')) {
      res.statusCode = status
      res.end('again')
      return
    }
    if (url.startsWith('/hangup') && count === 1) {
      req.socket.destroy()
      return
    }
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => hits.clear())

describe('http: retry once for non-mutating methods (requirements §9)', () => {
  it('names the spec statuses', () => {
    expect([...HTTP_RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect(isRetryable('get', 503)).toBe(true)
    expect(isRetryable('GET', 404)).toBe(false)
    expect(isRetryable('POST', 503)).toBe(false)
  })

  it.each(HTTP_RETRY_STATUSES)('GET answered %i once is retried and succeeds', async (status) => {
    const res = await http(`${origin}/flaky/${status}`, { retryDelayMs: 1 })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('ok')
    expect(hits.get(`/flaky/${status}`)).toBe(2)
  })

  it('retries only once', async () => {
    const res = await http(`${origin}/always/503`, { retryDelayMs: 1 })
    expect(res.status).toBe(503)
    expect(hits.get('/always/503')).toBe(2)
  })

  it('never retries a POST, nor a non-listed status', async () => {
    const post = await http(`${origin}/flaky/503`, { method: 'POST', body: '{}', retryDelayMs: 1 })
    expect(post.status).toBe(503)
    expect(hits.get('/flaky/503')).toBe(1)
    const notFound = await http(`${origin}/flaky/404`, { retryDelayMs: 1 })
    expect(notFound.status).toBe(404)
    expect(hits.get('/flaky/404')).toBe(1)
  })

  it('retries a GET once after a dropped connection', async () => {
    const res = await http(`${origin}/hangup`, { retryDelayMs: 1 })
    expect(res.status).toBe(200)
    expect(hits.get('/hangup')).toBe(2)
  })
})
