import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'

type SluggedCollection = 'consultants' | 'offices' | 'regions' | 'webinars'

const TAG: Record<SluggedCollection, string> = {
  consultants: CACHE_TAGS.consultants,
  offices: CACHE_TAGS.offices,
  regions: CACHE_TAGS.regions,
  webinars: CACHE_TAGS.webinars,
}

/** Every published slug of a collection: the static params of its detail route. */
export function publishedSlugs(collection: SluggedCollection): () => Promise<string[]> {
  return unstable_cache(
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
    [`${collection}-slugs`],
    { tags: [TAG[collection]] },
  )
}
