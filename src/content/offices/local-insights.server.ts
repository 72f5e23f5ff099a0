import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { INSIGHT_CARD_SELECT } from '@/content/insights/insight-card'

import { LOCAL_INSIGHTS } from './local-insights'

/** Where an office page's insights come from: its own consultants, its region's, or both. */
export type InsightsScope = 'office' | 'region' | 'both'

/**
 * The newest insights written by an office's consultants, topped up with those of its region's
 * consultants when the office has written fewer than LOCAL_INSIGHTS.
 */
export const getLocalInsights = cachedRead(
  async (officeId: number, regionId: number | null) => {
    const payload = await payloadClient()
    const authorsOf = async (where: { office: { equals: number } } | { region: { equals: number } }) =>
      (
        await payload.find({
          collection: 'consultants',
          where,
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          // the id comes with every document; the slug is the smallest field to ask for
          select: { slug: true },
        })
      ).docs.map((c) => c.id)
    const insightsBy = async (authors: number[], exclude: number[], limit: number) =>
      authors.length === 0
        ? []
        : (
            await payload.find({
              collection: 'insights',
              where: { authors: { in: authors }, ...(exclude.length ? { id: { not_in: exclude } } : {}) },
              sort: '-publishedAt',
              limit,
              depth: 1,
              overrideAccess: false,
              select: INSIGHT_CARD_SELECT,
            })
          ).docs
    const own = await insightsBy(await authorsOf({ office: { equals: officeId } }), [], LOCAL_INSIGHTS)
    const more =
      own.length < LOCAL_INSIGHTS && regionId !== null
        ? await insightsBy(
            await authorsOf({ region: { equals: regionId } }),
            own.map((i) => i.id),
            LOCAL_INSIGHTS - own.length,
          )
        : []
    const scope: InsightsScope = more.length === 0 ? 'office' : own.length === 0 ? 'region' : 'both'
    // newest first across both sources: the region's top-up may be newer than the office's own
    const insights = [...own, ...more].sort((a, b) =>
      String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')),
    )
    return { insights, scope }
  },
  {
    key: 'office-local-insights',
    tags: ['insights', 'insight-categories', 'consultants', 'offices', 'media'],
  },
)
