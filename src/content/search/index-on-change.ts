import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { isSearchCollection } from './documents'
import { reindexDocument, unindexDocument } from './sync.server'

type Hooks = { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] }

/**
 * Search-index hooks of one content collection. They run inside the editor's transaction, so the
 * index rows commit (or roll back) with the change itself. `context.skipSearchIndex` lets bulk
 * loaders index once at the end instead.
 */
export function searchIndexHooks(slug: string): Hooks {
  if (slug === 'insight-categories') {
    // an insight's address and label carry its category: refresh them when the category changes
    const refreshInsights: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
      if (req.context.skipSearchIndex) return doc
      if (doc.slug === previousDoc?.slug && doc.title === previousDoc?.title && doc._status === previousDoc?._status)
        return doc
      const insights = await req.payload.find({
        collection: 'insights',
        where: { category: { equals: doc.id } },
        pagination: false,
        limit: 0,
        depth: 0,
        draft: false,
        overrideAccess: true,
        select: {},
        req,
      })
      for (const insight of insights.docs) await reindexDocument(req.payload, req, 'insights', insight.id)
      return doc
    }
    return { afterChange: [refreshInsights], afterDelete: [] }
  }
  if (!isSearchCollection(slug)) return { afterChange: [], afterDelete: [] }
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
 * collection, so a content type is indexed by being listed in `SEARCH_COLLECTIONS`, and the
 * collection building blocks (src/content/shared) need not know the search module above them.
 */
export function withSearchIndex(collection: CollectionConfig): CollectionConfig {
  const search = searchIndexHooks(collection.slug)
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
