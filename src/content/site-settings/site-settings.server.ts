import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import type { SiteSetting } from '@/payload-types'

export const getSiteSettings = cachedRead(
  async (): Promise<SiteSetting> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  },
  { key: 'site-settings', tags: ['site-settings', 'media'] },
)
