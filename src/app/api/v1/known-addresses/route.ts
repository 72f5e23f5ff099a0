import '@/cms/provide-config'
import { getKnownAddresses } from '@/content/registry/known-addresses.server'

export const dynamic = 'force-dynamic'

/** Every address the site answers, for the proxy, which sends any other to the 404 page (docs/decisions/0007). */
export async function GET(): Promise<Response> {
  return Response.json(await getKnownAddresses(), { headers: { 'cache-control': 'no-store' } })
}
