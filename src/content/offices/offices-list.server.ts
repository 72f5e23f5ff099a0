import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { groupByRegion } from '@/content/offices/office-groups'

/** Every published office grouped under its region (regions by title, offices by city). */
export const getOfficesByRegion = cachedRead(
  async () => {
    const payload = await payloadClient()
    const [regions, offices] = await Promise.all([
      payload.find({
        collection: 'regions',
        sort: 'title',
        ...EVERY_PUBLISHED,
        depth: 0,
        select: { title: true, slug: true },
      }),
      payload.find({
        collection: 'offices',
        sort: 'city',
        ...EVERY_PUBLISHED,
        depth: 0,
        select: { title: true, slug: true, city: true, country: true, phone: true, region: true, geo: true },
      }),
    ])
    return groupByRegion(regions.docs, offices.docs)
  },
  { key: 'offices-by-region', tags: ['offices', 'regions'] },
)

/** Route parameters of the per-office pages: service pages and board-readiness surveys. */
export const getOfficeRouteParams = cachedRead(
  async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'offices',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { slug: true, servicePages: { slug: true }, hasBoardReadinessSurvey: true },
    })
    return {
      services: found.docs.flatMap((o) => (o.servicePages ?? []).map((s) => ({ slug: o.slug, service: s.slug }))),
      surveys: found.docs.filter((o) => o.hasBoardReadinessSurvey).map((o) => ({ slug: o.slug })),
    }
  },
  { key: 'office-route-params', tags: ['offices'] },
)
