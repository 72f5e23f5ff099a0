import { Link } from '@payloadcms/ui'
/** Shown above the leads list in the admin: the overview, and every lead as CSV. */
export function ExportLeadsButton() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.75rem', marginBottom: '1rem' }}>
      <Link className="btn btn--style-secondary btn--size-small" href="/admin/leads-overview">
        Leads overview
      </Link>
      <a className="btn btn--style-secondary btn--size-small" href="/api/form-submissions/export.csv" download>
        Export all leads as CSV
      </a>
    </div>
  )
}
