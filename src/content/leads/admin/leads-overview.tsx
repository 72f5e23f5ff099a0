import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { TOPIC_IDS } from '@/features/contact-form/topics'
import { recentWeeks, summarise } from '../overview'
import { RetryDeliveryButton } from './retry-button.client'

const WEEKS = 12

const cell = {
  padding: '0.4rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

function Bar({ count, max }: { count: number; max: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        height: '0.75rem',
        width: `${max ? Math.round((count / max) * 200) : 0}px`,
        background: 'var(--theme-success-500)',
        verticalAlign: 'middle',
      }}
    />
  )
}

/**
 * /admin/leads-overview: leads per topic and per week (the last twelve weeks), the deliveries whose
 * retries are spent with a retry for each, and the CSV export by date range and topic.
 */
export async function LeadsOverview({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const { payload, user } = req
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload,
    permissions,
    searchParams,
    user: user ?? undefined,
    visibleEntities,
  }
  if (!user) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <p>Sign in to see the leads overview.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const weeks = recentWeeks(new Date(), WEEKS)
  const asUser = { overrideAccess: false, user, req } as const
  const [recent, failed] = await Promise.all([
    payload.find({
      collection: 'form-submissions',
      ...asUser,
      where: { createdAt: { greater_than_equal: `${weeks[0]}T00:00:00.000Z` } },
      select: { topic: true, createdAt: true },
      limit: 0,
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'form-submissions',
      ...asUser,
      where: { deliveryStatus: { equals: 'failed' } },
      select: { email: true, topic: true, createdAt: true, deliveryAttempts: true, deliveryError: true },
      sort: '-createdAt',
      limit: 50,
      depth: 0,
    }),
  ])
  const overview = summarise(recent.docs, TOPIC_IDS, weeks)
  const topicMax = Math.max(0, ...overview.byTopic.map((t) => t.count))
  const weekMax = Math.max(0, ...overview.byWeek.map((w) => w.count))

  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <h1 style={{ margin: '2rem 0 0.5rem' }}>Leads overview</h1>
        <p>
          {overview.total} leads in the last {WEEKS} weeks.{' '}
          <Link href="/admin/collections/form-submissions">All leads</Link>
        </p>

        <section aria-labelledby="by-topic">
          <h2 id="by-topic">Per topic</h2>
          <table style={{ borderCollapse: 'collapse', marginBottom: '2rem' }}>
            <tbody>
              {overview.byTopic.map(({ topic, count }) => (
                <tr key={topic} data-topic={topic}>
                  <th scope="row" style={cell}>
                    {topic}
                  </th>
                  <td style={cell}>{count}</td>
                  <td style={cell}>
                    <Bar count={count} max={topicMax} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="by-week">
          <h2 id="by-week">Per week</h2>
          <table style={{ borderCollapse: 'collapse', marginBottom: '2rem' }}>
            <thead>
              <tr>
                <th style={cell}>Week of</th>
                <th style={cell}>Leads</th>
                <th style={cell} />
              </tr>
            </thead>
            <tbody>
              {overview.byWeek.map(({ week, count }) => (
                <tr key={week} data-week={week}>
                  <td style={cell}>{week}</td>
                  <td style={cell}>{count}</td>
                  <td style={cell}>
                    <Bar count={count} max={weekMax} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="failed">
          <h2 id="failed">Failed deliveries ({failed.totalDocs})</h2>
          {failed.docs.length === 0 ? (
            <p>None: every lead reached its e-mail and CRM.</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', marginBottom: '2rem' }}>
              <thead>
                <tr>
                  <th style={cell}>Lead</th>
                  <th style={cell}>Topic</th>
                  <th style={cell}>Received</th>
                  <th style={cell}>Tries</th>
                  <th style={cell}>Last error</th>
                  <th style={cell} />
                </tr>
              </thead>
              <tbody>
                {failed.docs.map((lead) => (
                  <tr key={lead.id} data-failed-lead={lead.id}>
                    <td style={cell}>
                      <Link href={`/admin/collections/form-submissions/${lead.id}`}>{lead.email}</Link>
                    </td>
                    <td style={cell}>{lead.topic}</td>
                    <td style={cell}>{new Date(lead.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
                    <td style={cell}>{lead.deliveryAttempts ?? 0}</td>
                    <td style={cell}>{lead.deliveryError ?? ''}</td>
                    <td style={cell}>
                      <RetryDeliveryButton leadId={lead.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="export">
          <h2 id="export">Export as CSV</h2>
          <form
            method="get"
            action="/api/form-submissions/export.csv"
            style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'end', marginBottom: '3rem' }}
          >
            <label>
              From
              <br />
              <input type="date" name="from" />
            </label>
            <label>
              To
              <br />
              <input type="date" name="to" />
            </label>
            <label>
              Topic
              <br />
              <select name="topic" defaultValue="">
                <option value="">All topics</option>
                {TOPIC_IDS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
              Download CSV
            </button>
          </form>
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
