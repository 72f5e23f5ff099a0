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

/**
 * The abbreviations visitors type for titles the site spells out ("cfo" for a page about chief
 * financial officers), as the words they stand for. Only unambiguous ones: "cro" or "cdo" name two
 * roles each.
 */
const ABBREVIATIONS: ReadonlyArray<readonly [abbreviation: string, words: readonly string[]]> = [
  ['ceo', ['chief', 'executive', 'officer']],
  ['cfo', ['chief', 'financial', 'officer']],
  ['coo', ['chief', 'operating', 'officer']],
  ['cto', ['chief', 'technology', 'officer']],
  ['cio', ['chief', 'information', 'officer']],
  ['cmo', ['chief', 'marketing', 'officer']],
  ['chro', ['chief', 'human', 'resources', 'officer']],
  ['cpo', ['chief', 'people', 'officer']],
  ['ned', ['non', 'executive', 'director']],
  ['ai', ['artificial', 'intelligence']],
]

/**
 * The abbreviations whose title `words` spells out from `at` (the last word may be plural:
 * "officers"), each with the number of words the title takes.
 */
export function abbreviationsAt(words: readonly string[], at: number): Array<{ abbreviation: string; length: number }> {
  const out: Array<{ abbreviation: string; length: number }> = []
  for (const [abbreviation, spelt] of ABBREVIATIONS) {
    if (words[at] !== spelt[0]) continue
    const matches = spelt.every((w, k) => {
      const word = words[at + k]
      return word === w || (k === spelt.length - 1 && word === `${w}s`)
    })
    if (matches) out.push({ abbreviation, length: spelt.length })
  }
  return out
}

/**
 * A document's words with the abbreviation added after each title it spells out (a plural too:
 * "officers"), so a search for "cfo" finds "Chief Financial Officers". Used when indexing only: the
 * query keeps its own words.
 */
export function withAbbreviations(words: readonly string[]): string[] {
  const out = [...words]
  for (let i = 0; i < words.length; i += 1) {
    for (const { abbreviation } of abbreviationsAt(words, i)) out.push(abbreviation)
  }
  return out
}
