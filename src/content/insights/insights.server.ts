import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'

/** The newest published insights with their category, for teasers. */
export const getLatestInsights = cachedRead(
  async (limit: number) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'insights',
      sort: '-publishedAt',
      limit: Math.min(Math.max(1, limit), 24),
      depth: 1,
      overrideAccess: false,
      select: INSIGHT_CARD_SELECT,
    })
    return found.docs
  },
  { key: 'latest-insights', tags: ['insights', 'insight-categories'] },
)
