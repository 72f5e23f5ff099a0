import { BRAND_NAME } from './brand'

/**
 * SEO fields of the demo content, within the lengths the editor's SEO panel recommends
 * (@payloadcms/plugin-seo: title 50–60, description 100–150 characters), so every seeded document
 * opens with its checks passing. The seeders give a description; `fitSeoMeta` (called for every
 * seeded document with a page, src/cms/seed/context.ts) fits it and writes the title.
 */
export const SEO_TITLE = { min: 50, max: 60 } as const
export const SEO_DESCRIPTION = { min: 100, max: 150 } as const

/** The description a seeder gives (≤ 200 characters, the field's own limit); `fitSeoMeta` fits it. */
export function meta(description: string, title?: string): { description: string; title?: string } {
  return { description: clip(description, 200), ...(title ? { title: clip(title, 70) } : {}) }
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

type Range = { min: number; max: number }
type Language = 'en' | 'fr'

const fits = (text: string, r: Range) => text.length >= r.min && text.length <= r.max
const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Words that complete a short title, longest first; their lengths are spread so that one of them
 * brings any title of 1–49 characters into 50–60 (tests/int checks every seeded title).
 */
const TITLE_ENDINGS: Record<Language, readonly string[]> = {
  en: [
    'Global Executive Search and Leadership Consulting',
    'Executive Search and Leadership Consulting',
    'Executive Search and Leadership Advisory',
    'Global Executive Search and Board Advisory',
    'Leadership Consulting and Board Advisory',
    'Executive Search and Board Advisory',
    'Global Executive Search Firm',
    'Leadership Consulting Firm',
    'Executive Search Firm',
    'Leadership Advisory',
    'Executive Search',
    'Leadership',
    'Overview',
  ],
  fr: [
    'Chasse de têtes et conseil en leadership à l’international',
    'Cabinet international de chasse de têtes et de conseil',
    'Chasse de têtes et conseil en leadership dans le monde',
    'Chasse de têtes et recrutement de dirigeants',
    'Chasse de têtes et conseil en leadership',
    'Cabinet international de chasse de têtes',
    'Recrutement de dirigeants et conseil',
    'Cabinet de chasse de têtes',
    'Conseil en leadership',
    'Chasse de têtes',
    'Dirigeants',
    'Conseil',
  ],
}

const INSIGHT_ENDINGS: readonly string[] = [
  'Insights on Leadership, Boards and Executive Search',
  'Leadership Insights from Our Search Consultants',
  'Insights on Leadership and Executive Search',
  'Leadership and Executive Search Insights',
  'Insights from Our Consultants',
  'Executive Search Insights',
  'Leadership Insights',
  'Insights',
]

/** Sentences that complete a short description, longest first. */
function descriptionEndings(language: Language): readonly string[] {
  return language === 'fr'
    ? [
        `${BRAND_NAME} est un cabinet international de chasse de têtes et de conseil en leadership.`,
        'Chasse de têtes et conseil en leadership dans le monde entier.',
        'Parlez-en à l’un de nos consultants.',
        'Contactez-nous.',
      ]
    : [
        `${BRAND_NAME} is a global executive search and leadership consulting firm.`,
        'Executive search and leadership consulting worldwide.',
        'Talk to one of our consultants about your next step.',
        'Talk to one of our consultants.',
        'Find out how we can help.',
        'Get in touch.',
      ]
}

/** Lower-case two-word runs, to keep an ending from repeating what the title already says. */
function pairs(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return new Set(words.slice(1).map((w, i) => `${words[i]} ${w}`))
}

/** A cut at a word boundary between `r.min - 1` and `r.max - 1` characters, marked with an ellipsis. */
function cutBetween(text: string, r: Range): string {
  const head = text.slice(0, r.max)
  for (let at = r.max - 1; at >= r.min - 1; at--) {
    if (head[at] === ' ') return `${head.slice(0, at).replace(/[\s,.;:–-]+$/, '')}…`
  }
  return `${text.slice(0, r.max - 1)}…`
}

/** Small words a cut title must not end on. */
const DANGLING = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'their',
  'to',
  'with',
  'your',
])

/** A long title cut after a whole word within the range, not after a small word; null when none fits. */
function wordCut(text: string, r: Range): string | null {
  const words = text.split(' ')
  for (let n = words.length - 1; n > 0; n--) {
    const kept = words.slice(0, n)
    while (kept.length > 1 && DANGLING.has(kept[kept.length - 1]!.toLowerCase())) kept.pop()
    const cut = kept.join(' ').replace(/[\s,.;:–-]+$/, '')
    if (fits(cut, r)) return cut
    if (cut.length < r.min) return null
  }
  return null
}

/** A title within 50–60 characters: the document's own, completed by the first ending that fits, or cut. */
export function fitTitle(title: string, endings: readonly string[]): string {
  const base = clean(title)
  if (fits(base, SEO_TITLE)) return base
  if (base.length > SEO_TITLE.max) {
    // a clause before a colon or comma, completed; else whole words; else a marked cut
    const clause = base.slice(0, SEO_TITLE.max).match(/^(.{12,}?)[,:;–]\s/)?.[1]
    const completed = clause ? fitTitle(clause, endings) : null
    if (completed && fits(completed, SEO_TITLE)) return completed
    return wordCut(base, SEO_TITLE) ?? cutBetween(base, SEO_TITLE)
  }
  const said = pairs(base)
  const fresh = endings.filter((e) => ![...pairs(e)].some((p) => said.has(p)))
  for (const ending of [...fresh, ...endings]) {
    const candidate = `${base} – ${ending}`
    if (fits(candidate, SEO_TITLE)) return candidate
  }
  return base
}

/** A description within 100–150 characters: whole sentences where they fit, completed or cut at a word. */
export function fitDescription(description: string, language: Language = 'en'): string {
  let text = clean(description)
  if (text.length > SEO_DESCRIPTION.max) {
    const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g)?.map(clean) ?? []
    let kept = ''
    for (const s of sentences) {
      const next = kept ? `${kept} ${s}` : s
      if (next.length > SEO_DESCRIPTION.max) break
      kept = next
    }
    text = kept.length >= SEO_DESCRIPTION.min ? kept : cutBetween(text, SEO_DESCRIPTION)
  }
  if (text && !/[.!?…]$/.test(text)) text += '.'
  for (const ending of descriptionEndings(language)) {
    if (text.length >= SEO_DESCRIPTION.min) break
    const next = `${text} ${ending}`
    if (next.length <= SEO_DESCRIPTION.max) text = next
  }
  return text
}

type Doc = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The SEO group of a seeded document with a page: its title (the one the seeder gave, else the
 * document's title or name) and description (the one given, else its summary, excerpt or intro),
 * both fitted to the panel's ranges. The picture stays the page's own choice (left empty).
 */
export function fitSeoMeta(collection: string, doc: Doc): { title: string; description: string } {
  const given = (doc.meta ?? {}) as Doc
  const language: Language = doc.language === 'fr' ? 'fr' : 'en'
  const person = str(doc.name) && str(doc.role) ? `${str(doc.name)}, ${str(doc.role)}` : str(doc.name)
  const title = str(given.title) || str(doc.title) || person
  const description = str(given.description) || str(doc.summary) || str(doc.excerpt) || str(doc.intro) || title
  const endings =
    collection === 'insights' || collection === 'webinars'
      ? INSIGHT_ENDINGS
      : collection === 'offices'
        ? ['Our Office', ...TITLE_ENDINGS.en]
        : TITLE_ENDINGS[language]
  return { title: fitTitle(title, endings), description: fitDescription(description, language) }
}
