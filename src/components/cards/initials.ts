/** Words of a name that never start initials: particles such as "van", "de", "al-". */
const PARTICLES = new Set(['al', 'bin', 'da', 'de', 'del', 'della', 'der', 'di', 'du', 'el', 'la', 'le', 'van', 'von'])

/** Titles before a name, which are not part of it ("Dr Aiko Fujimoto" → "AF"). */
const TITLES = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'mx', 'sir', 'dame', 'lord', 'lady'])

/**
 * Up to two initials of a person's name, for the monogram drawn when no portrait is uploaded: the
 * first letter of the first name and of the last name that is not a particle ("Anna van der Berg" → "AB").
 * Accents stay ("Élodie Durand" → "ÉD"); a one-word name gives one letter; an empty name gives "".
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s]+/)
    .map((w) => w.replace(/^[^\p{L}]+/u, ''))
    .filter(Boolean)
  while (words.length > 1 && TITLES.has(words[0]!.toLowerCase().replace(/\.$/, ''))) words.shift()
  if (!words.length) return ''
  const first = words[0]!
  const rest = words.slice(1).filter((w) => !PARTICLES.has(w.toLowerCase().replace(/[-’'].*$/, '')))
  const last = rest[rest.length - 1] ?? words.slice(1).at(-1)
  const letter = (w: string) => Array.from(w)[0]!.toLocaleUpperCase('en')
  return last ? `${letter(first)}${letter(last)}` : letter(first)
}
