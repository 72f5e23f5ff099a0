import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'
import { officePaths } from './paths'
import type { ModuleAddresses, RouteParamsTable } from '@/content/shared/route'
import { getOfficeSlugs } from '@/content/consultants/people.server'
import { getOfficeRouteParams } from './offices-list.server'
import type { OFFICES_MODULE } from './module'

export const OFFICE_ROUTE_PARAMS: RouteParamsTable<(typeof OFFICES_MODULE)['routes']> = {
  '/office/[slug]': async () => (await getOfficeSlugs()).map((slug) => ({ slug })),
  '/office/[slug]/[service]': async () => (await getOfficeRouteParams()).services,
  '/office/[slug]/board-readiness-survey/contact-us': async () => (await getOfficeRouteParams()).surveys,
  '/office/[slug]/board-readiness-survey/contact-us/thank-you': async () => (await getOfficeRouteParams()).surveys,
}

export const OFFICE_ADDRESSES: ModuleAddresses<(typeof OFFICES_MODULE)['routes']> = {
  params: OFFICE_ROUTE_PARAMS,
  dates: async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'offices',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { slug: true, updatedAt: true, servicePages: { slug: true }, hasBoardReadinessSurvey: true },
    })
    return {
      dates: found.docs.flatMap((o) => [
        [officePaths.office(o.slug), o.updatedAt] as const,
        ...(o.servicePages ?? []).map((s) => [officePaths.officeService(o.slug, s.slug), o.updatedAt] as const),
        ...(o.hasBoardReadinessSurvey ? [[officePaths.officeSurvey(o.slug), o.updatedAt] as const] : []),
      ]),
    }
  },
  tags: ['offices'],
}
