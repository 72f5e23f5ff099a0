import { abbreviationsAt, tokenizeWithOffsets } from './normalize'

/** Text cut into plain and marked runs; rendered as text nodes and <mark>, so never parsed as HTML. */
export type Segment = { text: string; mark: boolean }

type Span = { start: number; end: number }

/**
 * Where `text` matched `terms`, in its characters: every word whose normalised form is one of them,
 * and every title spelt out whose abbreviation is one ("Chief Financial Officer" for "cfo"), since
 * the index files a spelt-out title under its abbreviation too (`withAbbreviations`). A title is one
 * span; separate words stay separate spans even when side by side.
 */
function matchSpans(text: string, terms: ReadonlySet<string>): Span[] {
  const tokens = tokenizeWithOffsets(text)
  const words = tokens.map((t) => t.term)
  const spans: Span[] = []
  // the current span, as token indices [from, to)
  let from = -1
  let to = -1
  for (let i = 0; i < tokens.length; i++) {
    let length = terms.has(words[i]!) ? 1 : 0
    for (const a of abbreviationsAt(words, i)) if (terms.has(a.abbreviation)) length = Math.max(length, a.length)
    if (length === 0) continue
    if (i < to) {
      to = Math.max(to, i + length)
      continue
    }
    if (from >= 0) spans.push({ start: tokens[from]!.start, end: tokens[to - 1]!.end })
    from = i
    to = i + length
  }
  if (from >= 0) spans.push({ start: tokens[from]!.start, end: tokens[to - 1]!.end })
  return spans
}

/** `text` from `from` to `to` as segments, with `spans` (clipped to that stretch) marked. */
function segments(text: string, spans: readonly Span[], from = 0, to = text.length): Segment[] {
  const out: Segment[] = []
  let at = from
  for (const span of spans) {
    const start = Math.max(span.start, from)
    const end = Math.min(span.end, to)
    if (end <= start) continue
    if (start > at) out.push({ text: text.slice(at, start), mark: false })
    out.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false })
  return out
}

/** Marks every word of `text` whose normalised form is one of `terms`, and every title they abbreviate. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segments(text, matchSpans(text, terms))
}

const LEAD = 60

/**
 * About `max` characters of `text` around its first match (or its start), cut at word boundaries,
 * with an ellipsis where it was cut, highlighted.
 */
export function snippet(text: string, terms: ReadonlySet<string>, max = 220): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  const spans = matchSpans(clean, terms)
  if (clean.length <= max) return segments(clean, spans)
  const first = spans[0]
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
  // a long title spelt out is not cut short of its last word
  if (first && end < first.end) end = first.end
  const out = segments(clean, spans, start, end)
  if (start > 0) out.unshift({ text: '…', mark: false })
  if (end < clean.length) out.push({ text: '…', mark: false })
  return out
}

/** Whether `text` matched any of `terms`: one of its words, or a title one of them abbreviates. */
export function mentions(text: string, terms: ReadonlySet<string>): boolean {
  return matchSpans(text, terms).length > 0
}
