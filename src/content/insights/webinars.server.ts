import 'server-only'
import { publishedSlugs } from '../shared/slugs.server'
import { findBySlug, previewableRead, type ReadContext } from '@/lib/cached-read'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A published webinar (in a preview, its draft) with its speakers and image. */
export const getWebinar = previewableRead(
  async (slug: string, context: ReadContext) => {
    if (!SLUG.test(slug)) return null
    // two levels, so the speakers' portraits come with them; of a speaker only what the page shows
    return findBySlug('webinars', slug, context, {
      depth: 2,
      populate: { consultants: { name: true, slug: true, role: true, photo: true } },
    })
  },
  { key: 'webinar-by-slug', tags: ['webinars', 'consultants', 'media'] },
)

export const getWebinarSlugs = publishedSlugs('webinars')
