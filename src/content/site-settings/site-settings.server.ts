import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { payloadClient } from '@/lib/payload.server'
import type { SiteSetting } from '@/payload-types'

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.media] },
)
