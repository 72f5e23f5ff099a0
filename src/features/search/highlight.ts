import { tokenizeWithOffsets } from './normalize'

/** Text cut into plain and marked runs; rendered as text nodes and <mark>, so never parsed as HTML. */
export type Segment = { text: string; mark: boolean }

/** Marks every word of `text` whose normalised form is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const out: Segment[] = []
  let at = 0
  for (const token of tokenizeWithOffsets(text)) {
    if (!terms.has(token.term)) continue
    if (token.start > at) out.push({ text: text.slice(at, token.start), mark: false })
    out.push({ text: text.slice(token.start, token.end), mark: true })
    at = token.end
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false })
  return out
}

const LEAD = 60

/**
 * About `max` characters of `text` around its first matching word (or its start), cut at word
 * boundaries, with an ellipsis where it was cut, highlighted.
 */
export function snippet(text: string, terms: ReadonlySet<string>, max = 220): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return highlight(clean, terms)
  const first = tokenizeWithOffsets(clean).find((t) => terms.has(t.term))
  let start = first ? Math.max(0, first.start - LEAD) : 0
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < (first?.start ?? start) ? space + 1 : start
  }
  let end = Math.min(clean.length, start + max)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  const segments = highlight(clean.slice(start, end), terms)
  if (start > 0) segments.unshift({ text: '…', mark: false })
  if (end < clean.length) segments.push({ text: '…', mark: false })
  return segments
}

/** Whether any word of `text` is one of `terms`. */
export function mentions(text: string, terms: ReadonlySet<string>): boolean {
  return tokenizeWithOffsets(text).some((t) => terms.has(t.term))
}
