import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, CollectionSlug } from 'payload'
import { searchDependentsOf, searchDocumentOf, type SearchDependents } from '@/content/shared/search-document'
import { searchTypeOf } from './documents'
import { reindexDocument, unindexDocument } from './sync.server'

type Hooks = { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] }

const NO_HOOKS: Hooks = { afterChange: [], afterDelete: [] }

/** Re-indexes the documents that show this one's words (a category's articles) when those change. */
function refreshDependents({ collection, field }: SearchDependents): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    if (req.context.skipSearchIndex) return doc
    if (doc.slug === previousDoc?.slug && doc.title === previousDoc?.title && doc._status === previousDoc?._status)
      return doc
    const dependents = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { [field]: { equals: doc.id } },
      pagination: false,
      limit: 0,
      depth: 0,
      draft: false,
      overrideAccess: true,
      select: {},
      req,
    })
    for (const dependent of dependents.docs) await reindexDocument(req.payload, req, collection, dependent.id)
    return doc
  }
}

/**
 * Search-index hooks of one content collection, from what its module declares on it (a
 * `searchDocument`, or `searchDependents`). They run inside the editor's transaction, so the index
 * rows commit (or roll back) with the change itself. `context.skipSearchIndex` lets bulk loaders
 * index once at the end instead.
 */
export function searchIndexHooks(collection: Pick<CollectionConfig, 'slug' | 'custom'>): Hooks {
  const dependents = searchDependentsOf(collection)
  if (dependents) return { afterChange: [refreshDependents(dependents)], afterDelete: [] }
  if (!searchDocumentOf(collection)) return NO_HOOKS
  const slug = searchTypeOf(collection.slug)
  return {
    afterChange: [
      async ({ doc, req }) => {
        if (!req.context.skipSearchIndex) await reindexDocument(req.payload, req, slug, doc.id)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context.skipSearchIndex) await unindexDocument(req.payload, req, slug, doc.id)
        return doc
      },
    ],
  }
}

/**
 * The collection with its search-index hooks after its own: the CMS assembly applies it to every
 * collection, so a content type is indexed by declaring its search document on its collection, and
 * the collection building blocks (src/content/shared) need not know the search module above them.
 */
export function withSearchIndex(collection: CollectionConfig): CollectionConfig {
  const search = searchIndexHooks(collection)
  if (search.afterChange.length === 0 && search.afterDelete.length === 0) return collection
  const hooks = collection.hooks
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks?.afterChange ?? []), ...search.afterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), ...search.afterDelete],
    },
  }
}
