import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Refreshes cached pages that read a collection when an editor changes it. Outside a Next server
 * (seed and migrate scripts, CLI) there is no cache to refresh and `next/cache` may not even load:
 * it is imported lazily and every failure there is expected.
 */
async function refresh(tags: string[], disabled: unknown): Promise<void> {
  if (disabled) return
  let revalidateTag: ((tag: string, profile: string | { expire?: number }) => void) | undefined
  try {
    ;({ revalidateTag } = await import('next/cache'))
  } catch {
    return
  }
  for (const tag of tags) {
    try {
      // expire now rather than 'max' (stale-while-revalidate): the next visit after a publish
      // or unpublish renders fresh content, so an editor never sees the old page once more
      revalidateTag(tag, { expire: 0 })
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
    afterChange: async ({ doc, req }) => {
      await refresh([tag], req.context.disableRevalidate)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await refresh([tag], req.context.disableRevalidate)
      return doc
    },
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await refresh([tag], req.context.disableRevalidate)
    return doc
  }
}
