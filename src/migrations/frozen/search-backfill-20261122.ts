import type { Payload, PayloadRequest } from 'payload'

/**
 * The search migrations of 2026-11-22 (`*_search.ts`) fill `search_documents` with what is already
 * published. This is a frozen copy of what src/features/search (documents.ts, sync.server.ts) and
 * src/features/content/paths.ts did on that day, on purpose: a migration must do the same thing
 * whenever it runs, so it may not follow today's code, whose fields, addresses and tables move on
 * while this migration stays where it is in the sequence. Never change it to track the feature;
 * a later change to the index is a later migration (or the runtime backfill in sync.server.ts).
 *
 * It reads through the Local API with `select`/`populate` of exactly the fields that existed then,
 * so columns added by later migrations are not queried, and writes the rows with SQL the migration
 * supplies for its own dialect (the table is the one that migration has just created).
 */

export type FrozenSearchRow = {
  key: string
  source: string
  type: string
  title: string
  subtitle: string
  summary: string
  body: string
  url: string
}

type Doc = Record<string, unknown> & { id: number | string }

const COLLECTIONS = [
  'consultants',
  'offices',
  'insights',
  'webinars',
  'services',
  'industries',
  'functions',
  'regions',
  'pages',
] as const
type Collection = (typeof COLLECTIONS)[number]

const meta = { meta: { description: true } }
const SELECT: Record<Collection, Record<string, unknown>> = {
  consultants: {
    slug: true,
    name: true,
    role: true,
    office: true,
    region: true,
    industries: true,
    functions: true,
    summary: true,
    bio: true,
    ...meta,
  },
  offices: {
    slug: true,
    title: true,
    city: true,
    country: true,
    region: true,
    summary: true,
    address: true,
    body: true,
    servicePages: true,
    ...meta,
  },
  insights: { slug: true, title: true, category: true, excerpt: true, content: true, authors: true, pinnedPath: true },
  webinars: { slug: true, title: true, summary: true, content: true, speakers: true, guestSpeakers: true },
  services: { slug: true, title: true, language: true, summary: true, layout: true, ...meta },
  industries: { slug: true, title: true, subsectors: true, summary: true, body: true, ...meta },
  functions: { slug: true, title: true, subsectors: true, summary: true, body: true, ...meta },
  regions: { slug: true, title: true, summary: true, body: true, ...meta },
  pages: { path: true, title: true, intro: true, layout: true, ...meta },
}

/** Related documents contribute their title (or name) and, for a category, its slug. */
const POPULATE = {
  offices: { title: true },
  regions: { title: true },
  industries: { title: true },
  functions: { title: true },
  consultants: { name: true },
  'insight-categories': { title: true, slug: true },
}

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

function plainText(value: unknown): string {
  const parts: string[] = []
  const walk = (v: unknown, depth: number): void => {
    if (depth > 12 || v === null || v === undefined) return
    if (typeof v === 'string') {
      if (v.trim()) parts.push(v.trim())
      return
    }
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1)
      return
    }
    if (typeof v !== 'object') return
    const o = v as Record<string, unknown>
    if (o.type === 'text' && typeof o.text === 'string') {
      parts.push(o.text)
      return
    }
    for (const [key, child] of Object.entries(o)) {
      if (!NOT_TEXT.has(key) && typeof child !== 'number' && typeof child !== 'boolean') walk(child, depth + 1)
    }
  }
  walk(value, 0)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const field = (v: unknown, key: string): unknown =>
  v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined
const titleOf = (v: unknown): string => str(field(v, 'title') || field(v, 'name'))
const titlesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(titleOf).filter(Boolean) : [])
const list = (v: unknown) => (Array.isArray(v) ? v : []) as Array<Record<string, unknown>>
const metaDescription = (doc: Doc): string => str(field(doc.meta, 'description'))
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ')

function insightUrl(doc: Doc): string {
  const slug = str(doc.slug)
  const category = str(field(doc.category, 'slug'))
  return doc.pinnedPath || !category ? `/insights/${slug}` : `/insights/${category}/${slug}`
}

function isSearchablePagePath(path: string): boolean {
  return !(
    path === 'search' ||
    path === 'login' ||
    path.startsWith('office/') ||
    path.split('/').some((s) => s.startsWith('thank-you'))
  )
}

