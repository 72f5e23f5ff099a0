import { getServablePageUrls } from '@/features/content/pages.server'

export const dynamic = 'force-dynamic'

/** The addresses of the CMS pages the catch-all shows, for the proxy, which answers any other with the 404 page. */
export async function GET(): Promise<Response> {
  return Response.json({ paths: await getServablePageUrls() }, { headers: { 'cache-control': 'no-store' } })
}
