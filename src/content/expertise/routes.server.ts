import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { expertisePaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import { getExpertiseParams, type ExpertiseKind } from './expertise.server'
import type { EXPERTISE_MODULE } from './module'

const areas = (kind: ExpertiseKind) => async () => (await getExpertiseParams(kind)).map(({ slug }) => ({ slug }))
const subsectors = (kind: ExpertiseKind) => async () =>
  (await getExpertiseParams(kind)).flatMap(({ slug, subsectors }) =>
    subsectors.map((subsector) => ({ slug, subsector })),
  )

export const EXPERTISE_ROUTE_PARAMS: RouteParamsTable<(typeof EXPERTISE_MODULE)['routes']> = {
  '/expertise/functions/[slug]': areas('functions'),
  '/expertise/functions/[slug]/[subsector]': subsectors('functions'),
  '/expertise/industry/[slug]': areas('industry'),
  '/expertise/industry/[slug]/[subsector]': subsectors('industry'),
}

/** An area's address and its subsectors', dated by the area. */
async function expertiseDates(collection: 'industries' | 'functions', kind: ExpertiseKind) {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    ...EVERY_PUBLISHED,
    depth: 0,
    select: { slug: true, updatedAt: true, subsectors: { slug: true } },
  })
  return found.docs.flatMap((e) => [
    [expertisePaths.expertiseArea(kind, e.slug), e.updatedAt] as const,
    ...(e.subsectors ?? []).map((s) => [expertisePaths.expertiseSubsector(kind, e.slug, s.slug), e.updatedAt] as const),
  ])
}

export const EXPERTISE_ADDRESSES: ModuleAddresses<(typeof EXPERTISE_MODULE)['routes']> = {
  params: EXPERTISE_ROUTE_PARAMS,
  dates: async () => {
    const [industries, functions] = await Promise.all([
      expertiseDates('industries', 'industry'),
      expertiseDates('functions', 'functions'),
    ])
    return { dates: [...industries, ...functions] }
  },
  tags: ['industries', 'functions'],
}
