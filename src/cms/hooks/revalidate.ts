import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

/**
 * Refreshes cached pages that read a collection when an editor changes it. Outside a Next request
 * (seed script, CLI) there is no cache to refresh, and Next throws; that case is expected.
 */
function refresh(tags: string[], disabled: unknown): void {
  if (disabled) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max')
    } catch {
      // not inside a Next.js server: nothing cached to refresh
    }
  }
}

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, req }) => {
      refresh([tag], req.context.disableRevalidate)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      refresh([tag], req.context.disableRevalidate)
      return doc
    },
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    refresh([tag], req.context.disableRevalidate)
    return doc
  }
}
