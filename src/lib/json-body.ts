/**
 * A request body read as one JSON object, refused for what it is: not UTF-8, not JSON, not an
 * object, or an object that names a key twice (JSON.parse keeps the last, so `{"email":a,"email":b}`
 * would be read differently by the next program that reads the stored copy).
 */
export type JsonObjectRead =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; problem: 'not-utf8' | 'not-json' | 'not-object' }
  | { ok: false; problem: 'duplicate-key'; key: string }

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

export function readJsonObject(bytes: Uint8Array): JsonObjectRead {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, problem: 'not-utf8' }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'not-json' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'not-object' }
  const key = duplicateKey(text)
  if (key !== undefined) return { ok: false, problem: 'duplicate-key', key }
  return { ok: true, value: value as Record<string, unknown> }
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * The first key that an object of `text` (valid JSON) holds twice, at any depth. One pass without
 * recursion: strings are skipped with indexOf, so a 7 MB CV data URL costs one search.
 */
export function duplicateKey(text: string): string | undefined {
  // one entry per open object (its keys so far) or array (null)
  const open: Array<Set<string> | null> = []
  let expectKey = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = closingQuote(text, i)
      const keys = open[open.length - 1]
      if (keys && expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string
        if (keys.has(key)) return key
        keys.add(key)
        expectKey = false
      }
      i = end
    } else if (c === 0x7b /* { */) {
      open.push(new Set())
      expectKey = true
    } else if (c === 0x5b /* [ */) {
      open.push(null)
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      open.pop()
      expectKey = false
    } else if (c === 0x2c /* , */) {
      expectKey = open[open.length - 1] != null
    }
  }
  return undefined
}

/** The index of the quote that ends the string opening at `start` (not one escaped by a backslash). */
function closingQuote(text: string, start: number): number {
  let from = start + 1
  for (;;) {
    const quote = text.indexOf('"', from)
    if (quote < 0) return text.length
    let slashes = 0
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return quote
    from = quote + 1
  }
}
