/** Shown above the leads list in the admin: downloads every lead as CSV. */
export function ExportLeadsButton() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/form-submissions/export.csv" download>
        Export all leads as CSV
      </a>
    </div>
  )
}
