import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchJsonWithin, liveTable, within, type FetchJson } from './live-table'

const never = new Promise<never>(() => undefined)

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work
  return { value, ms: performance.now() - started }
}

describe('within', () => {
  it('gives the value when it comes in time, undefined at the deadline otherwise', async () => {
    expect(await within(Promise.resolve(7), 50)).toBe(7)
    const late = await timed(within(never, 50))
    expect(late.value).toBeUndefined()
    expect(late.ms).toBeLessThan(500)
  })
})

describe('liveTable', () => {
  it('goes on without the table when its first load never answers, and tries again later', async () => {
    let calls = 0
    let answer: FetchJson = () => {
      calls++
      return never
    }
    const table = liveTable('/t', (body) => body as { n: number }, {
      ttlMs: 5_000,
      deadlineMs: 60,
      fetchJson: (url, ms) => answer(url, ms),
    })
    const first = await timed(table('http://x'))
    expect(first.value).toBeUndefined()
    expect(first.ms).toBeLessThan(1_000)
    // a confirmation read waits once more, never longer than the deadline
    const confirm = await timed(table('http://x', 1_000))
    expect(confirm.value).toBeUndefined()
    expect(confirm.ms).toBeLessThan(1_000)
    expect(calls).toBe(2)
    // the app answers again: the next read loads the table
    answer = async () => ({ n: 3 })
    expect(await table('http://x')).toEqual({ n: 3 })
  })

  it('keeps the last table when a refresh is late', async () => {
    let fresh = true
    const table = liveTable('/t', (body) => body as number, {
      ttlMs: 0,
      deadlineMs: 60,
      fetchJson: async () => (fresh ? 1 : never),
    })
    expect(await table('http://x')).toBe(1)
    fresh = false
    await new Promise((resolve) => setTimeout(resolve, 5))
    const late = await timed(table('http://x', 0))
    expect(late.value).toBe(1)
    expect(late.ms).toBeLessThan(1_000)
  })

  it('shares one load among the requests that wait for it', async () => {
    let calls = 0
    const table = liveTable('/t', () => 'ok', {
      ttlMs: 5_000,
      fetchJson: async () => {
        calls++
        await new Promise((resolve) => setTimeout(resolve, 20))
        return {}
      },
    })
    expect(await Promise.all([table('o'), table('o'), table('o')])).toEqual(['ok', 'ok', 'ok'])
    expect(calls).toBe(1)
  })
})

describe('fetchJsonWithin', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  it('aborts an answer whose body never ends, at the deadline', async () => {
    let aborted = false
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"a":')
      res.on('close', () => (aborted = true))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const result = await timed(fetchJsonWithin(`http://127.0.0.1:${port}/`, 100))
    expect(result.value).toBeUndefined()
    expect(result.ms).toBeLessThan(1_000)
    await expect.poll(() => aborted).toBe(true)
  })

  it('reads a JSON answer, and nothing from an error status', async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 503, { 'content-type': 'application/json' })
      res.end('{"a":1}')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    expect(await fetchJsonWithin(`http://127.0.0.1:${port}/ok`, 1_000)).toEqual({ a: 1 })
    expect(await fetchJsonWithin(`http://127.0.0.1:${port}/busy`, 1_000)).toBeUndefined()
  })
})
