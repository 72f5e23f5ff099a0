import 'server-only'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { searchDocumentOf } from '@/content/shared/search-document'
import { entriesFor, searchedCollections, sourceKey } from './documents'
import { SearchIndex } from '@/features/search/search-index'
import type { SearchEntry } from '@/features/search/types'
import { isSearchType, type SearchType } from './search-types'

/**
 * Keeps the `search_documents` table in step with published content (called from Payload hooks,
 * inside the editor's transaction) and keeps each process's in-memory index in step with the table
 * (docs/decisions/0005-search.md).
 */

type RawAdapter = {
  execute: (args: {
    db?: unknown
    drizzle?: unknown
    raw: string
  }) => Promise<{ rows?: Array<Record<string, unknown>> }>
  drizzle: unknown
  sessions?: Record<string | number, { db: unknown } | undefined>
}

const adapterOf = (payload: Payload) => payload.db as unknown as RawAdapter

async function sessionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return id ? adapterOf(payload).sessions?.[id]?.db : undefined
}

async function run(payload: Payload, raw: string, req?: Partial<PayloadRequest>) {
  const adapter = adapterOf(payload)
  const result = await adapter.execute({ db: await sessionOf(payload, req), drizzle: adapter.drizzle, raw })
  return result.rows ?? []
}

/**
 * Bumps the shared counter and returns its new value. Runs in the caller's transaction, whose row
 * lock on the counter makes concurrent writers take numbers in commit order.
 */
export async function bumpSearchVersion(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const bump = 'UPDATE search_state SET version = version + 1 WHERE id = 1 RETURNING version'
  let rows = await run(payload, bump, req)
  if (rows.length === 0) {
    // a database made by schema push (npm run dev) has no counter row yet
    await run(payload, 'INSERT INTO search_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING', req)
    rows = await run(payload, bump, req)
  }
  return Number(rows[0]?.version ?? 0)
}

export async function readSearchVersion(payload: Payload): Promise<number> {
  const rows = await run(payload, 'SELECT version FROM search_state WHERE id = 1')
  return Number(rows[0]?.version ?? 0)
}

type Row = {
  id: number | string
  key: string
  source: string
  type: string
  title?: string | null
  subtitle?: string | null
  summary?: string | null
  body?: string | null
  url?: string | null
  seq: number
  removed?: boolean | null
}

const CONTENT = ['type', 'title', 'subtitle', 'summary', 'body', 'url'] as const

function sameContent(row: Row, entry: SearchEntry): boolean {
  return !row.removed && row.source === entry.source && CONTENT.every((f) => (row[f] ?? '') === entry[f])
}

function entryOf(row: Row): SearchEntry<SearchType> | null {
  if (row.removed || !isSearchType(row.type)) return null
  return {
    key: row.key,
    source: row.source,
    type: row.type,
    title: row.title ?? '',
    subtitle: row.subtitle ?? '',
    summary: row.summary ?? '',
    body: row.body ?? '',
    url: row.url ?? '',
  }
}

/**
 * Writes the rows of one CMS document so they match `entries`: new and changed entries are
 * written, vanished ones become tombstones. Bumps the counter only when something changed.
 */
async function writeSource(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  source: string,
  entries: SearchEntry[],
): Promise<boolean> {
  const local = { overrideAccess: true, depth: 0, ...(req ? { req } : {}) } as const
  const existing = (
    await payload.find({
      collection: 'search-documents',
      where: { source: { equals: source } },
      pagination: false,
      limit: 0,
      ...local,
    })
  ).docs as unknown as Row[]
  const byKey = new Map(existing.map((r) => [r.key, r]))
  const wanted = new Set(entries.map((e) => e.key))
  const changed = entries.filter((e) => !byKey.get(e.key) || !sameContent(byKey.get(e.key)!, e))
  const gone = existing.filter((r) => !r.removed && !wanted.has(r.key))
  if (changed.length === 0 && gone.length === 0) return false
  const seq = await bumpSearchVersion(payload, req)
  for (const entry of changed) {
    const row = byKey.get(entry.key)
    const data = { ...entry, seq, removed: false }
    if (row) await payload.update({ collection: 'search-documents', id: row.id, data, ...local })
    else await payload.create({ collection: 'search-documents', data, ...local })
  }
  for (const row of gone) {
    await payload.update({
      collection: 'search-documents',
      id: row.id,
      data: { seq, removed: true, title: '', subtitle: '', summary: '', body: '' },
      ...local,
    })
  }
  return true
}

