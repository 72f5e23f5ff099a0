import '@/cms/provide-config'
import { parseFinderFilters } from '@/content/consultants/finder/filters'
import { getConsultantFinderOptions, getConsultantsPage } from '@/content/consultants/consultants-list.server'

export const dynamic = 'force-dynamic'

/**
 * How many pages the consultant finder has for these filters (the query string of `/consultant`), for
 * the proxy, which answers a page past the last with the 404 page before the finder renders.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const params: Record<string, string[]> = {}
  for (const [name, value] of query) (params[name] ??= []).push(value)
  const filters = parseFinderFilters(params, await getConsultantFinderOptions())
  const { totalPages } = await getConsultantsPage(1, { ...filters.ids, q: filters.q || undefined })
  return Response.json({ totalPages }, { headers: { 'cache-control': 'no-store' } })
}
