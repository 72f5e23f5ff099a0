/**
 * The one tokenizer of site search, used for documents and queries alike so both sides agree:
 * Unicode-compatibility folding, accents dropped ("Zürich" → "zurich"), lower case, and words made of
 * letters and digits. Apostrophes join ("women's" → "womens") so possessives stay one word.
 */

const MARKS = /\p{M}+/gu
const APOSTROPHES = /['’‘`´]/g
const WORD = /[\p{L}\p{N}]+/gu
/** Letters that do not decompose into a base letter and a mark. */
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' }
const FOLDABLE = /[ßæœøđłþı]/g

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLD[c] ?? c)
}

/** Words of `text`, normalised, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  return normalizeText(text).replace(APOSTROPHES, '').match(WORD) ?? []
}

export type SourceToken = { start: number; end: number; term: string }

/**
 * Words of `text` with their offsets in the original string, for highlighting: the normalised term
 * says whether a word matched, the offsets say which original characters to mark.
 */
export function tokenizeWithOffsets(text: string): SourceToken[] {
  const out: SourceToken[] = []
  const word = /[\p{L}\p{N}\p{M}'’]+/gu
  for (const m of text.matchAll(word)) {
    const term = tokenize(m[0]).join('')
    if (term) out.push({ start: m.index, end: m.index + m[0].length, term })
  }
  return out
}

/** Words too common to narrow a search on their own; dropped from queries that have other words. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
])

/** The distinct words of a query worth searching for, in order. */
export function queryTerms(query: string): string[] {
  const all = [...new Set(tokenize(query))]
  const useful = all.filter((t) => !STOP_WORDS.has(t))
  return useful.length > 0 ? useful : all
}