/** What a visitor may see of a document right now: its published entries, or none. */
async function publishedEntries(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: string,
  id: number | string,
): Promise<SearchEntry[]> {
  const config = payload.collections[collection as CollectionSlug]?.config
  const document = config && searchDocumentOf(config)
  if (!document) return []
  // the main row holds the published version; a later draft lives only in the versions table
  const doc = await payload
    .findByID({
      collection: collection as CollectionSlug,
      id,
      depth: 1,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      ...(req ? { req } : {}),
    })
    .catch(() => null)
  if (!doc || (doc as { _status?: string })._status !== 'published') return []
  return entriesFor(collection, document, doc as never)
}

/** Re-indexes one document after a save: publish, unpublish, a draft on top of a published page. */
export async function reindexDocument(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: string,
  id: number | string,
): Promise<boolean> {
  const entries = await publishedEntries(payload, req, collection, id)
  return writeSource(payload, req, sourceKey(collection, id), entries)
}

/** Drops a deleted document from the index (tombstones, so other instances learn of it). */
export async function unindexDocument(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: string,
  id: number | string,
): Promise<boolean> {
  return writeSource(payload, req, sourceKey(collection, id), [])
}

/**
 * Indexes every published document that is not indexed yet: run by the search migration for
 * existing content and on first use when the table is empty. Idempotent.
 */
export async function backfillSearchIndex(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  let written = 0
  for (const { slug, document } of searchedCollections(payload.config.collections)) {
    const collection = slug as CollectionSlug
    const where = { _status: { equals: 'published' } } as const
    // a count reads no block tables: a fresh database, migrated before later migrations added block
    // columns the current config reads, has nothing to index and must not query them
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true, ...(req ? { req } : {}) })
    if (totalDocs === 0) continue
    const found = await payload.find({
      collection,
      where,
      depth: 1,
      pagination: false,
      limit: 0,
      draft: false,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
    for (const doc of found.docs) {
      const entries = entriesFor(collection, document, doc as never)
      if (await writeSource(payload, req, sourceKey(collection, doc.id), entries)) written += 1
    }
  }
  return written
}

/**
 * One process's view of the table: loads it once, then on every search compares the shared counter
 * (one indexed row) and applies only the rows written since.
 */
export class SearchSync {
  readonly index = new SearchIndex<SearchType>()
  private version = -1
  private pending: Promise<void> | null = null
  private backfilled = false

  constructor(private readonly payload: () => Promise<Payload>) {}

  get loadedVersion(): number {
    return this.version
  }

  /** Brings the index up to date; concurrent callers share one refresh. */
  refresh(): Promise<void> {
    this.pending ??= this.doRefresh().finally(() => {
      this.pending = null
    })
    return this.pending
  }

  private async doRefresh(): Promise<void> {
    const payload = await this.payload()
    const version = await readSearchVersion(payload)
    if (version === this.version) return
    if (version === 0 && this.version < 0 && !this.backfilled) {
      this.backfilled = true
      if ((await backfillSearchIndex(payload)) > 0) return this.doRefresh()
    }
    // raw SQL: Payload's find costs far more than the rows themselves on a 10 000-row cold load
    const columns = '"key", "source", "type", "title", "subtitle", "summary", "body", "url", "removed"'
    const rows =
      this.version < 0
        ? await run(payload, `SELECT ${columns} FROM search_documents WHERE COALESCE("removed", false) = false`)
        : await run(
            payload,
            `SELECT ${columns} FROM search_documents WHERE "seq" > ${Number(this.version)} ORDER BY "seq"`,
          )
    for (const row of rows as unknown as Row[]) {
      const entry = entryOf(row)
      if (entry) this.index.upsert(entry)
      else this.index.remove(row.key)
    }
    this.version = version
  }
}

/** The process-wide index: one per process even when Next bundles this module more than once. */
export function sharedSearchSync(payload: () => Promise<Payload>): SearchSync {
  const holder = globalThis as typeof globalThis & { __siteSearchSync?: SearchSync }
  holder.__siteSearchSync ??= new SearchSync(payload)
  return holder.__siteSearchSync
}
