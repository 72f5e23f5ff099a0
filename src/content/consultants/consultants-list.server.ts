import 'server-only'
import type { FinderOptions } from '@/content/consultants/finder/filters'
import { consultantWhere, type ConsultantQuery } from '@/content/consultants/finder/where'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { bySeniority, JUNIOR_ROLES } from './people-pick'

export const CONSULTANTS_PER_PAGE = 24

/** One page of published consultants in name order, filtered, each with the title and slug of their office. */
export const getConsultantsPage = cachedRead(
  async (page: number, query: ConsultantQuery = {}) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      where: consultantWhere(query),
      sort: 'name',
      limit: CONSULTANTS_PER_PAGE,
      page: Math.max(1, Math.floor(page)),
      depth: 1,
      overrideAccess: false,
      select: { name: true, slug: true, role: true, office: true, photo: true },
      populate: { offices: { title: true, slug: true } },
    })
    return { docs: found.docs, totalPages: Math.max(1, found.totalPages), totalDocs: found.totalDocs }
  },
  { key: 'consultants-page', tags: ['consultants', 'offices'] },
)

/** Leaders the home page introduces: managing partners first, then practice leaders, in name order. */
export const getLeadingConsultants = cachedRead(
  async (limit: number) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      where: { role: { in: ['Managing Partner', 'Practice Leader'] } },
      sort: ['role', 'name'],
      limit,
      depth: 1,
      overrideAccess: false,
      select: { name: true, slug: true, role: true, office: true, photo: true },
      populate: { offices: { title: true, slug: true } },
    })
    return found.docs
  },
  { key: 'leading-consultants', tags: ['consultants', 'offices', 'media'] },
)

/**
 * Every published consultant senior enough to front a page's people, most senior first (then by name),
 * each with their office and region: the pool the service, contact and other people rows pick from.
 */
export const getSeniorPeople = cachedRead(
  async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      where: { role: { not_in: [...JUNIOR_ROLES] } },
      sort: 'name',
      ...EVERY_PUBLISHED,
      depth: 1,
      select: { name: true, slug: true, role: true, office: true, region: true, photo: true },
      populate: { offices: { title: true, slug: true }, regions: { title: true, slug: true } },
    })
    return bySeniority(found.docs)
  },
  { key: 'senior-people', tags: ['consultants', 'offices', 'regions', 'media'] },
)

/** The choices of the finder's filters: every published office, region, industry and function. */
export const getConsultantFinderOptions = cachedRead(
  async (): Promise<FinderOptions> => {
    const payload = await payloadClient()
    const list = async (collection: 'offices' | 'regions' | 'industries' | 'functions') =>
      (
        await payload.find({
          collection,
          sort: 'title',
          ...EVERY_PUBLISHED,
          depth: 0,
          select: { title: true, slug: true },
        })
      ).docs.map((d) => ({ id: d.id, title: d.title, slug: d.slug }))
    const [office, region, industry, fn] = await Promise.all([
      list('offices'),
      list('regions'),
      list('industries'),
      list('functions'),
    ])
    return { office, region, industry, function: fn }
  },
  {
    key: 'consultant-finder-options',
    tags: ['offices', 'regions', 'industries', 'functions'],
  },
)
