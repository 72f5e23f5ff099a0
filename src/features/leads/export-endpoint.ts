import type { Endpoint, Where } from 'payload'
import type { CvFile } from '@/payload-types'
import { leadsToCsv } from './csv'

/**
 * GET /api/form-submissions/export.csv: every lead (optionally filtered by topic or delivery
 * state) as CSV for editors, with spreadsheet formulas neutralised.
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    const url = new URL(req.url ?? 'http://localhost/')
    const and: Where[] = []
    const topic = url.searchParams.get('topic')
    const status = url.searchParams.get('status')
    if (topic) and.push({ topic: { equals: topic } })
    if (status) and.push({ deliveryStatus: { equals: status } })
    const leads = await req.payload.find({
      collection: 'form-submissions',
      where: and.length ? { and } : undefined,
      sort: '-createdAt',
      limit: 0,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      user: req.user,
    })
    const origin = url.origin
    const rows = leads.docs.map((lead) => {
      const cv = typeof lead.cv === 'object' && lead.cv ? (lead.cv as CvFile) : null
      return { ...lead, cvUrl: cv?.url ? new URL(cv.url, origin).toString() : '' }
    })
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(leadsToCsv(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${stamp}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
