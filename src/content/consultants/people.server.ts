import 'server-only'
import { publishedSlugs } from '../shared/slugs.server'
import { findBySlug, previewableRead, readAs, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'
import { bySeniority } from './people-pick'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A published consultant (in a preview, drafts) with office, region, expertise and the insights they wrote. */
export const getConsultant = previewableRead(
  async (slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const consultant = await findBySlug('consultants', slug, context, { depth: 1 })
    if (!consultant) return null
    const payload = await payloadClient()
    const insights = await payload.find({
      collection: 'insights',
      where: { authors: { contains: consultant.id } },
      sort: '-publishedAt',
      limit: 3,
      depth: 1,
      ...readAs(context),
      select: INSIGHT_CARD_SELECT,
    })
    return { consultant, insights: insights.docs }
  },
  {
    key: 'consultant-by-slug',
    tags: ['consultants', 'offices', 'regions', 'industries', 'functions', 'insights', 'insight-categories', 'media'],
  },
)

/** A published office (in a preview, drafts) with its consultants, most senior first, and their portraits. */
export const getOffice = previewableRead(
  async (slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const office = await findBySlug('offices', slug, context, { depth: 1 })
    if (!office) return null
    const payload = await payloadClient()
    const consultants = await payload.find({
      collection: 'consultants',
      where: { office: { equals: office.id } },
      sort: 'name',
      limit: 100,
      depth: 1,
      ...readAs(context),
      select: { name: true, slug: true, role: true, photo: true },
    })
    return { office, consultants: bySeniority(consultants.docs) }
  },
  {
    key: 'office-by-slug',
    tags: ['offices', 'consultants', 'regions', 'services', 'media'],
  },
)

export const getConsultantSlugs = publishedSlugs('consultants')

export const getOfficeSlugs = publishedSlugs('offices')
