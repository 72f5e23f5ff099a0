import { createServer, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createSendDeadline } from './send-deadline'

/** An answer far larger than the socket buffers of a loopback connection. */
const BIG = Buffer.alloc(48 * 1024 * 1024, 'x')

let server: Server | undefined
const clients: Socket[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function serve(handler: (res: ServerResponse) => void): Promise<number> {
  server = createServer((req, res) => handler(res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** A client that sends its request and then reads nothing (or only as `reading` says). */
function request(port: number): Socket {
  const client = connect(port, '127.0.0.1')
  client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
  client.pause()
  clients.push(client)
  return client
}

describe('send deadline', () => {
  it('gives the slot back, then closes the connection, when the client reads nothing', async () => {
    const deadline = createSendDeadline({ parkMs: 200, stallMs: 800, maxParked: 4, checkEveryMs: 50 })
    let released = 0
    let closedAt = 0
    const port = await serve((res) => {
      deadline.watch(res, () => released++)
      res.once('close', () => (closedAt = Date.now()))
      res.end(BIG)
    })
    const started = Date.now()
    const client = request(port)
    await expect.poll(() => released, { timeout: 2_000 }).toBe(1)
    expect(deadline.parked).toBe(1)
    await expect.poll(() => closedAt, { timeout: 3_000 }).toBeGreaterThan(0)
    expect(closedAt - started).toBeGreaterThanOrEqual(800)
    expect(closedAt - started).toBeLessThan(2_500)
    expect(deadline.watching).toBe(0)
    expect(deadline.parked).toBe(0)
    // the client sees its connection closed (nothing of the answer was read, so it cannot be whole)
    let clientClosed = false
    client.once('close', () => (clientClosed = true)).resume()
    await expect.poll(() => clientClosed || client.destroyed, { timeout: 2_000 }).toBe(true)
  })

  it('judges answers queued behind a stalled one on the same connection (pipelined requests)', async () => {
    const deadline = createSendDeadline({ parkMs: 100, stallMs: 500, maxParked: 8, checkEveryMs: 50 })
    let released = 0
    let closed = 0
    const port = await serve((res) => {
      deadline.watch(res, () => released++)
      res.once('close', () => closed++)
      res.end(BIG.subarray(0, 6 * 1024 * 1024))
    })
    const client = connect(port, '127.0.0.1')
    clients.push(client)
    client.write('GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n')
    client.pause()
    await expect.poll(() => released, { timeout: 2_000 }).toBe(2)
    await expect.poll(() => closed, { timeout: 3_000 }).toBe(2)
    expect(deadline.watching).toBe(0)
  })

  it('closes at once a stalled answer past the parked limit', async () => {
    const reasons: string[] = []
    const deadline = createSendDeadline({
      parkMs: 100,
      stallMs: 10_000,
      maxParked: 1,
      checkEveryMs: 50,
      onDrop: (res, reason) => reasons.push(reason),
    })
    const port = await serve((res) => {
      deadline.watch(res, () => undefined)
      res.end(BIG)
    })
    request(port)
    request(port)
    await expect.poll(() => reasons, { timeout: 3_000 }).toEqual(['too many parked'])
    expect(deadline.parked).toBe(1)
  })

  // the reader's 100 ms rhythm must stay well inside the stall deadline even when a busy machine (a whole
  // test suite on 2 cores) delays its timers by several hundred milliseconds
  const STALL_MS = 1_500
  it('keeps sending to a slow reader that goes on reading, past the stall deadline', async () => {
    const deadline = createSendDeadline({ parkMs: 60, stallMs: STALL_MS, maxParked: 4, checkEveryMs: 20 })
    let closed = false
    const port = await serve((res) => {
      deadline.watch(res, () => undefined)
      res.once('close', () => (closed = true))
      res.end(BIG)
    })
    const client = request(port)
    let received = 0
    // reads about 1 MB every 100 ms (10 MB/s), however fast the machine: each pause is far shorter than
    // the stall deadline, and the answer cannot be read to its end within the test (a reader in timed
    // bursts read all 48 MB in 3 s on a fast kernel)
    let budget = 0
    client.on('data', (chunk: Buffer) => {
      received += chunk.length
      budget -= chunk.length
      if (budget <= 0) client.pause()
    })
    client.pause()
    const reader = setInterval(() => {
      budget = 1024 * 1024
      client.resume()
    }, 100)
    await new Promise((resolve) => setTimeout(resolve, 2 * STALL_MS))
    const halfway = received
    await new Promise((resolve) => setTimeout(resolve, 600))
    clearInterval(reader)
    expect(received).toBeGreaterThan(halfway)
    expect(received).toBeLessThan(BIG.length)
    expect(closed).toBe(false)
    expect(client.destroyed).toBe(false)
  })
})
