import '@/cms/provide-config'
import { getOfficeLocations } from '@/content/offices/office-locations.server'
import { EDGE_FRESH_S, edgeCacheControl } from '@/server/edge-cache'

export const dynamic = 'force-dynamic'

/**
 * Every office with its coordinates, for the user-info module's guess of the visitor's nearest
 * offices. Fetched by the browser after the page is interactive, so the list (about 10 KB) is not in
 * the home page's payload. Cached like a page: an editor's change reaches visitors within 30 s.
 */
export async function GET(): Promise<Response> {
  const { offices } = await getOfficeLocations()
  return Response.json({ offices }, { headers: { 'cache-control': edgeCacheControl(`s-maxage=${EDGE_FRESH_S}`) } })
}
