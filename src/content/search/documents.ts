import { paths } from '@/content/shared/paths'
import type { SearchEntry, SearchType } from '@/features/search/types'

/**
 * Turns a published CMS document into the entries site search indexes: the page itself, plus one
 * per subsector (industries, functions) and per office service page, since each has its own URL.
 * Works on documents read with depth 1, so related titles (office, category, speakers) are objects.
 */

export const SEARCH_COLLECTIONS = {
  consultants: 'consultants',
  offices: 'offices',
  insights: 'insights',
  webinars: 'webinars',
  services: 'services',
  industries: 'industries',
  functions: 'functions',
  regions: 'regions',
  pages: 'pages',
} as const satisfies Record<string, SearchType>

export type SearchCollection = keyof typeof SEARCH_COLLECTIONS

export function isSearchCollection(slug: string): slug is SearchCollection {
  return Object.hasOwn(SEARCH_COLLECTIONS, slug)
}

type Doc = Record<string, unknown> & { id: number | string }

/** Keys that hold addresses, ids or settings rather than words a visitor reads. */
const NOT_TEXT = new Set([
  'id',
  'blockType',
  'blockName',
  'href',
  'url',
  'image',
  'variant',
  'limit',
  'format',
  'version',
  'direction',
  'indent',
  'type',
  'tag',
  'listType',
  'mode',
  'style',
  'detail',
  'rel',
  'target',
  'newTab',
  'linkType',
  'fields',
])

/** Lexical nodes that run inside a block of text rather than starting one. */
const INLINE_NODES = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/** A block's text ends a sentence or clause, so the next block can follow after a space. */
const ENDS_CLAUSE = /[.!?:;,…)"”’]$/

/**
 * The words of a value: a string, Lexical rich text, or blocks/arrays/groups of them. Every field and
 * every Lexical block (heading, paragraph, list item, quote) is one unit; units that do not end a
 * sentence are closed with a full stop, so a snippet never runs a heading into the text below it.
 */
export function plainText(value: unknown): string {
  const units: string[] = []
  let inline = ''
  const flush = () => {
    const text = inline.replace(/\s+/g, ' ').trim()
    if (text) units.push(text)
    inline = ''
  }
  const walk = (v: unknown, depth: number): void => {
    if (depth > 12 || v === null || v === undefined) return
    if (typeof v === 'string') {
      flush()
      if (v.trim()) units.push(v.replace(/\s+/g, ' ').trim())
      return
    }
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1)
      return
    }
    if (typeof v !== 'object') return
    const o = v as Record<string, unknown>
    // Lexical inline nodes: their text joins the block they are in, as written
    if (o.type === 'text' && typeof o.text === 'string') {
      inline += o.text
      return
    }
    if (o.type === 'linebreak') {
      inline += ' '
      return
    }
    const block = Array.isArray(o.children) && !INLINE_NODES.has(String(o.type))
    if (block) flush()
    for (const [key, child] of Object.entries(o)) {
      if (!NOT_TEXT.has(key) && typeof child !== 'number' && typeof child !== 'boolean') walk(child, depth + 1)
    }
    if (block) flush()
  }
  walk(value, 0)
  flush()
  return units.map((u, i) => (i < units.length - 1 && !ENDS_CLAUSE.test(u) ? `${u}.` : u)).join(' ')
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const titleOf = (v: unknown): string =>
  v && typeof v === 'object' ? str((v as Record<string, unknown>).title || (v as Record<string, unknown>).name) : ''
const titlesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(titleOf).filter(Boolean) : [])
const metaDescription = (doc: Doc): string => str((doc.meta as Record<string, unknown> | undefined)?.description)
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ')

type Part = Record<string, unknown>

/** The entries of a document's parts that have pages of their own (subsectors, office service pages). */
function parts(
  base: Pick<SearchEntry, 'key' | 'source' | 'type'>,
  doc: Doc,
  list: Part[],
  page: (part: Part) => Pick<SearchEntry, 'summary' | 'url'>,
): SearchEntry[] {
  return list
    .filter((p) => str(p.slug))
    .map((p) => ({
      ...base,
      key: `${base.source}/${str(p.slug)}`,
      title: str(p.title),
      subtitle: str(doc.title),
      body: plainText(p.body),
      ...page(p),
    }))
}

