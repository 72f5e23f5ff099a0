import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { payloadClient } from '@/lib/payload.server'

/** What the home page shows: services, expertise, latest insights and offices by region. */
export const getHomeContent = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const published = { _status: { equals: 'published' } } as const
    const [services, industries, functions, insights, regions, offices, consultants] = await Promise.all([
      payload.find({
        collection: 'services',
        where: { and: [published, { language: { equals: 'en' } }] },
        sort: 'order',
        limit: 12,
        depth: 0,
        overrideAccess: false,
        select: { title: true, slug: true, summary: true },
      }),
      payload.find({
        collection: 'industries',
        sort: 'title',
        limit: 50,
        depth: 0,
        overrideAccess: false,
        select: { title: true, slug: true },
      }),
      payload.find({
        collection: 'functions',
        sort: 'title',
        limit: 50,
        depth: 0,
        overrideAccess: false,
        select: { title: true, slug: true },
      }),
      payload.find({
        collection: 'insights',
        sort: '-publishedAt',
        limit: 6,
        depth: 1,
        overrideAccess: false,
        select: {
          title: true,
          slug: true,
          excerpt: true,
          publishedAt: true,
          category: true,
          pinnedPath: true,
          heroImage: true,
        },
      }),
      payload.find({
        collection: 'regions',
        sort: 'title',
        limit: 20,
        depth: 0,
        overrideAccess: false,
        select: { title: true, slug: true },
      }),
      payload.find({
        collection: 'offices',
        sort: 'title',
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { title: true, slug: true, city: true, region: true, phone: true },
      }),
      payload.count({ collection: 'consultants', overrideAccess: false }),
    ])
    return {
      services: services.docs,
      industries: industries.docs,
      functions: functions.docs,
      insights: insights.docs,
      regions: regions.docs,
      offices: offices.docs,
      consultantCount: consultants.totalDocs,
    }
  },
  ['home-content'],
  {
    tags: [
      CACHE_TAGS.services,
      CACHE_TAGS.industries,
      CACHE_TAGS.functions,
      CACHE_TAGS.insights,
      CACHE_TAGS.insightCategories,
      CACHE_TAGS.regions,
      CACHE_TAGS.offices,
      CACHE_TAGS.consultants,
      CACHE_TAGS.media,
    ],
  },
)

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>
