import '@/cms/provide-config'
import { draftMode } from 'next/headers'
import { siteLocation } from '@/features/preview/preview-token'

export const dynamic = 'force-dynamic'

/** Leaves the preview: back to the published page the editor was looking at. */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 307,
    headers: { 'cache-control': 'no-store', location: siteLocation(path) },
  })
}
