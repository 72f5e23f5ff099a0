import 'server-only'
import { publishedSlugs } from '../shared/slugs.server'
import { previewableRead, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A published webinar (in a preview, its draft) with its speakers and image. */
export const getWebinar = previewableRead(
  async (slug: string, { draft }: ReadContext) => {
    if (!SLUG.test(slug)) return null
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'webinars',
      where: { slug: { equals: slug } },
      limit: 1,
      // two levels, so the speakers' portraits come with them; of a speaker only what the page shows
      depth: 2,
      populate: { consultants: { name: true, slug: true, role: true, photo: true } },
      draft,
      overrideAccess: draft,
    })
    return found.docs[0] ?? null
  },
  { key: 'webinar-by-slug', tags: ['webinars', 'consultants', 'media'] },
)

export const getWebinarSlugs = publishedSlugs('webinars')
