import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { payloadClient } from '@/lib/payload.server'

export const CONSULTANTS_PER_PAGE = 24

/** One page of published consultants in name order, each with the title and slug of their office. */
export const getConsultantsPage = unstable_cache(
  async (page: number) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      sort: 'name',
      limit: CONSULTANTS_PER_PAGE,
      page: Math.max(1, Math.floor(page)),
      depth: 1,
      overrideAccess: false,
      select: { name: true, slug: true, role: true, office: true },
      populate: { offices: { title: true, slug: true } },
    })
    return { docs: found.docs, totalPages: Math.max(1, found.totalPages), totalDocs: found.totalDocs }
  },
  ['consultants-page'],
  { tags: [CACHE_TAGS.consultants, CACHE_TAGS.offices] },
)
