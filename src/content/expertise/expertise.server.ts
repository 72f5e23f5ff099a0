import 'server-only'
import { cachedRead, findBySlug, previewableRead, readAs, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** URL segment of each expertise family (requirements §2) and the collection behind it. */
export const EXPERTISE_KINDS = {
  industry: { collection: 'industries', label: 'Industries', singular: 'industry' },
  functions: { collection: 'functions', label: 'Functions', singular: 'function' },
} as const

export type ExpertiseKind = keyof typeof EXPERTISE_KINDS

/** Every published area of one family, for index pages. */
export const getExpertiseList = cachedRead(
  async (kind: ExpertiseKind) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: EXPERTISE_KINDS[kind].collection,
      sort: 'title',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { title: true, slug: true, summary: true, subsectors: { title: true, slug: true } },
    })
    return found.docs
  },
  { key: 'expertise-list', tags: ['industries', 'functions'] },
)

/** Route parameters of every area and its subsectors, for prerendering. */
export const getExpertiseParams = cachedRead(
  async (kind: ExpertiseKind) => {
    const docs = await getExpertiseList(kind)
    return docs.map((d) => ({ slug: d.slug, subsectors: (d.subsectors ?? []).map((s) => s.slug) }))
  },
  { key: 'expertise-params', tags: ['industries', 'functions'] },
)

/** A published industry or function (in a preview, drafts) with its consultants and latest related insights. */
export const getExpertise = previewableRead(
  async (kind: ExpertiseKind, slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const { collection } = EXPERTISE_KINDS[kind]
    const area = await findBySlug(collection, slug, context, { depth: 1 })
    if (!area) return null
    const payload = await payloadClient()
    const [consultants, insights] = await Promise.all([
      payload.find({
        collection: 'consultants',
        where: { [collection]: { contains: area.id } },
        sort: 'name',
        // all of the practice's people (a practice has a few dozen): the page picks its most senior
        limit: 200,
        depth: 1,
        ...readAs(context),
        select: { name: true, slug: true, role: true, office: true, photo: true },
        populate: { offices: { title: true, city: true, slug: true } },
      }),
      payload.find({
        collection: 'insights',
        where: { [collection]: { contains: area.id } },
        sort: '-publishedAt',
        limit: 3,
        depth: 1,
        ...readAs(context),
        select: INSIGHT_CARD_SELECT,
      }),
    ])
    return { area, consultants: consultants.docs, insights: insights.docs }
  },
  {
    key: 'expertise-by-slug',
    tags: ['industries', 'functions', 'consultants', 'offices', 'insights', 'insight-categories', 'media'],
  },
)

export type ExpertiseData = NonNullable<Awaited<ReturnType<typeof getExpertise>>>
