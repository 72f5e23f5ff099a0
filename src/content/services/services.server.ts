import 'server-only'
import { cachedRead, findOne, previewableRead, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import type { Service } from '@/payload-types'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type ServiceLanguage = Service['language']

/** Published services of one language in editorial order, for lists and prerendering. */
export const getServices = cachedRead(
  async (language: ServiceLanguage) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'services',
      where: { language: { equals: language } },
      sort: ['order', 'title'],
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { title: true, slug: true, summary: true, order: true },
    })
    return found.docs
  },
  { key: 'services-list', tags: ['services'] },
)

/** A published service (in a preview, its draft) by slug; English and French twins share a slug, so the language picks one. */
export const getService = previewableRead(
  async (slug: string, language: ServiceLanguage, context: ReadContext): Promise<Service | null> => {
    if (!SLUG.test(slug)) return null
    return findOne('services', { and: [{ slug: { equals: slug } }, { language: { equals: language } }] }, context, {
      depth: 2,
    })
  },
  // a quote's author (consultant, office, portrait) is drawn with the page
  { key: 'service-by-slug', tags: ['services', 'media', 'consultants', 'offices'] },
)
