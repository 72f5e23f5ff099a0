import type { CollectionConfig } from 'payload'
import { authenticated, authenticatedOrPublished } from './access'
import { revalidateCollection } from './revalidate'

type ContentOptions = Omit<CollectionConfig, 'access' | 'versions'> & { tag: string }

/**
 * Public content: editors write, visitors read published documents only, drafts stay hidden, and
 * every change refreshes the pages tagged with the collection. The search-index hooks come after
 * these, added by the CMS assembly (`withSearchIndex`, src/content/search/index-on-change.ts).
 */
export function contentCollection({ tag, hooks, ...config }: ContentOptions): CollectionConfig {
  const revalidate = revalidateCollection(tag)
  return {
    ...config,
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
