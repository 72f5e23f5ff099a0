export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' }

/**
 * Reads a request body as UTF-8 but stops as soon as it passes `limit` bytes, so an oversized or
 * endless upload costs at most `limit` bytes of memory.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'aborted' }
  }
  return { ok: true, text: Buffer.concat(chunks, size).toString('utf8') }
}
