/** Small rules of English that generated sentences need, so the demo copy reads as written by hand. */

/** Countries whose names take "the" inside a sentence ("in the United Kingdom"). */
const WITH_THE = new Set(['United Kingdom', 'United States', 'Netherlands', 'United Arab Emirates', 'Philippines'])

/** Official names that read stiffly in running text. */
const SHORT_NAME: Record<string, string> = { 'Hong Kong SAR': 'Hong Kong' }

/** A country as it reads inside a sentence: "across the United Kingdom", "in Hong Kong". */
export function countryInText(country: string): string {
  const name = SHORT_NAME[country] ?? country
  return WITH_THE.has(name) ? `the ${name}` : name
}

/** "a" or "an" before a word, by its sound ("an Office Leader", "a Partner", "an MBA", "a European"). */
export function indefinite(word: string): 'a' | 'an' {
  if (/^(MBA|HR|R&D|SVP|FMCG)\b/.test(word)) return 'an'
  if (/^(Eu|eu|Uni|uni|Use|use|One|one)/.test(word)) return 'a'
  return /^[aeiouAEIOU]/.test(word) ? 'an' : 'a'
}

/** A list in a sentence: "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
