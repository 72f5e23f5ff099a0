import { createServer, type Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { lingerIfBodyUnread } from './linger'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A server that, like the forms API over its limit, answers 413 after the first piece of a body. */
async function start(linger: boolean): Promise<number> {
  server = createServer((req, res) => {
    if (linger) lingerIfBodyUnread(req, 5000)
    if (req.method === 'GET') return void res.end('ok')
    req.once('data', () => {
      req.pause()
      res.writeHead(413, { connection: 'close', 'content-type': 'application/json' })
      res.end('{"status":"error","errors":{"body":"Request body too large."}}')
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server!.address() as AddressInfo).port
}

type Outcome = { response: string; error: string | null; closedAfterMs: number }

/** Uploads a chunked body, and keeps uploading for `keepSendingMs` after the answer has come. */
function upload(port: number, keepSendingMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    // like a browser, the client goes on uploading after the server has closed its end
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
    let response = ''
    let error: string | null = null
    let answeredAt = 0
    let stop = false
    const pump = () => {
      while (!stop && !socket.destroyed) if (!socket.write(chunk)) return void socket.once('drain', pump)
    }
    socket.on('connect', () => {
      socket.write('POST /form HTTP/1.1\r\nhost: localhost\r\ntransfer-encoding: chunked\r\n\r\n')
      pump()
    })
    socket.on('data', (d) => {
      response += d.toString()
      if (!answeredAt && response.includes('\r\n\r\n')) {
        answeredAt = Date.now()
        setTimeout(() => {
          stop = true
          socket.end('0\r\n\r\n')
        }, keepSendingMs)
      }
    })
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message))
    socket.on('close', () => resolve({ response, error, closedAfterMs: answeredAt ? Date.now() - answeredAt : -1 }))
  })
}

describe('lingerIfBodyUnread', () => {
  it('keeps reading a body the client is still sending, so the answer is not reset away', async () => {
    const port = await start(true)
    const outcome = await upload(port, 300)
    expect(outcome.error).toBeNull()
    expect(outcome.response).toMatch(/^HTTP\/1\.1 413 /)
    expect(outcome.response).toContain('Request body too large.')
  })

  it('without it, the client still sending gets a reset (what the lingering close prevents)', async () => {
    const port = await start(false)
    const outcome = await upload(port, 300)
    expect(outcome.error).toMatch(/ECONNRESET|EPIPE/)
  })

  it('closes once the client has stopped sending, without waiting for the time limit', async () => {
    const port = await start(true)
    const outcome = await upload(port, 0)
    expect(outcome.error).toBeNull()
    expect(outcome.closedAfterMs).toBeLessThan(2500)
  })

  it('leaves answers to fully read requests alone, on kept-alive connections too', async () => {
    const port = await start(true)
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (d) => (text += d.toString()))
    socket.write('GET /a HTTP/1.1\r\nhost: localhost\r\n\r\n')
    socket.write('GET /b HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n')
    const started = Date.now()
    await new Promise((resolve) => socket.on('close', resolve))
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(2500)
  })
})
