import type { Endpoint, Where } from 'payload'
import type { CvFile } from '@/payload-types'
import { leadsToCsv } from './csv'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * GET /api/form-submissions/export.csv: every lead (optionally filtered by topic, delivery state
 * and a date range: `from` and `to` are days, both included, UTC) as CSV for editors, with
 * spreadsheet formulas neutralised.
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
    const from = url.searchParams.get('from') ?? ''
    const to = url.searchParams.get('to') ?? ''
    if (DAY.test(from)) and.push({ createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } })
    if (DAY.test(to)) {
      const end = new Date(`${to}T00:00:00.000Z`)
      end.setUTCDate(end.getUTCDate() + 1)
      if (!Number.isNaN(end.getTime())) and.push({ createdAt: { less_than: end.toISOString() } })
    }
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
