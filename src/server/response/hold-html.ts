import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Holds an HTML answer back until Next has written all of it, so that it can be rewritten and its
 * headers set from the whole body; every other answer passes through as Next writes it. Works by
 * wrapping the response's writeHead, write, end and flushHeaders.
 */
export type HoldHtmlHooks = {
  /** Once the status and headers are known (the first writeHead, explicit or implied). */
  onHead: (statusCode: number, html: boolean) => void
  /** The whole body of a held answer; returns the body to send. Its headers may still be set. */
  onBody: (body: Buffer, statusCode: number) => Buffer
}

function isHtml(res: ServerResponse): boolean {
  const type = res.getHeader('content-type')
  return typeof type === 'string' && /^\s*text\/html\b/i.test(type)
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), encoding ?? 'utf8')
}

export function holdHtml(res: ServerResponse, hooks: HoldHtmlHooks): void {
  // untyped views of the originals: each is called with whatever arguments Next passed
  type Fn = (...args: unknown[]) => unknown
  const origWriteHead = res.writeHead
  const origWrite = res.write
  const origEnd = res.end
  const origFlushHeaders = res.flushHeaders
  const callOrig = (fn: unknown, ...args: unknown[]) => (fn as Fn).apply(res, args)
  const state: { mode: 'undecided' | 'pass' | 'buffer' } = { mode: 'undecided' }
  let deferredHead: { statusCode: number; statusMessage?: string } | undefined
  const chunks: Buffer[] = []

  // Next's compression wraps these methods after us: put back only what is still ours, or the
  // wrapper goes and later chunks leave uncompressed under Content-Encoding: gzip
  const restore = () => {
    if (res.writeHead === ours.writeHead) res.writeHead = origWriteHead
    if (res.write === ours.write) res.write = origWrite
    if (res.end === ours.end) res.end = origEnd
    if (res.flushHeaders === ours.flushHeaders) res.flushHeaders = origFlushHeaders
  }

  const decide = (statusCode: number, headers?: OutgoingHttpHeaders | unknown[]): 'pass' | 'buffer' => {
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    const html = isHtml(res) && !Array.isArray(headers)
    hooks.onHead(statusCode, html)
    state.mode = html && statusCode !== 304 && statusCode !== 204 ? 'buffer' : 'pass'
    if (state.mode === 'pass') restore()
    return state.mode
  }

  const finish = () => {
    restore()
    const body = hooks.onBody(Buffer.concat(chunks), deferredHead?.statusCode ?? res.statusCode)
    if (deferredHead) {
      const { statusCode, statusMessage } = deferredHead
      if (statusMessage !== undefined) callOrig(origWriteHead, statusCode, statusMessage)
      else callOrig(origWriteHead, statusCode)
    }
    return body
  }

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (state.mode === 'undecided') {
      const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined
      const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | unknown[] | undefined
      if (decide(statusCode, headers) === 'pass') {
        // raw header arrays were not applied above; hand them on untouched
        if (Array.isArray(headers)) return callOrig(origWriteHead, statusCode, statusMessage ?? '', headers)
        return statusMessage !== undefined
          ? callOrig(origWriteHead, statusCode, statusMessage)
          : callOrig(origWriteHead, statusCode)
      }
      res.statusCode = statusCode
      deferredHead = { statusCode, statusMessage }
    }
    return res
  } as ServerResponse['writeHead']

  res.flushHeaders = function flushHeaders() {
    if (state.mode === 'undecided') res.writeHead(res.statusCode)
    if (state.mode === 'pass') callOrig(origFlushHeaders)
  }

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    if (state.mode === 'undecided') res.writeHead(res.statusCode)
    if (state.mode === 'pass') return callOrig(origWrite, chunk, ...rest) as boolean
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
    const callback = rest.find((r) => typeof r === 'function') as ((e?: Error | null) => void) | undefined
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    if (callback) process.nextTick(callback)
    return true
  } as ServerResponse['write']

  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    if (state.mode === 'undecided') res.writeHead(res.statusCode)
    if (state.mode === 'pass') return callOrig(origEnd, ...args) as ServerResponse
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const body = finish()
    return (callback ? callOrig(origEnd, body, callback) : callOrig(origEnd, body)) as ServerResponse
  } as ServerResponse['end']
  const ours = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
}
