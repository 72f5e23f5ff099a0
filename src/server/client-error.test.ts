import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerClientError, clientErrorAnswer } from './client-error'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

/** What a raw client reads back after sending `request` in pieces, and whether it saw a reset. */
async function exchange(request: string): Promise<{ text: string; reset: boolean }> {
  server = createServer((req, res) => res.end('ok'))
  server.on('clientError', (error: Error, socket) => answerClientError(error, socket as never, { 'X-Test': '1' }))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve) => {
    const client = connect(port, '127.0.0.1')
    let text = ''
    let reset = false
    client.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    client.on('error', () => (reset = true))
    client.on('close', () => resolve({ text, reset }))
    // in several writes, as a real client with a large header does
    for (let i = 0; i < request.length; i += 8192) client.write(request.slice(i, i + 8192))
  })
}

describe('answers to requests the parser refuses', () => {
  it('answers 431 to a 64 KB cookie instead of resetting the connection', async () => {
    const { text, reset } = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nCookie: a=${'b'.repeat(64 * 1024)}\r\n\r\n`)
    expect(reset).toBe(false)
    expect(text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(text).toContain('X-Test: 1\r\n')
    expect(text).toContain('Connection: close\r\n')
    expect(text.split('\r\n\r\n')[1]).toBe('{"status":"error","errors":{"request":"Request headers too large."}}')
    // one answer, however many chunks the parser refused
    expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1)
  })

  it('answers 400 to a malformed request line', async () => {
    const { text, reset } = await exchange('GARBAGE\r\n\r\n')
    expect(reset).toBe(false)
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
  })

  it('maps the parser’s codes to Node’s statuses', () => {
    const code = (c: string) => clientErrorAnswer(Object.assign(new Error(c), { code: c })).status
    expect(code('HPE_HEADER_OVERFLOW')).toBe(431)
    expect(code('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408)
    expect(code('HPE_CHUNK_EXTENSIONS_OVERFLOW')).toBe(413)
    expect(code('HPE_INVALID_METHOD')).toBe(400)
  })
})
