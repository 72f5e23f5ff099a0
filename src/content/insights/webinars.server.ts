import 'server-only'
import { publishedSlugs } from '../shared/slugs.server'
import { cachedRead, findBySlug, previewableRead, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'
import { WEBINAR_READING } from './page-size'

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

/**
 * What to read after a webinar: its speakers' newest insights, topped up with the firm's newest, so a
 * visitor who watched the panel finds the same people's writing first.
 */
export const getWebinarReading = cachedRead(
  async (speakerIds: readonly number[]) => {
    const payload = await payloadClient()
    const bySpeakers = speakerIds.length
      ? (
          await payload.find({
            collection: 'insights',
            where: { authors: { in: [...speakerIds] } },
            sort: '-publishedAt',
            limit: WEBINAR_READING,
            depth: 1,
            overrideAccess: false,
            select: INSIGHT_CARD_SELECT,
          })
        ).docs
      : []
    const missing = WEBINAR_READING - bySpeakers.length
    const fill =
      missing > 0
        ? (
            await payload.find({
              collection: 'insights',
              where: { id: { not_in: bySpeakers.map((d) => d.id) } },
              sort: '-publishedAt',
              limit: missing,
              depth: 1,
              overrideAccess: false,
              select: INSIGHT_CARD_SELECT,
            })
          ).docs
        : []
    return { insights: [...bySpeakers, ...fill], bySpeakers: bySpeakers.length }
  },
  { key: 'webinar-reading', tags: ['insights', 'insight-categories', 'media'] },
)
