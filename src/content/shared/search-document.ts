import type { CollectionConfig } from 'payload'
import type { SearchEntry } from '@/features/search/types'

/**
 * What a content module tells site search about its collection (its `search-document.ts`): the
 * entries one published document makes (the page itself, plus one per part with a page of its own:
 * a subsector, an office's service page). They are found under the collection's slug, a type its
 * module declares with its labels (`search` of its `module.ts`). The collection carries it
 * (`contentCollection({ searchDocument })`), so the search module indexes every collection that
 * declares one without a list of its own.
 */
export type SearchDocument = {
  /** Works on a document read with depth 1, so related titles (office, category, speakers) are objects. */
  readonly entries: (doc: SearchSource) => SearchEntryContent[]
}

/** A published document as the index reads it. */
export type SearchSource = Record<string, unknown> & { id: number | string }

/** One entry's words and address; `part` names a part with a page of its own (its key's suffix). */
export type SearchEntryContent = Pick<SearchEntry, 'title' | 'subtitle' | 'summary' | 'body' | 'url'> & {
  part?: string
}

/**
 * A collection whose documents' words or addresses show in another collection's entries (a
 * category's title and slug in its articles'): a change to one re-indexes the documents whose
 * `field` points at it.
 */
export type SearchDependents = { readonly collection: string; readonly field: string }

type SearchCustom = { searchDocument?: SearchDocument; searchDependents?: SearchDependents }

/** The collection's search declarations, kept in Payload's server-only `custom`. */
export function searchCustom(searchDocument?: SearchDocument, searchDependents?: SearchDependents): SearchCustom {
  return { ...(searchDocument && { searchDocument }), ...(searchDependents && { searchDependents }) }
}

export const searchDocumentOf = (collection: Pick<CollectionConfig, 'custom'>): SearchDocument | undefined =>
  (collection.custom as SearchCustom | undefined)?.searchDocument

export const searchDependentsOf = (collection: Pick<CollectionConfig, 'custom'>): SearchDependents | undefined =>
  (collection.custom as SearchCustom | undefined)?.searchDependents

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

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')
export const titleOf = (v: unknown): string =>
  v && typeof v === 'object' ? str((v as Record<string, unknown>).title || (v as Record<string, unknown>).name) : ''
export const titlesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(titleOf).filter(Boolean) : [])
export const metaDescription = (doc: SearchSource): string =>
  str((doc.meta as Record<string, unknown> | undefined)?.description)
export const joinLabels = (...parts: string[]) => parts.filter(Boolean).join(' · ')
export const listOf = (v: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(v) ? v : []) as Array<Record<string, unknown>>

/** The entries of a document's parts that have pages of their own (subsectors, office service pages). */
export function partEntries(
  doc: SearchSource,
  list: Array<Record<string, unknown>>,
  page: (part: Record<string, unknown>) => Pick<SearchEntry, 'summary' | 'url'>,
): SearchEntryContent[] {
  return list
    .filter((p) => str(p.slug))
    .map((p) => ({
      part: str(p.slug),
      title: str(p.title),
      subtitle: str(doc.title),
      body: plainText(p.body),
      ...page(p),
    }))
}
