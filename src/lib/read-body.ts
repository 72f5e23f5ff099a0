export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'aborted' | 'timeout' }

export type ReadLimits = {
  /** bytes; more is refused as soon as it arrives */
  maxBytes: number
  /** the whole body must have arrived this long after the read starts */
  totalMs: number
  /** and no gap between two chunks may be longer than this */
  idleMs: number
}

/**
 * Reads a request body but stops as soon as it passes `maxBytes`, or when the client sends too
 * slowly: an oversized or endless upload costs at most `maxBytes` of memory, and a client trickling
 * bytes holds the server's resources for `totalMs` at most.
 */
export async function readBodyLimited(request: Request, { maxBytes, totalMs, idleMs }: ReadLimits): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  const deadline = Date.now() + totalMs
  let size = 0
  try {
    for (;;) {
      const next = await withTimeout(reader.read(), Math.min(idleMs, deadline - Date.now()))
      if (next === 'timeout') {
        // not awaited: cancelling a stream over a Node request waits for its next chunk, which is
        // exactly what is not coming (the connection is closed with the answer)
        void reader.cancel().catch(() => {})
        return { ok: false, reason: 'timeout' }
      }
      const { done, value } = next
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        void reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'aborted' }
  }
  return { ok: true, bytes: Buffer.concat(chunks, size) }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  if (ms <= 0) return Promise.resolve('timeout')
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms))),
  ]).finally(() => clearTimeout(timer))
}
