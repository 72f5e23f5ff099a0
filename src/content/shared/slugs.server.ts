import 'server-only'
import type { CacheTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'

type SluggedCollection = 'consultants' | 'offices' | 'regions' | 'webinars'

const TAG: Record<SluggedCollection, CacheTag> = {
  consultants: 'consultants',
  offices: 'offices',
  regions: 'regions',
  webinars: 'webinars',
}

/** Every published slug of a collection: the static params of its detail route. */
export function publishedSlugs(collection: SluggedCollection): () => Promise<string[]> {
  return cachedRead(
    async () => {
      const payload = await payloadClient()
      const found = await payload.find({
        collection,
        ...EVERY_PUBLISHED,
        depth: 0,
        select: { slug: true },
      })
      return found.docs.map((d) => d.slug)
    },
    { key: `${collection}-slugs`, tags: [TAG[collection]] },
  )
}
