import { Link } from '@payloadcms/ui'
/** In the admin's side navigation, under the collections: the leads overview. */
export function LeadsOverviewNavLink() {
  return (
    <Link className="nav__link" href="/admin/leads-overview" style={{ display: 'block', padding: '0.25rem 0' }}>
      Leads overview
    </Link>
  )
}
