import 'server-only'
import { publishedSlugs } from '../shared/slugs.server'
import { findBySlug, previewableRead, readAs, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { regionLeads } from './region-leads'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** How many consultants a region page introduces (its leaders); the full list lives on each office page. */
const REGION_CONSULTANTS = 8

/** A published region (in a preview, drafts) with its offices and a few of its consultants. */
export const getRegion = previewableRead(
  async (slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const region = await findBySlug('regions', slug, context, { depth: 0 })
    if (!region) return null
    const payload = await payloadClient()
    const [offices, consultants] = await Promise.all([
      payload.find({
        collection: 'offices',
        where: { region: { equals: region.id } },
        sort: 'city',
        limit: 0,
        pagination: false,
        ...readAs(context),
        depth: 0,
        select: { title: true, slug: true, city: true, country: true, region: true, geo: true },
      }),
      payload.find({
        collection: 'consultants',
        where: { region: { equals: region.id } },
        sort: 'name',
        // everyone, to choose the most senior across its offices (a region has tens, not thousands)
        limit: 1000,
        depth: 1,
        ...readAs(context),
        select: { name: true, slug: true, role: true, office: true, photo: true },
        populate: { offices: { title: true, city: true, slug: true } },
      }),
    ])
    return {
      region,
      offices: offices.docs,
      consultants: regionLeads(consultants.docs, REGION_CONSULTANTS),
      people: consultants.totalDocs,
    }
  },
  { key: 'region-by-slug', tags: ['regions', 'offices', 'consultants'] },
)

export const getRegionSlugs = publishedSlugs('regions')
