const WORDS_PER_MINUTE = 200

type LexicalNode = { text?: unknown; children?: unknown }

function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0
  const { text, children } = node as LexicalNode
  const own = typeof text === 'string' ? (text.match(/\S+/g)?.length ?? 0) : 0
  return own + (Array.isArray(children) ? children.reduce<number>((sum, c) => sum + countWords(c), 0) : 0)
}

/** Minutes to read Lexical rich text at 200 words a minute, rounded up (at least 1). */
export function readingMinutes(data: { root?: unknown } | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(data?.root) / WORDS_PER_MINUTE))
}
