import '@/cms/provide-config'
import { getRedirectRules } from '@/features/redirects/redirects.server'

export const dynamic = 'force-dynamic'

/** The redirect table for the proxy, which applies it before routing. */
export async function GET(): Promise<Response> {
  return Response.json({ redirects: await getRedirectRules() }, { headers: { 'cache-control': 'no-store' } })
}
