import { MAX_BODY_BYTES } from './limits'
import { screenQuery } from './query-screen'

/**
 * What a GraphQL POST must pass before Payload reads it: a body of bounded size that is JSON, one
 * operation rather than a batch, and a query `screenQuery` accepts. Returns the refusal, or undefined.
 * Other content types pass: graphql-http answers them with 415 and never parses them.
 */
export async function screenRequest(request: Request): Promise<Response | undefined> {
  // graphql-http lowercases the media type before it compares: `Application/JSON` is JSON to it
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('json')) return undefined
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === undefined) {
    return refuse(`The request body is larger than ${MAX_BODY_BYTES} bytes.`, 413)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // Payload parses the body itself and answers broken JSON with a 500
    return refuse('The request body is not valid JSON.')
  }
  if (Array.isArray(body)) {
    return refuse('Batched operations are not supported: send one operation per request.')
  }
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined
  // a missing or non-string query is graphql-http's to refuse, with its own 400
  if (typeof query !== 'string') return undefined
  const refusal = screenQuery(query)
  return refusal === undefined ? undefined : refuse(refusal)
}

function refuse(message: string, status = 400): Response {
  return Response.json({ errors: [{ message }] }, { status })
}

/** The body as text, or undefined past `maxBytes`: a declared length is believed, a streamed one counted. */
async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined
  const reader = request.clone().body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // not awaited: cancelling one branch of a cloned body settles only once the other is cancelled too
      reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
