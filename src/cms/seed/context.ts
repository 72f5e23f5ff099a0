import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import { isPreviewable } from '@/content/registry/modules'
import { fitSeoMeta } from './meta'

/** Every Local API call of the seed: no access checks, no cache revalidation outside Next. */
// the demo accounts' passwords are in the README: the seed sends no invitations
export const LOCAL = { overrideAccess: true, context: { disableRevalidate: true, skipInvitation: true } } as const

export type DocId = number

type Tally = { created: number; skipped: number }

/**
 * Shared state of one seed run: the Payload instance, natural-key lookups of what already exists,
 * ids of what was created, and the created/skipped tally per collection.
 */
export class SeedContext {
  readonly tally = new Map<string, Tally>()
  private readonly keys = new Map<string, Map<string, DocId>>()

  constructor(
    readonly payload: Payload,
    readonly log: (message: string) => void = () => {},
  ) {}

  /** Versioned content (`versions.drafts` in its config): drafts are looked up and written as such. */
  private hasDrafts(collection: CollectionSlug): boolean {
    return Boolean(this.payload.collections[collection]?.config.versions?.drafts)
  }

  get created(): number {
    let n = 0
    for (const t of this.tally.values()) n += t.created
    return n
  }

  get skipped(): number {
    let n = 0
    for (const t of this.tally.values()) n += t.skipped
    return n
  }

  count(collection: string, what: keyof Tally): void {
    const t = this.tally.get(collection) ?? { created: 0, skipped: 0 }
    t[what] += 1
    this.tally.set(collection, t)
  }

  /**
   * Natural key → id of every existing document of a collection (drafts included), loaded once.
   * `keyOf` reads the key from a raw document.
   */
  async existing(
    collection: CollectionSlug,
    keyOf: (doc: Record<string, unknown>) => string,
  ): Promise<Map<string, DocId>> {
    const cached = this.keys.get(collection)
    if (cached) return cached
    const map = new Map<string, DocId>()
    const result = await this.payload.find({
      collection,
      ...LOCAL,
      depth: 0,
      pagination: false,
      limit: 0,
      ...(this.hasDrafts(collection) ? { draft: true } : {}),
    })
    for (const doc of result.docs as unknown as Array<Record<string, unknown> & { id: DocId }>) {
      map.set(keyOf(doc), doc.id)
    }
    this.keys.set(collection, map)
    return map
  }

  /**
   * Returns the id of the document with this natural key, creating it from `build()` when it does
   * not exist yet. Existing documents are never changed.
   */
  async ensure<C extends CollectionSlug>(
    collection: C,
    key: string,
    keyOf: (doc: Record<string, unknown>) => string,
    build: () => RequiredDataFromCollectionSlug<C> | Promise<RequiredDataFromCollectionSlug<C>>,
    options: { draft?: boolean; file?: { data: Buffer; mimetype: string; name: string; size: number } } = {},
  ): Promise<DocId> {
    const map = await this.existing(collection, keyOf)
    const found = map.get(key)
    if (found !== undefined) {
      this.count(collection, 'skipped')
      return found
    }
    const built = await build()
    // every document with a page opens with its SEO panel's title and description checks passing
    const data = isPreviewable(collection)
      ? { ...built, meta: { ...((built as { meta?: object }).meta ?? {}), ...fitSeoMeta(collection, built) } }
      : built
    const versioned = this.hasDrafts(collection)
    const doc = (await this.payload.create({
      collection,
      ...LOCAL,
      depth: 0,
      data: versioned ? { ...data, _status: options.draft ? 'draft' : 'published' } : data,
      ...(options.draft ? { draft: true } : {}),
      ...(options.file ? { file: options.file } : {}),
    } as never)) as { id: DocId }
    map.set(key, doc.id)
    this.count(collection, 'created')
    return doc.id
  }

  /** Id of an existing document by natural key, or an error naming what is missing. */
  async idOf(collection: CollectionSlug, key: string, keyOf: (doc: Record<string, unknown>) => string): Promise<DocId> {
    const id = (await this.existing(collection, keyOf)).get(key)
    if (id === undefined) throw new Error(`Seed: ${collection} "${key}" is missing`)
    return id
  }
}

/** Key readers for the natural keys used by the seeders. */
export const bySlug = (doc: Record<string, unknown>) => String(doc.slug)
export const byPath = (doc: Record<string, unknown>) => String(doc.path)
export const byEmail = (doc: Record<string, unknown>) => String(doc.email).toLowerCase()
export const byAlt = (doc: Record<string, unknown>) => String(doc.alt)
export const byFrom = (doc: Record<string, unknown>) => String(doc.from)
export const byOfficeId = (doc: Record<string, unknown>) => String(doc.officeId)
export const bySlugAndLanguage = (doc: Record<string, unknown>) => `${String(doc.slug)}|${String(doc.language ?? 'en')}`
