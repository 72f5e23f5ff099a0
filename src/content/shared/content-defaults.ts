import type { CollectionConfig } from 'payload'
import { authenticated, authenticatedOrPublished } from './access'
import { revalidateCollection } from './revalidate'
import { searchCustom, type SearchDependents, type SearchDocument } from './search-document'

type ContentOptions = Omit<CollectionConfig, 'access' | 'versions'> & {
  /** How site search indexes the collection's documents (the module's `search-document.ts`). */
  searchDocument?: SearchDocument
  /** The collection whose entries show this one's words (a category's in its articles'). */
  searchDependents?: SearchDependents
}

/**
 * Public content: editors write, visitors read published documents only, drafts stay hidden, and
 * every change refreshes the pages tagged with the collection's slug (src/lib/cache-tags.ts). A collection with a `searchDocument`
 * is indexed by site search: the CMS assembly adds the search-index hooks after these
 * (`withSearchIndex`, src/content/search/index-on-change.ts), which reads the declaration back.
 */
export function contentCollection({
  hooks,
  searchDocument,
  searchDependents,
  ...config
}: ContentOptions): CollectionConfig {
  const revalidate = revalidateCollection(config.slug)
  return {
    ...config,
    custom: { ...config.custom, ...searchCustom(searchDocument, searchDependents) },
    access: {
      create: authenticated,
      delete: authenticated,
      read: authenticatedOrPublished,
      update: authenticated,
    },
    // autosave: the live preview pane follows the editor's typing (it refreshes on each save);
    // schedulePublish: the publish button offers "Schedule"; the job runs from the jobs queue at that time
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 20 },
    hooks: {
      ...hooks,
      afterChange: [...(hooks?.afterChange ?? []), revalidate.afterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), revalidate.afterDelete],
    },
  }
}
