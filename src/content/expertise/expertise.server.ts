import 'server-only'
import { cachedRead, findBySlug, previewableRead, readAs, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'
import { bySeniority } from '@/content/shared/seniority'
import type { Consultant } from '@/payload-types'
import { practiceFaces, practiceKey } from './practice-faces'

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

/** A practice's face on the expertise index and the family pages. */
export type PracticePerson = Pick<Consultant, 'id' | 'name' | 'slug' | 'role' | 'photo'> & {
  industries: number[]
  functions: number[]
}

const ids = (refs: ReadonlyArray<number | { id: number }> | null | undefined) =>
  (refs ?? []).map((r) => (typeof r === 'number' ? r : r.id))

/**
 * Every published consultant, most senior first, with the practices they work in: a practice's tile
 * shows its people, its juniors after its seniors (so a small practice need not repeat a face).
 */
export const getPracticePeople = cachedRead(
  async (): Promise<PracticePerson[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      sort: 'name',
      ...EVERY_PUBLISHED,
      depth: 1,
      select: { name: true, slug: true, role: true, photo: true, industries: true, functions: true },
      populate: { industries: { slug: true }, functions: { slug: true } },
    })
    return bySeniority(found.docs).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      role: c.role,
      photo: c.photo,
      industries: ids(c.industries),
      functions: ids(c.functions),
    }))
  },
  { key: 'practice-people', tags: ['consultants', 'industries', 'functions', 'media'] },
)

/** The faces of each area's tile (`practiceKey(kind, id)`), no one twice while there are people enough. */
export async function getPracticeFaces(
  families: ReadonlyArray<{ kind: ExpertiseKind; areas: ReadonlyArray<{ id: number }> }>,
): Promise<Map<string, PracticePerson[]>> {
  const people = await getPracticePeople()
  const field = { industry: 'industries', functions: 'functions' } as const
  return practiceFaces(
    families.flatMap(({ kind, areas }) =>
      areas.map((a) => ({
        key: practiceKey(kind, a.id),
        members: people.filter((p) => p[field[kind]].includes(a.id)),
      })),
    ),
  )
}