function rowsFor(collection: Collection, doc: Doc): FrozenSearchRow[] {
  const source = `${collection}:${doc.id}`
  const type = collection
  const slug = str(doc.slug)
  const row = (r: Omit<FrozenSearchRow, 'key' | 'source' | 'type'>, key = source) => ({ key, source, type, ...r })
  const parts = (items: Array<Record<string, unknown>>, summary: string, url: (part: string) => string) =>
    items
      .filter((p) => str(p.slug))
      .map((p) =>
        row(
          {
            title: str(p.title),
            subtitle: str(doc.title),
            body: plainText(p.body),
            summary: str(p[summary]),
            url: url(str(p.slug)),
          },
          `${source}/${str(p.slug)}`,
        ),
      )
  switch (collection) {
    case 'consultants':
      return [
        row({
          title: str(doc.name),
          subtitle: join(str(doc.role), titleOf(doc.office)),
          summary: str(doc.summary) || metaDescription(doc),
          body: [plainText(doc.bio), titleOf(doc.region), ...titlesOf(doc.industries), ...titlesOf(doc.functions)].join(
            ' ',
          ),
          url: `/consultant/${slug}`,
        }),
      ]
    case 'offices':
      return [
        row({
          title: str(doc.title),
          subtitle: join([str(doc.city), str(doc.country)].filter(Boolean).join(', '), titleOf(doc.region)),
          summary: str(doc.summary) || metaDescription(doc),
          body: [str(doc.address), plainText(doc.body)].join(' '),
          url: `/office/${slug}`,
        }),
        ...parts(list(doc.servicePages), 'intro', (service) => `/office/${slug}/${service}`),
      ]
    case 'insights':
      return [
        row({
          title: str(doc.title),
          subtitle: titleOf(doc.category),
          summary: str(doc.excerpt),
          body: [plainText(doc.content), ...titlesOf(doc.authors)].join(' '),
          url: insightUrl(doc),
        }),
      ]
    case 'webinars':
      return [
        row({
          title: str(doc.title),
          subtitle: 'Webinar',
          summary: str(doc.summary),
          body: [plainText(doc.content), ...titlesOf(doc.speakers), ...list(doc.guestSpeakers).map((g) => str(g.name))].join(
            ' ',
          ),
          url: `/webinar/${slug}`,
        }),
      ]
    case 'services': {
      const french = doc.language === 'fr'
      return [
        row({
          title: str(doc.title),
          subtitle: french ? 'Français' : '',
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.layout),
          url: `/services/${french ? 'fr/' : ''}${slug}`,
        }),
      ]
    }
    case 'industries':
    case 'functions': {
      const kind = collection === 'industries' ? 'industry' : 'functions'
      const subsectors = list(doc.subsectors)
      return [
        row({
          title: str(doc.title),
          subtitle: subsectors.map((s) => str(s.title)).join(', '),
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.body),
          url: `/expertise/${kind}/${slug}`,
        }),
        ...parts(subsectors, 'summary', (subsector) => `/expertise/${kind}/${slug}/${subsector}`),
      ]
    }
    case 'regions':
      return [
        row({
          title: str(doc.title),
          subtitle: '',
          summary: str(doc.summary) || metaDescription(doc),
          body: plainText(doc.body),
          url: `/region/${slug}`,
        }),
      ]
    case 'pages': {
      const path = str(doc.path)
      if (!path || !isSearchablePagePath(path)) return []
      return [
        row({
          title: str(doc.title),
          subtitle: '',
          summary: str(doc.intro) || metaDescription(doc),
          body: plainText(doc.layout),
          url: path === 'home' ? '/' : `/${path}`,
        }),
      ]
    }
  }
}

/**
 * The rows of every published document, handed to `write` (the migration's INSERT, stamped with
 * one new `search_state` version). A fresh database has nothing published and reads no documents.
 * Returns the number of rows written.
 */
export async function backfillSearchIndex20261122(
  payload: Payload,
  req: Partial<PayloadRequest>,
  write: (rows: FrozenSearchRow[]) => Promise<void>,
): Promise<number> {
  const rows: FrozenSearchRow[] = []
  for (const collection of COLLECTIONS) {
    const where = { _status: { equals: 'published' } } as const
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true, req })
    if (totalDocs === 0) continue
    const found = await payload.find({
      collection,
      where,
      select: SELECT[collection],
      populate: POPULATE,
      depth: 1,
      pagination: false,
      limit: 0,
      draft: false,
      overrideAccess: true,
      req,
    } as Parameters<Payload['find']>[0])
    for (const doc of found.docs) rows.push(...rowsFor(collection, doc as Doc))
  }
  if (rows.length > 0) await write(rows)
  return rows.length
}
