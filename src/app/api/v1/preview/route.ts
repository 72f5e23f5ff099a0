import '@/cms/provide-config'
import { draftMode } from 'next/headers'
import { isPreviewToken, isSitePath, siteLocation } from '@/features/preview/preview-token'
import { serverEnv } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Opens a draft on the site: the link must be one the CMS signed for this path, and the browser must
 * be signed in to the CMS. Next's draft mode then renders that browser's pages at request time from
 * drafts, never from or into the cache; visitors keep the prerendered published pages.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? ''
  if (!isSitePath(path) || !isPreviewToken(serverEnv().PAYLOAD_SECRET, path, url.searchParams.get('token'))) {
    return new Response('Not Found', { status: 404, headers: NO_STORE })
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Sign in to the CMS to preview drafts.', { status: 401, headers: NO_STORE })
  ;(await draftMode()).enable()
  // root-relative: the browser stays on the address it opened (no SITE_URL, no Host header trusted)
  return new Response(null, { status: 307, headers: { ...NO_STORE, location: siteLocation(path) } })
}
