import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import type { RedirectRule } from './redirect-map'

/** Every redirect editors configured, cached until one changes. */
export const getRedirectRules = cachedRead(
  async (): Promise<RedirectRule[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'redirects',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { from: true, to: true, permanent: true },
    })
    return found.docs.map((r) => ({ from: r.from, to: r.to, permanent: r.permanent !== false }))
  },
  { key: 'redirect-rules', tags: ['redirects'] },
)
