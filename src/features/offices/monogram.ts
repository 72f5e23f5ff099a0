/** A person's initials for a portrait stand-in: the first letters of their first and last names. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last].map((w) => (w ? Array.from(w)[0]!.toLocaleUpperCase('en') : '')).join('')
}