/** Block-built pages that are not destinations of their own: templates, thank-you pages, search, login. */
export function isSearchablePagePath(path: string): boolean {
  return !(
    path === 'search' ||
    path === 'login' ||
    path.startsWith('office/') ||
    path.split('/').some((s) => s.startsWith('thank-you'))
  )
}

export function sourceKey(collection: SearchCollection, id: number | string): string {
  return `${collection}:${id}`
}

/** The entries of one published document (an empty list when it has no page of its own). */
export function entriesFor(collection: SearchCollection, doc: Doc): SearchEntry[] {
  const source = sourceKey(collection, doc.id)
  const type = SEARCH_COLLECTIONS[collection]
  const base = { key: source, source, type }
  const slug = str(doc.slug)
  switch (collection) {
    case 'consultants':
      return [
        {
          ...base,
          title: str(doc.name),
          subtitle: join(str(doc.role), titleOf(doc.office)),
          summary: str(doc.summary) || metaDescription(doc),
          body: [plainText(doc.bio), titleOf(doc.region), ...titlesOf(doc.industries), ...titlesOf(doc.functions)].join(
            ' ',
          ),
          url: paths.consultant(slug),
        },
      ]
    case 'offices': {
      const office: SearchEntry = {
        ...base,
        title: str(doc.title),
        subtitle: join([str(doc.city), str(doc.country)].filter(Boolean).join(', '), titleOf(doc.region)),
        summary: str(doc.summary) || metaDescription(doc),
        body: [str(doc.address), plainText(doc.body)].join(' '),
        url: paths.office(slug),
      }
      const services = (Array.isArray(doc.servicePages) ? doc.servicePages : []) as Array<Record<string, unknown>>
      return [
        office,
        ...parts(base, doc, services, (s) => ({
          summary: str(s.intro),
          url: paths.officeService(slug, str(s.slug)),
        })),
      ]
    }
    case 'insights': {
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: titleOf(doc.category),
          summary: str(doc.excerpt),
          body: [plainText(doc.content), ...titlesOf(doc.authors)].join(' '),
          url: paths.insight({ slug, pinnedPath: Boolean(doc.pinnedPath), category: doc.category }),
        },
      ]
    }
    case 'webinars': {
      const guests = (Array.isArray(doc.guestSpeakers) ? doc.guestSpeakers : []) as Array<Record<string, unknown>>
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: 'Webinar',
          summary: str(doc.summary),
          body: [plainText(doc.content), ...titlesOf(doc.speakers), ...guests.map((g) => str(g.name))].join(' '),
          url: paths.webinar(slug),
        },
      ]
    }
    case 'services': {
      const french = doc.language === 'fr'
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: french ? 'Français' : '',
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.layout),
          url: paths.service(slug, french ? 'fr' : 'en'),
        },
      ]
    }
    case 'industries':
    case 'functions': {
      const kind = collection === 'industries' ? 'industry' : 'functions'
      const subsectors = (Array.isArray(doc.subsectors) ? doc.subsectors : []) as Array<Record<string, unknown>>
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: subsectors.map((s) => str(s.title)).join(', '),
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.body),
          url: paths.expertiseArea(kind, slug),
        },
        ...parts(base, doc, subsectors, (s) => ({
          summary: str(s.summary),
          url: paths.expertiseSubsector(kind, slug, str(s.slug)),
        })),
      ]
    }
    case 'regions':
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: '',
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.body),
          url: paths.region(slug),
        },
      ]
    case 'pages': {
      const path = str(doc.path)
      if (!path || !isSearchablePagePath(path)) return []
      return [
        {
          ...base,
          title: str(doc.title),
          subtitle: '',
          summary: str(doc.intro) || metaDescription(doc),
          body: plainText(doc.layout),
          url: path === 'home' ? '/' : `/${path}`,
        },
      ]
    }
  }
}
