import type { Segment } from './highlight'

/** Highlighted text as React text nodes and <mark>: whatever the content, it is never parsed as HTML. */
export function MarkedText({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))
}
