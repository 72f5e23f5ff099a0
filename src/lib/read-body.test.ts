import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { readBodyLimited } from './read-body'

const limits = { maxBytes: 10, totalMs: 1000, idleMs: 1000 }

/** A streamed request whose chunks arrive after the given delays (ms). */
function trickle(chunks: Array<[number, string]>, headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [delay, text] of chunks) {
        await new Promise((r) => setTimeout(r, delay))
        controller.enqueue(new TextEncoder().encode(text))
      }
      controller.close()
    },
  })
  return new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

describe('readBodyLimited', () => {
  it('reads a body within its limits', async () => {
    const read = await readBodyLimited(
      trickle([
        [0, '{"a":'],
        [5, '1}'],
      ]),
      limits,
    )
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"a":1}')
  })
  it('refuses a declared length over the limit before reading', async () => {
    const read = await readBodyLimited(trickle([[0, 'x']], { 'content-length': '11' }), limits)
    expect(read).toEqual({ ok: false, reason: 'too-large' })
  })
  it('stops reading as soon as the body passes the limit', async () => {
    const read = await readBodyLimited(
      trickle([
        [0, '123456'],
        [0, '123456'],
        [60_000, 'never read'],
      ]),
      limits,
    )
    expect(read).toEqual({ ok: false, reason: 'too-large' })
  })
  it('gives up on a client that stops sending', async () => {
    const read = await readBodyLimited(
      trickle([
        [0, '1'],
        [60_000, '2'],
      ]),
      { ...limits, idleMs: 50 },
    )
    expect(read).toEqual({ ok: false, reason: 'timeout' })
  })
  it('gives up on a client that keeps sending too slowly to finish in time', async () => {
    const slow = Array.from({ length: 9 }, (): [number, string] => [30, '1'])
    const read = await readBodyLimited(trickle(slow), { ...limits, totalMs: 100, idleMs: 1000 })
    expect(read).toEqual({ ok: false, reason: 'timeout' })
  })
})

describe('readBodyLimited over a Node request (as Next hands a route handler its body)', () => {
  it('answers a stalled upload at the idle deadline, while the client still holds the connection', async () => {
    const results: Array<{ reason: string; ms: number }> = []
    const server = http.createServer(async (req, res) => {
      const started = Date.now()
      const request = new Request('http://x/', {
        method: 'POST',
        headers: { 'content-length': String(req.headers['content-length']) },
        body: req as unknown as ReadableStream,
        duplex: 'half',
      } as RequestInit)
      const read = await readBodyLimited(request, { maxBytes: 1_000_000, totalMs: 5_000, idleMs: 200 })
      results.push({ reason: read.ok ? 'ok' : read.reason, ms: Date.now() - started })
      res.writeHead(408, { connection: 'close' }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', method: 'POST', headers: { 'content-length': '1000' } })
        req.on('response', (res) => resolve(res.statusCode!))
        req.on('error', reject)
        req.write('x'.repeat(100))
      })
      expect(status).toBe(408)
      expect(results).toEqual([{ reason: 'timeout', ms: expect.any(Number) }])
      expect(results[0]!.ms).toBeLessThan(5_000)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
